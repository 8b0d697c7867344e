import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent, buildConnector, fetch, type RequestInit, type Response } from 'undici';
import { httpError } from '../errors';
import { isPublicAddress } from './public-address';

/**
 * The one guard of every fetch of an address a user gave (webhooks, media downloads, uptime checks):
 * http(s) only, no credentials, and never loopback, private or link-local, checked when the address
 * is saved (`assertPublicUrl`) and again on the address actually connected to (`safeFetch`), after DNS,
 * so a name that moves to 127.0.0.1 between the two is still refused. `ATLAS_WEBHOOKS_ALLOW_PRIVATE=1`
 * (tests and development on loopback) turns the address check off.
 */
export const allowPrivateTargets = (env: NodeJS.ProcessEnv = process.env) => env.ATLAS_WEBHOOKS_ALLOW_PRIVATE === '1';

export type OutboundOptions = {
  /** Default: `ATLAS_WEBHOOKS_ALLOW_PRIVATE=1`. */
  allowPrivate?: boolean;
  /** What the address is, for the 400's detail: "A webhook URL". */
  label?: string;
};

export const PRIVATE_ADDRESS = (label: string) => `${label} must not point to a private network address`;
export const NOT_A_WEB_URL = 'Enter a valid URL: http:// or https:// with a host';

/** The refusal of a connection to an address that is not public (the delivery's error names it). */
export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} is a private network address: not fetched`);
    this.name = 'PrivateAddressError';
  }
}

const unbracketed = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** The URL as typed, refused (400) when it is not http(s) with a host or carries a user name or password. */
function webUrl(text: string, label: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw httpError(400, NOT_A_WEB_URL);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw httpError(400, NOT_A_WEB_URL);
  if (url.username || url.password) throw httpError(400, `${label} must not carry a user name or password`);
  return url;
}

/** Refuses (400) an address a user may not have fetched: checked on every address its name resolves to. */
export async function assertPublicUrl(text: string, options: OutboundOptions = {}): Promise<URL> {
  const label = options.label ?? 'The URL';
  const url = webUrl(text, label);
  if (options.allowPrivate ?? allowPrivateTargets()) return url;
  const host = unbracketed(url.hostname);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookupAll(host, { all: true })).map((entry) => entry.address);
    } catch {
      throw httpError(400, `The host ${host} cannot be resolved`);
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw httpError(400, PRIVATE_ADDRESS(label));
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** DNS as the socket uses it, refusing a name with any address that is not public: the checked address is the connected one. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(new PrivateAddressError(hostname), []);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
}

/** Connections only to public addresses: a literal address is checked here (sockets skip DNS for those), a name in `publicLookup`. */
function publicOnlyAgent(): Agent {
  const connectTo = buildConnector({ lookup: publicLookup } as buildConnector.BuildOptions);
  return new Agent({
    connect: (options, callback) => {
      const host = unbracketed(options.hostname);
      if (isIP(host) && !isPublicAddress(host)) return callback(new PrivateAddressError(host), null);
      return connectTo(options, callback);
    },
  });
}

let publicOnly: Agent | undefined;
let anyAddress: Agent | undefined;

/**
 * `fetch` of an address a user gave: refuses (PrivateAddressError) to connect anywhere but a public
 * address, whatever the name resolves to at that moment, redirects included. With `allowPrivate`
 * (default `ATLAS_WEBHOOKS_ALLOW_PRIVATE=1`) it fetches anything, as on a developer's machine.
 */
export async function safeFetch(url: string | URL, init: RequestInit = {}, options: OutboundOptions = {}): Promise<Response> {
  webUrl(String(url), options.label ?? 'The URL');
  const dispatcher = (options.allowPrivate ?? allowPrivateTargets()) ? (anyAddress ??= new Agent()) : (publicOnly ??= publicOnlyAgent());
  try {
    return await fetch(url, { ...init, dispatcher });
  } catch (error) {
    // fetch wraps a refused connection in "fetch failed": answer the refusal itself.
    const cause = error instanceof Error ? error.cause : undefined;
    throw cause instanceof PrivateAddressError ? cause : error;
  }
}
