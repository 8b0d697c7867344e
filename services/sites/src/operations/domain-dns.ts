import { Resolver } from 'node:dns/promises';
import { challengeRecord } from '../rules/domain-rules';

/** The one DNS question the domains ask; tests and operators may give another resolver. */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
}

export const NO_TXT_RECORD = 'no TXT record found';
export const TXT_MISMATCH = 'the TXT record does not match';
/** At most this many TXT strings of this many characters are kept as `seen`. */
const SEEN_MAX = 20;
const SEEN_TEXT_MAX = 512;

/**
 * The resolvers of `ATLAS_DNS_SERVERS` (`ip[:port]`, comma-separated), else the system's; read at each
 * lookup. A lookup gives up after two tries of 3 s.
 */
export function systemTxtResolver(env: NodeJS.ProcessEnv): TxtResolver {
  return {
    resolveTxt(name) {
      const resolver = new Resolver({ timeout: 3000, tries: 2 });
      const servers = (env.ATLAS_DNS_SERVERS ?? '')
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean);
      if (servers.length > 0) resolver.setServers(servers);
      return resolver.resolveTxt(name);
    },
  };
}

/**
 * What a lookup of a domain's challenge found: `found` when one TXT string is exactly the expected value;
 * `seen` the strings returned (each record's chunks joined); `failed` when the lookup itself failed (no
 * evidence either way: a verified domain is not counted missing for it).
 */
export type ChallengeCheck = { found: boolean; seen: string[]; problem: string | null; failed: boolean };

export async function checkChallenge(resolver: TxtResolver, hostname: string, token: string): Promise<ChallengeCheck> {
  const record = challengeRecord(hostname, token);
  try {
    const strings = (await resolver.resolveTxt(record.name)).map((chunks) => chunks.join(''));
    const found = strings.includes(record.value);
    // what a DNS host returns is anyone's: kept for the screen within bounds
    const seen = strings.slice(0, SEEN_MAX).map((text) => text.slice(0, SEEN_TEXT_MAX));
    return { found, seen, problem: found ? null : seen.length === 0 ? NO_TXT_RECORD : TXT_MISMATCH, failed: false };
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown';
    if (code === 'ENOTFOUND' || code === 'ENODATA') return { found: false, seen: [], problem: NO_TXT_RECORD, failed: false };
    return { found: false, seen: [], problem: `DNS lookup failed: ${code}`, failed: true };
  }
}
