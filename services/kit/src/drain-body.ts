import type { IncomingMessage } from 'node:http';

/** How long, and how much of, a refused body is read before the answer goes anyway. */
const DRAIN_FOR_MS = 10_000;
const DRAIN_AT_MOST = 64 * 1024 * 1024;

/**
 * Reads what is left of a refused request's body and throws it away. A server that answers and
 * closes the connection while the client is still sending makes the client read a reset (a browser's
 * "network error", a proxy's EPIPE and 503) instead of the answer; read to the end first, and the
 * answer arrives. Resolves at the body's end, when the connection closes, or at the caps.
 */
export function drainRequestBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_AT_MOST) done();
    };
    const timer = setTimeout(done, DRAIN_FOR_MS);
    function done() {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    }
    raw.on('data', onData).once('end', done).once('close', done).once('error', done);
    raw.resume();
  });
}
