// Which replica of a service a new upstream connection goes to. A service name that resolves to
// several addresses (compose's `--scale`, a headless Service) is spread across them: each new
// connection picks one at random, where the system resolver would hand every connection the same
// first address. An address that just refused a connection or let it time out (a replica that
// stopped, or one too busy to accept) is skipped for a few seconds while others remain, and the
// request is tried once more, on another: nothing reached the service, so any method is safe to repeat.
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { buildConnector } from 'undici';

const UNREACHED_FOR_MS = 5000;
/** Tries of a request that reached no replica, after the first. */
export const UNREACHED_RETRIES = 1;

/** Why a connection reached no replica: what the gateway's metrics count retries by. */
export type Unreached = 'refused' | 'connect_timeout';
const UNREACHED_CODES: Record<string, Unreached> = { ECONNREFUSED: 'refused', UND_ERR_CONNECT_TIMEOUT: 'connect_timeout' };

const unreachedUntil = new Map<string, number>();

type UpstreamError = Error & { code?: string; address?: string; cause?: UpstreamError };

/**
 * Whether the connection itself failed (refused, or not accepted in time), so no byte of the request
 * left; the address is remembered, so the next connections go elsewhere.
 */
export function noteUnreached(error: UpstreamError | undefined): Unreached | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = current.cause, depth++) {
    const reason = current.code ? UNREACHED_CODES[current.code] : undefined;
    if (!reason) continue;
    if (current.address) unreachedUntil.set(current.address, Date.now() + UNREACHED_FOR_MS);
    return reason;
  }
  return undefined;
}

function spreadLookup(onChosen: (address: string) => void): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
      if (error || addresses.length === 0)
        return (callback as (error: Error | null, address: string, family: number) => void)(
          error ?? new Error(`No address for ${hostname}`),
          '',
          0,
        );
      const now = Date.now();
      const willing = addresses.filter((candidate) => (unreachedUntil.get(candidate.address) ?? 0) <= now);
      const choices = willing.length > 0 ? willing : addresses;
      const chosen = choices[Math.floor(Math.random() * choices.length)];
      onChosen(chosen.address);
      // net.connect asks for every address (all: true) when it may try several families
      if (options.all) (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, [chosen]);
      else callback(null, chosen.address, chosen.family);
    });
  };
}

/**
 * undici's connector with each connection spread over the replicas. A connection that times out
 * carries no address of its own (a refused one does): it is given the one it was trying.
 */
export function spreadConnector(timeoutMs: number): buildConnector.connector {
  return (options, callback) => {
    let tried: string | undefined;
    const connect = buildConnector({ timeout: timeoutMs, lookup: spreadLookup((address) => (tried = address)) });
    connect(options, (...outcome) => {
      const error = outcome[0] as UpstreamError | null;
      if (error && !error.address && tried) error.address = tried;
      callback(...outcome);
    });
  };
}
