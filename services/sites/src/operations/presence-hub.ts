import type { CollaborationRepository, LockRow, PresenceKind, PresenceRow } from '../repositories/collaboration';

/** How often a process reads who is present on the things its sockets watch (one query for all of them). */
export const PRESENCE_TICK_MS = 1000;

/** One person's tab on a thing, as the editors' headers show it; the tab's id only to its own person. */
export interface PresentPerson {
  session?: string;
  user: { id: number; username: string };
  since: string;
}

/** Who holds a page's, post's or menu's lock; the holding tab's id only to the holder (an id is not handed to others). */
export interface LockAnswer {
  user: { id: number; username: string };
  session?: string;
  acquired_at: string;
  expires_at: string;
}

/** What a presence socket receives whenever who is there (or who holds the page's lock) changes. */
export interface PresenceMessage {
  type: 'presence';
  kind: PresenceKind;
  id: number;
  people: PresentPerson[];
  /** Who holds the thing's lock (null: nobody). */
  lock?: LockAnswer | null;
}

export interface PresenceListener {
  /** Whose socket it is: they see their own tabs' ids, nobody else's. */
  userId: number;
  send(message: PresenceMessage): void;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The lock as `viewerId` may see it: the holder's name, and the tab's id only when it is their own. */
export function lockAnswer(lock: LockRow | undefined | null, viewerId: number): LockAnswer | null {
  if (!lock) return null;
  return {
    user: { id: lock.user_id, username: lock.username },
    ...(lock.user_id === viewerId ? { session: lock.session } : {}),
    acquired_at: iso(lock.acquired_at),
    expires_at: iso(lock.expires_at),
  };
}

/** What one socket's person is sent: tab ids of their own tabs only (so nobody can save or let go as another's tab). */
function seenBy(message: PresenceMessage, viewerId: number): PresenceMessage {
  const hidden = <T extends { session?: string }>({ session: _tab, ...rest }: T) => rest;
  return {
    ...message,
    people: message.people.map((person) => (person.user.id === viewerId ? person : hidden(person))),
    ...(message.lock && message.lock.user.id !== viewerId ? { lock: hidden(message.lock) } : {}),
  };
}

function personOf(row: PresenceRow): PresentPerson {
  return { session: row.session, user: { id: row.user_id, username: row.username }, since: iso(row.opened_at) };
}

/** The whole picture (as the holder sees it); `seenBy` trims it for each socket. */
const lockOf = (lock: LockRow | undefined) => (lock ? lockAnswer(lock, lock.user_id) : null);

const keyOf = (kind: PresenceKind, id: number) => `${kind}:${id}`;

/**
 * This process's presence sockets, by the thing they watch. Every tick it reads the database (shared by
 * every process) for the watched things and sends each socket what changed since its last message; a
 * change made in this process is sent at once (`nudge`). No state lives only here: a socket on another
 * process, behind another gateway, sees the same people within a tick.
 */
/** Where a failed refresh is told (the service's logger). */
export interface WarningLog {
  warn(details: object, message: string): void;
}

export function presenceHub(repo: CollaborationRepository, log: WarningLog, tickMs = PRESENCE_TICK_MS) {
  const watched = new Map<string, { kind: PresenceKind; id: number; listeners: Set<PresenceListener>; last?: string }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function refresh(only?: string[]): Promise<void> {
    const entries = [...watched.entries()].filter(([key]) => !only || only.includes(key)).map(([, entry]) => entry);
    if (entries.length === 0) return;
    const [people, locks] = await Promise.all([
      repo.present(entries.map((entry) => ({ kind: entry.kind, thing_id: entry.id }))),
      repo.locks(entries.map((entry) => ({ kind: entry.kind, id: entry.id }))),
    ]);
    for (const entry of entries) {
      const message: PresenceMessage = {
        type: 'presence',
        kind: entry.kind,
        id: entry.id,
        people: people.filter((row) => row.kind === entry.kind && row.thing_id === entry.id).map(personOf),
        lock: lockOf(locks.find((lock) => lock.kind === entry.kind && lock.thing_id === entry.id)),
      };
      const text = JSON.stringify(message);
      if (text === entry.last) continue;
      entry.last = text;
      for (const listener of entry.listeners) listener.send(seenBy(message, listener.userId));
    }
  }

  /** One refresh at a time; a nudge during one runs another right after (nothing is missed, nothing piles up). */
  function run(only?: string[]): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = refresh(only)
      .catch((error) => log.warn({ err: error }, 'presence refresh failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  }

  function schedule() {
    if (timer || watched.size === 0) return;
    timer = setInterval(() => {
      if (watched.size === 0) {
        clearInterval(timer);
        timer = undefined;
        return;
      }
      void run();
    }, tickMs);
    timer.unref();
  }

  return {
    /** Starts sending `listener` the thing's presence; the first message comes at once. */
    watch(kind: PresenceKind, id: number, listener: PresenceListener): () => void {
      const key = keyOf(kind, id);
      let entry = watched.get(key);
      if (!entry) watched.set(key, (entry = { kind, id, listeners: new Set() }));
      entry.listeners.add(listener);
      // A newcomer needs the current picture even if nothing changed for the others.
      const current = entry.last;
      if (current) listener.send(seenBy(JSON.parse(current) as PresenceMessage, listener.userId));
      schedule();
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size === 0) watched.delete(key);
      };
    },
    /** Something changed here (a join, a leave, a lock): tell this process's sockets now, not at the next tick. */
    nudge(kind: PresenceKind, id: number): Promise<void> {
      return watched.has(keyOf(kind, id)) ? run([keyOf(kind, id)]) : Promise.resolve();
    },
    /** Whether the service is shutting down (a socket closed by the shutdown leaves nothing to record). */
    get closed() {
      return closed;
    },
    close() {
      closed = true;
      clearInterval(timer);
      timer = undefined;
      watched.clear();
    },
  };
}

export type PresenceHub = ReturnType<typeof presenceHub>;
