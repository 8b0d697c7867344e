import type { Knex } from 'knex';
import { table, SCHEMA, type Db } from './db';

/** How long a lock (a page's, a post's, a menu's) lives without a heartbeat of its tab: a holder who vanished loses it after this. */
export const LOCK_SECONDS = 60;
/** How long a tab stays present without a heartbeat (a dropped connection, a closed laptop). */
export const PRESENCE_SECONDS = 30;
/** A tab that closed its socket is kept this long, so a refresh comes back as the same person since the same time. */
export const PRESENCE_REFRESH_GRACE_SECONDS = 5;
/**
 * A tab whose socket is open heartbeats every 10 s; one that closed it is dated just past this. So a row
 * seen within it is a tab still open, and a holder's tab that closed (or went quiet) is gone for its lock.
 */
const OPEN_SECONDS = PRESENCE_SECONDS - PRESENCE_REFRESH_GRACE_SECONDS;
/**
 * How long a page's lock outlives its tab's socket closing: enough for a reload to come back holding it
 * (5 s was not: a reload under a load average of 29 took longer and the watching editor took the page),
 * short enough that a closed tab frees the page for the others soon. The same person's new tab does not wait.
 */
export const LOCK_CLOSE_GRACE_SECONDS = 15;

export type PresenceKind = 'page' | 'post' | 'menu';

/** What a lock is on: a page (this service's), a post (content) or a menu (menus). */
export interface LockKey {
  kind: PresenceKind;
  id: number;
}

export interface LockRow {
  kind: PresenceKind;
  thing_id: number;
  user_id: number;
  username: string;
  session: string;
  acquired_at: Date;
  expires_at: Date;
}

export interface PresenceRow {
  session: string;
  kind: PresenceKind;
  thing_id: number;
  site_id: number;
  user_id: number;
  username: string;
  opened_at: Date;
  seen_at: Date;
}

export interface Holder {
  user_id: number;
  username: string;
  session: string;
}

/** A browser tab: its id and the person it belongs to (an id someone else names is not their tab). */
export type Tab = Pick<Holder, 'session' | 'user_id'>;

/**
 * Locks and presence, timed by the database's clock (one clock for every process). Each change is one
 * statement, so two processes racing for a lock get one answer each and exactly one holder.
 */
