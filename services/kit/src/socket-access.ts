import type { FastifyInstance } from 'fastify';
import type { AuthUser } from './auth';
import { SESSION_ENDED } from './auth';

/** What the checks need of a websocket (the `ws` socket @fastify/websocket hands a route). */
interface CheckedSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/**
 * An upgrade is checked once, before it opens; this keeps checking while it is open: every `everyMs`
 * the caller's session must still live and `check` (their role on the site) must still pass. A session
 * ended, or a 403/404 from `check`, sends `{ type: 'error', detail }` and closes the socket with 1008, so a
 * member removed (or signed out) loses a live view as they lose every request. Returns the stop function
 * for the socket's close.
 */
export function keepCheckingSocket(
  app: Pick<FastifyInstance, 'revokedSessions'>,
  socket: CheckedSocket,
  user: AuthUser,
  check: () => Promise<unknown>,
  everyMs: number,
): () => void {
  const cutOff = (detail: string) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'error', detail }));
    socket.close(1008, 'No access to this site');
  };
  const timer = setInterval(() => {
    if (app.revokedSessions?.has(user.sid)) return cutOff(SESSION_ENDED);
    check().catch((error: { statusCode?: number; message?: string }) => {
      if (error.statusCode === 403 || error.statusCode === 404) cutOff(error.message ?? 'No access to this site');
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
