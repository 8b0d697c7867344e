import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import type { TrafficSource } from '../constants';

export type Device = 'desktop' | 'mobile' | 'tablet';

export interface Client {
  browser: string;
  os: string;
  device: Device;
}

const BROWSER_NAMES: Record<string, string> = {
  'Mobile Safari': 'Safari',
  'Mobile Chrome': 'Chrome',
  'Chrome WebView': 'Chrome',
  'Mobile Firefox': 'Firefox',
  'Samsung Browser': 'Samsung Internet',
};
const OS_NAMES: Record<string, string> = { 'Mac OS': 'macOS', 'Chromium OS': 'ChromeOS' };

// Browsers send a handful of distinct user agents: judging (isbot's long expression) and parsing
// each once keeps a beacon cheap. Bounded, the oldest forgotten first.
const agents = new Map<string, Agent>();
const AGENTS_KEPT = 5000;

interface Agent {
  bot: boolean;
  browser: string;
  os: string;
  uaDevice?: string;
}

function agentOf(userAgent: string): Agent {
  let agent = agents.get(userAgent);
  if (agent) return agent;
  const result = new UAParser(userAgent).getResult();
  const browser = result.browser.name ?? 'Unknown';
  const os = result.os.name ?? 'Unknown';
  agent = { bot: isbot(userAgent), browser: BROWSER_NAMES[browser] ?? browser, os: OS_NAMES[os] ?? os, uaDevice: result.device.type };
  if (agents.size >= AGENTS_KEPT) agents.delete(agents.keys().next().value as string);
  agents.set(userAgent, agent);
  return agent;
}

/** A crawler, monitor or script (isbot), by its user agent. */
export const isBotAgent = (userAgent: string): boolean => agentOf(userAgent).bot;

/** Browser, OS and device class from the user agent, the device narrowed by the screen width. */
export function describeClient(userAgent: string, screenWidth: number | undefined): Client {
  const agent = agentOf(userAgent);
  return { browser: agent.browser, os: agent.os, device: deviceClass(agent.uaDevice, screenWidth) };
}

function deviceClass(uaDevice: string | undefined, screenWidth: number | undefined): Device {
  if (uaDevice === 'mobile' || uaDevice === 'wearable') return 'mobile';
  if (uaDevice === 'tablet') return 'tablet';
  if (screenWidth === undefined || screenWidth === 0) return 'desktop';
  if (screenWidth < 768) return 'mobile';
  if (screenWidth < 1024) return 'tablet';
  return 'desktop';
}

/**
 * A visitor for one site and one UTC day: the salt changes every day and yesterday's is deleted,
 * so nothing links today's id to yesterday's, and the address is never kept.
 */
export function visitorId(salt: Buffer, siteId: number, address: string, userAgent: string): string {
  return createHash('sha256').update(salt).update(`\u0000${siteId}\u0000${address}\u0000${userAgent}`).digest('hex').slice(0, 32);
}

const SEARCH_HOSTS = [
  'google.',
  'bing.com',
  'duckduckgo.com',
  'search.yahoo.com',
  'yahoo.',
  'baidu.com',
  'yandex.',
  'ecosia.org',
  'search.brave.com',
  'startpage.com',
  'qwant.com',
  'ask.com',
  'naver.com',
];
const SOCIAL_HOSTS = [
  'facebook.com',
  'fb.com',
  'fb.me',
  't.co',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'lnkd.in',
  'instagram.com',
  'pinterest.',
  'reddit.com',
  'youtube.com',
  'youtu.be',
  'tiktok.com',
  'threads.net',
  'mastodon.social',
  'bsky.app',
  'news.ycombinator.com',
  'tumblr.com',
  'vk.com',
  'whatsapp.com',
  'telegram.org',
  't.me',
];
const EMAIL_HOSTS = ['mail.google.com', 'outlook.live.com', 'outlook.office.com', 'mail.yahoo.com', 'mail.proton.me', 'webmail.'];
const SEARCH_WORDS = ['google', 'bing', 'duckduckgo', 'yahoo', 'baidu', 'yandex', 'ecosia', 'brave', 'search', 'cpc', 'ppc', 'organic'];
const SOCIAL_WORDS = [
  'facebook',
  'twitter',
  'x',
  'linkedin',
  'instagram',
  'pinterest',
  'reddit',
  'youtube',
  'tiktok',
  'social',
  'mastodon',
];
const EMAIL_WORDS = ['email', 'e-mail', 'newsletter', 'mail', 'mailchimp'];

const hostMatches = (host: string, patterns: string[]) =>
  patterns.some((pattern) =>
    pattern.endsWith('.') ? host.startsWith(pattern) || host.includes(`.${pattern}`) : host === pattern || host.endsWith(`.${pattern}`),
  );
const wordMatches = (value: string, words: string[]) => {
  const lower = value.toLowerCase();
  return words.some((word) => lower === word || lower.split(/[^a-z0-9]+/).includes(word));
};

export interface Referral {
  /** Empty for none, an unreadable referrer, or a page of the same site. */
  host: string;
  source: TrafficSource;
}

/**
 * Where a visit came from. UTM parameters win over the referrer (a newsletter link opened in a
 * webmail is Email); a page of the same site is internal navigation, not a source.
 */
export function classifyReferral(input: {
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  pageHost: string | undefined;
  siteSlug: string;
  path: string;
}): Referral {
  const host = referrerHost(input);
  const medium = input.utm_medium ?? '';
  const utmSource = input.utm_source ?? '';
  if (medium || utmSource) {
    if (wordMatches(medium, EMAIL_WORDS) || wordMatches(utmSource, EMAIL_WORDS)) return { host, source: 'Email' };
    if (wordMatches(medium, SOCIAL_WORDS) || wordMatches(utmSource, SOCIAL_WORDS)) return { host, source: 'Social' };
    if (wordMatches(medium, SEARCH_WORDS) || wordMatches(utmSource, SEARCH_WORDS)) return { host, source: 'Search' };
  }
  if (!host) return { host, source: utmSource ? 'Referral' : 'Direct' };
  if (hostMatches(host, EMAIL_HOSTS)) return { host, source: 'Email' };
  if (hostMatches(host, SEARCH_HOSTS)) return { host, source: 'Search' };
  if (hostMatches(host, SOCIAL_HOSTS)) return { host, source: 'Social' };
  return { host, source: 'Referral' };
}

function referrerHost(input: { referrer?: string; pageHost: string | undefined; siteSlug: string; path: string }): string {
  if (!input.referrer) return '';
  let url: URL;
  try {
    url = new URL(input.referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const pageHost = (input.pageHost ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (host !== pageHost) return host;
  // Sites share the platform's host under /{slug}: another site's page there is a referral.
  const underSlug = (prefix: string) => input.path === prefix || input.path.startsWith(`${prefix}/`);
  const servedUnderSlug = underSlug(`/${input.siteSlug}`) || underSlug(`/live/${input.siteSlug}`);
  if (!servedUnderSlug) return '';
  const [first, second] = url.pathname.split('/').filter(Boolean);
  return first === input.siteSlug || (first === 'live' && second === input.siteSlug) ? '' : host;
}
