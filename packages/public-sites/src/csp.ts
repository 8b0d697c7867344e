import { createHash } from 'node:crypto';
import { trackerHash, vitalsHash } from './tracker';
import { integrationsHash, trackerSources, usesScript, type PageIntegrations } from './integrations';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The public page's content-security policy, replacing the dashboard's. A page whose only script is the
 * island pins it by hash. A page running the owner's code (custom JS, raw HTML blocks) may run inline and
 * https scripts, but inside a sandbox without same-origin: that code shares no origin with the dashboard,
 * so it cannot read a signed-in visitor's tokens. On the site's own host (`ownHost`, ATLAS_SITES_DOMAIN) the page
 * already shares no origin with the dashboard: no sandbox, so the owner's code keeps cookies, storage and forms.
 */
export function publicSiteCsp(options: {
  origin: string;
  /** The inline scripts the page carries (the blocks' island, the shop's), each pinned by its hash. */
  island?: string | readonly string[];
  ownerCode: boolean;
  /** Served on the site's own origin, not under the dashboard's. */
  ownHost?: boolean;
  tracker?: boolean;
  /** The marketplace integrations the page carries: their script's hash, and exactly their trackers' hosts. */
  integrations?: PageIntegrations;
}): string {
  const { origin, island, ownerCode, ownHost, tracker, integrations } = options;
  // The visit tracker is an external file matched by its hash (the script tag carries the same integrity);
  // so is the web-vitals file it adds once the page is idle: CSP3 matches a hash source against any
  // script element's integrity, inserted by the parser or not, so no 'strict-dynamic' (which would let
  // any script the pinned ones add run) is needed.
  // The integrations script is inline and pinned by hash too; the loaders it adds come from the trackers'
  // own hosts, named one by one. A page running the owner's code already allows https: (and must carry no
  // hash, which would switch its 'unsafe-inline' off).
  const withIntegrations = integrations && usesScript(integrations) ? integrations : undefined;
  const sources = withIntegrations ? trackerSources(withIntegrations) : { script: [], connect: [] };
  const pinned = [
    ...[island ?? []].flat().map(hashOf),
    ...(tracker ? [`'${trackerHash}'`, `'${vitalsHash}'`] : []),
    ...(withIntegrations ? [integrationsHash, ...sources.script] : []),
  ];
  const scripts = ownerCode ? ["'self'", "'unsafe-inline'", 'https:'] : pinned.length ? pinned : ["'none'"];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline' https:",
    'img-src * data: blob:',
    'media-src * data: blob:',
    "font-src 'self' data: https:",
    `connect-src 'self' ${origin}${ownerCode ? ' https:' : sources.connect.map((host) => ` ${host}`).join('')}`,
    'frame-src https:',
    `form-action 'self' ${origin}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ];
  if (ownerCode && !ownHost)
    directives.push('sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-downloads');
  return directives.join('; ');
}
