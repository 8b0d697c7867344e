import { useEffect, useState } from 'react';
import { refreshAccessToken } from '../api/client';
import { getAccessToken } from '../api/tokens';
import { editSessionId } from './edit-session';
import type { PageLock, PresenceKind, PresenceMessage, PresentPerson } from '@atlas/sites/contract';

export interface PresenceState {
  /** Everyone with the thing open, this tab included, the earliest first. */
  people: PresentPerson[];
  /** Pages: who holds the lock (null: nobody); undefined until the socket said, or for posts and menus. */
  lock: PageLock | null | undefined;
  connected: boolean;
}

/** A tab says it is still there this often; 30 s without it and it is gone for the others. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
const RECONNECT_AFTER_MS = 2_000;
/** Refused before opening again and again (offline, no access): wait longer each time, up to this. */
const RECONNECT_AT_MOST_MS = 30_000;

/** ws(s)://{host}/ws/builder/presence/{kind}/{id}/?session=…&token=…[&site=…]: secure when the page is. */
export function presenceSocketUrl(
  target: { kind: PresenceKind; id: number; site?: number },
  session: string,
  token: string | null,
  page: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const query = new URLSearchParams({ session });
  if (token) query.set('token', token);
  if (target.site !== undefined) query.set('site', String(target.site));
  return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}/ws/builder/presence/${target.kind}/${target.id}/?${query}`;
}

/**
 * Who else has this page, post or menu open (and, for a page, who holds its lock), live over the
 * presence socket. It heartbeats, reconnects after a dropped connection (a socket refused before it
 * opened renews the access token first) and stops for good when the server cuts the person off.
 */
export function usePresence(target: { kind: PresenceKind; id: number | null; site?: number | null }): PresenceState {
  const [state, setState] = useState<PresenceState>({ people: [], lock: undefined, connected: false });
  const { kind, id } = target;
  const site = target.site ?? undefined;

  useEffect(() => {
    if (id === null || typeof WebSocket === 'undefined') return undefined;
    const session = editSessionId();
    let socket: WebSocket | null = null;
    let stopped = false;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    function connect() {
      if (stopped) return;
      let opened = false;
      try {
        socket = new WebSocket(presenceSocketUrl({ kind, id: id!, site }, session, getAccessToken()));
      } catch {
        reconnect = setTimeout(connect, RECONNECT_AFTER_MS);
        return;
      }
      const current = socket;
      current.onopen = () => {
        opened = true;
        failures = 0;
        setState((previous) => ({ ...previous, connected: true }));
        clearInterval(heartbeat);
        heartbeat = setInterval(() => {
          if (current.readyState === WebSocket.OPEN) current.send(JSON.stringify({ type: 'heartbeat' }));
        }, PRESENCE_HEARTBEAT_MS);
      };
      current.onmessage = (event: MessageEvent) => {
        let message: Partial<PresenceMessage>;
        try {
          message = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (message.type !== 'presence' || !Array.isArray(message.people)) return;
        setState({ people: message.people, lock: 'lock' in message ? (message.lock ?? null) : undefined, connected: true });
      };
      current.onclose = (event: CloseEvent) => {
        clearInterval(heartbeat);
        socket = null;
        setState((previous) => ({ ...previous, connected: false }));
        // 1008: the server cut this person off (removed from the site, session ended): no retry.
        if (stopped || event.code === 1008) return;
        const retry = () => (reconnect = setTimeout(connect, Math.min(RECONNECT_AT_MOST_MS, RECONNECT_AFTER_MS * 2 ** failures)));
        if (opened) return void retry();
        failures += 1;
        // Refused before it opened: most often an access token that expired meanwhile.
        void refreshAccessToken().finally(retry);
      };
    }

    connect();
    return () => {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(reconnect);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, [kind, id, site]);

  return state;
}
