// The rules of a site's own domains (docs/contracts.md "Sites on their own origin"): which hostnames
// an owner may connect, whether one is an apex, and the DNS records that connect it. Server side only
// (node:url, node:net); the one rule the front ends share, primaryOrigin, is in site-rules.ts.
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';

/** The TXT record's name is this label before the hostname. */
export const CHALLENGE_LABEL = '_atlas-challenge';
/** The TXT record's value is this prefix before the domain's token. */
export const CHALLENGE_PREFIX = 'atlas-verify=';

export const INVALID_HOSTNAME = 'Enter a valid domain name, such as shop.example.com.';
export const IP_REFUSED = 'An IP address cannot be connected; enter a domain name, such as shop.example.com.';
export const DASHBOARD_REFUSED = "This is the dashboard's own address; it cannot be connected to a site.";

/** What refuses a name under the platform's sites domain (every site has one there already). */
export const underSitesDomain = (sitesDomain: string) =>
  `Addresses under ${sitesDomain} are given to every site already; connect a domain of your own.`;

/**
 * Public suffixes of two labels under which a registrable name has three (`shop.co.uk` is an apex):
 * the common ones, not the whole Public Suffix List.
 */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'net.uk', 'ac.uk', 'gov.uk',
  'com.au', 'net.au', 'org.au', 'edu.au', 'gov.au', 'id.au',
  'co.nz', 'net.nz', 'org.nz',
  'co.jp', 'ne.jp', 'or.jp', 'ac.jp',
  'co.za', 'org.za', 'net.za',
  'com.br', 'net.br', 'org.br',
  'com.mx', 'com.ar', 'com.co', 'com.pe',
  'com.cn', 'net.cn', 'org.cn', 'com.hk', 'com.tw', 'com.sg', 'com.my', 'com.ph', 'co.id',
  'co.in', 'net.in', 'org.in', 'co.kr', 'or.kr', 'co.il', 'co.th',
  'com.tr', 'com.pl', 'com.es', 'co.at', 'or.at', 'com.ua',
]); // prettier-ignore

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The environment the domain rules read (docs/contracts.md: README "Environment"). */
export type DomainEnv = Partial<Record<'ATLAS_SITES_DOMAIN' | 'ATLAS_DASHBOARD_HOST' | 'ATLAS_EDGE_IPV4', string>>;

/** A host as configured: trimmed, lowercase, without a trailing dot or a port. */
const configuredHost = (value: string) => value.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** `ATLAS_SITES_DOMAIN` as a hostname, or null when sites are served by path only. */
export function sitesDomainOf(env: DomainEnv): string | null {
  return configuredHost(env.ATLAS_SITES_DOMAIN ?? '') || null;
}

function dashboardHosts(env: DomainEnv): string[] {
  return (env.ATLAS_DASHBOARD_HOST ?? '').split(',').map(configuredHost).filter(Boolean);
}

export type HostnameCheck = { hostname: string } | { refused: string };

/**
 * The hostname an owner typed, as it is stored (lowercase, no trailing dot, an international name in
 * punycode), or why it cannot be connected.
 */
export function checkHostname(input: string, env: DomainEnv): HostnameCheck {
  const typed = input.trim().replace(/\.$/, '');
  if (isIP(typed.replace(/^\[(.*)\]$/, '$1'))) return { refused: IP_REFUSED };
  const hostname = typed && !/[\s/:@?#\\]/.test(typed) ? domainToASCII(typed.toLowerCase()) : '';
  if (!hostname || hostname.length > 253) return { refused: INVALID_HOSTNAME };
  const labels = hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return { refused: INVALID_HOSTNAME };
  // A name ending in digits only is an address, not a domain (`10.0.0`, `1.2.3.4` written oddly).
  if (/^\d+$/.test(labels.at(-1)!) || isIP(hostname)) return { refused: IP_REFUSED };
  if (dashboardHosts(env).includes(hostname)) return { refused: DASHBOARD_REFUSED };
  const sitesDomain = sitesDomainOf(env);
  if (sitesDomain && (hostname === sitesDomain || hostname.endsWith(`.${sitesDomain}`))) return { refused: underSitesDomain(sitesDomain) };
  return { hostname };
}

/** A name a registrar sells (`example.com`, `shop.co.uk`): it takes an A record, and `www.` goes with it. */
export function isApex(hostname: string): boolean {
  const labels = hostname.split('.');
  if (labels.length === 2) return true;
  return labels.length === 3 && TWO_LABEL_SUFFIXES.has(labels.slice(1).join('.'));
}

export type DnsRecord = { type: 'TXT' | 'CNAME' | 'A'; name: string; value: string };

/** The TXT record that proves a hostname is the owner's. */
export function challengeRecord(hostname: string, token: string): DnsRecord {
  return { type: 'TXT', name: `${CHALLENGE_LABEL}.${hostname}`, value: `${CHALLENGE_PREFIX}${token}` };
}

/**
 * The record that sends a hostname's visitors to the platform: an apex's A record to the edge, a
 * subdomain's CNAME to the site's own address under the sites domain. Unconfigured parts are named
 * for the operator to fill in.
 */
export function routingRecord(hostname: string, siteSlug: string, env: DomainEnv): DnsRecord {
  if (isApex(hostname)) return { type: 'A', name: hostname, value: env.ATLAS_EDGE_IPV4?.trim() || '<your edge IP>' };
  return { type: 'CNAME', name: hostname, value: `${siteSlug}.${sitesDomainOf(env) ?? '<your sites domain>'}` };
}
