// Which replica of a service a new upstream connection goes to. A service name that resolves to
// several addresses (compose's `--scale`, a headless Service) is spread across them: each new
// connection picks one at random, where the system resolver would hand every connection the same
// first address. An address that just refused a connection (a replica that stopped) is skipped for
// a few seconds while others remain, and a refused request is tried again on another: nothing
// reached the service, so any method is safe to repeat.
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';

const REFUSED_FOR_MS = 5000;
/** Tries of a request whose connection was refused, after the first. */
export const REFUSED_RETRIES = 2;

const refusedUntil = new Map<string, number>();

type UpstreamError = Error & { code?: string; address?: string; cause?: UpstreamError };

/** The refusal in an undici error's cause chain, if the connection itself was refused. */
export function refusedConnection(error: UpstreamError | undefined): UpstreamError | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = current.cause, depth++) {
    if (current.code === 'ECONNREFUSED') return current;
  }
  return undefined;
}

/** Remembers an address that refused a connection, so the next connections go elsewhere. */
export function noteRefused(error: UpstreamError | undefined): boolean {
  const refused = refusedConnection(error);
  if (!refused) return false;
  if (refused.address) refusedUntil.set(refused.address, Date.now() + REFUSED_FOR_MS);
  return true;
}

export const spreadLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
    if (error || addresses.length === 0)
      return (callback as (error: Error | null, address: string, family: number) => void)(
        error ?? new Error(`No address for ${hostname}`),
        '',
        0,
      );
    const now = Date.now();
    const willing = addresses.filter((candidate) => (refusedUntil.get(candidate.address) ?? 0) <= now);
    const choices = willing.length > 0 ? willing : addresses;
    const chosen = choices[Math.floor(Math.random() * choices.length)];
    // net.connect asks for every address (all: true) when it may try several families
    if (options.all) (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, [chosen]);
    else callback(null, chosen.address, chosen.family);
  });
};