export function collaborationRepository(db: Knex) {
  const locks = (trx?: Db) => table(trx ?? db, 'edit_locks');
  const row = (key: LockKey) => ({ kind: key.kind, thing_id: key.id });
  const presence = (trx?: Db) => table(trx ?? db, 'presence');
  /**
   * The lock for a tab, from now for LOCK_SECONDS; `since` kept when the same tab renews it. A tab is its
   * id and its person together: someone else naming that id is another tab. Callers add the condition.
   */
  const sameTab = 'l.session = excluded.session and l.user_id = excluded.user_id';
  const takeLock = `insert into ${SCHEMA}.edit_locks as l (kind, thing_id, user_id, username, session, acquired_at, expires_at)
    values (?, ?, ?, ?, ?, now(), now() + interval '${LOCK_SECONDS} seconds')
    on conflict (kind, thing_id) do update set
      user_id = excluded.user_id, username = excluded.username, session = excluded.session,
      acquired_at = case when ${sameTab} then l.acquired_at else now() end,
      expires_at = excluded.expires_at`;
  /**
   * The holder's tab had the thing open and no longer has (closed, crashed, asleep): its person may take
   * the lock in another tab. A tab never seen there (its socket not open yet, an API client) is not gone.
   */
  const holderTabGone = `exists (select 1 from ${SCHEMA}.presence p
    where p.session = l.session and p.user_id = l.user_id and p.kind = l.kind and p.thing_id = l.thing_id
      and p.seen_at < now() - interval '${OPEN_SECONDS} seconds')`;

  return {
    /** The thing's live lock, if anyone holds one. */
    async lock(key: LockKey, trx?: Db): Promise<LockRow | undefined> {
      return locks(trx).where(row(key)).andWhereRaw('expires_at >= now()').first();
    },
    /** Live locks of several things at once (the presence hub's tick). */
    async locks(keys: LockKey[], trx?: Db): Promise<LockRow[]> {
      if (keys.length === 0) return [];
      return locks(trx)
        .whereIn(
          ['kind', 'thing_id'],
          keys.map((key) => [key.kind, key.id]),
        )
        .andWhereRaw('expires_at >= now()');
    },
    /**
     * Takes a free or expired lock, renews the caller's own (same tab), or moves it from the same person's
     * tab that is no longer open (a tab reopened after a close): the row written, or undefined when
     * another tab holds it. `since` survives renewals.
     */
    async acquire(key: LockKey, holder: Holder, trx?: Db): Promise<LockRow | undefined> {
      const { rows } = await (trx ?? db).raw<{ rows: LockRow[] }>(
        `${takeLock} where (${sameTab}) or l.expires_at < now() or (l.user_id = excluded.user_id and ${holderTabGone}) returning *`,
        [key.kind, key.id, holder.user_id, holder.username, holder.session],
      );
      return rows[0];
    },
    /** Takes the lock whoever holds it; answers the lock and who held it until now (live holders only). */
    async takeOver(key: LockKey, holder: Holder, trx: Knex.Transaction): Promise<{ lock: LockRow; previous?: LockRow }> {
      const previous = await locks(trx).where(row(key)).andWhereRaw('expires_at >= now()').forUpdate().first();
      const { rows } = await trx.raw<{ rows: LockRow[] }>(`${takeLock} returning *`, [
        key.kind,
        key.id,
        holder.user_id,
        holder.username,
        holder.session,
      ]);
      const sameTabBefore = previous && previous.session === holder.session && previous.user_id === holder.user_id;
      return { lock: rows[0], previous: previous && !sameTabBefore ? previous : undefined };
    },
    /** Lets go of the lock if this person's tab holds it; true when it did. */
    async release(key: LockKey, tab: Tab, trx?: Db): Promise<boolean> {
      return (
        (await locks(trx)
          .where({ ...row(key), session: tab.session, user_id: tab.user_id })
          .delete()) > 0
      );
    },
    /**
     * The holding tab closed its socket (a refresh or a close): the lock lives only LOCK_CLOSE_GRACE_SECONDS
     * longer, so a refresh comes back holding it and a closed tab frees it for the others in seconds.
     */
    async graceAfterClose(key: LockKey, tab: Tab, trx?: Db): Promise<void> {
      await locks(trx)
        .where({ ...row(key), session: tab.session, user_id: tab.user_id })
        .update({ expires_at: (trx ?? db).raw(`least(expires_at, now() + interval '${LOCK_CLOSE_GRACE_SECONDS} seconds')`) });
    },

    /** The tab has the thing open: a new row, or the same row seen again (opened_at kept across a refresh). */
    async join(row: Omit<PresenceRow, 'opened_at' | 'seen_at'>, trx?: Db): Promise<void> {
      await (trx ?? db).raw(
        `insert into ${SCHEMA}.presence as p (session, kind, thing_id, site_id, user_id, username, opened_at, seen_at)
         values (?, ?, ?, ?, ?, ?, now(), now())
         on conflict (session, kind, thing_id) do update set
           site_id = excluded.site_id, user_id = excluded.user_id, username = excluded.username, seen_at = now(),
           opened_at = case when p.seen_at >= now() - interval '${PRESENCE_SECONDS} seconds' and p.user_id = excluded.user_id
                            then p.opened_at else now() end
         -- Someone else's tab id while that tab is there changes nothing of theirs.
         where p.user_id = excluded.user_id or p.seen_at < now() - interval '${PRESENCE_SECONDS} seconds'`,
        [row.session, row.kind, row.thing_id, row.site_id, row.user_id, row.username],
      );
    },
    async heartbeat(tab: Tab, kind: PresenceKind, thingId: number, trx?: Db): Promise<void> {
      await presence(trx)
        .where({ session: tab.session, user_id: tab.user_id, kind, thing_id: thingId })
        .update({ seen_at: (trx ?? db).fn.now() });
    },
    /** The socket closed: gone in a few seconds unless the same tab comes back (a refresh). */
    async leave(tab: Tab, kind: PresenceKind, thingId: number, trx?: Db): Promise<void> {
      await presence(trx)
        .where({ session: tab.session, user_id: tab.user_id, kind, thing_id: thingId })
        .update({ seen_at: (trx ?? db).raw(`now() - interval '${PRESENCE_SECONDS - PRESENCE_REFRESH_GRACE_SECONDS} seconds'`) });
    },
    /** Who is present on each of these things now, the earliest first. */
    async present(keys: { kind: PresenceKind; thing_id: number }[], trx?: Db): Promise<PresenceRow[]> {
      if (keys.length === 0) return [];
      return presence(trx)
        .whereIn(
          ['kind', 'thing_id'],
          keys.map((key) => [key.kind, key.thing_id]),
        )
        .andWhereRaw(`seen_at >= now() - interval '${PRESENCE_SECONDS} seconds'`)
        .orderBy('opened_at')
        .orderBy('session');
    },
    /** Rows long gone: presence is not history. */
    async prune(trx?: Db): Promise<number> {
      return presence(trx).whereRaw(`seen_at < now() - interval '10 minutes'`).delete();
    },
  };
}

export type CollaborationRepository = ReturnType<typeof collaborationRepository>;
