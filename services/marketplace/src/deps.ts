import type { Knex } from 'knex';
import type { KeyObject } from 'node:crypto';
import { allowPrivateTargets, envInteger, siteAccess, sitesServiceLookup, type AtlasApp, type SiteAccessCheck } from '@atlas/service-kit';
import { createRepositories, type Repositories } from './repositories';
import type { Outbox } from './events/published';
import { trustedPublishers } from './operations/signatures';

/** The Atlas release modules are checked against (`atlas_versions`); ATLAS_VERSION overrides it. */
export const ATLAS_VERSION = '1.0.0';

export interface MarketplaceSettings {
  atlasVersion: string;
  /** Webhook addresses on private networks (loopback, RFC 1918, link-local) are refused unless this is set. */
  webhooksAllowPrivate: boolean;
  /** First retry delay; each next one doubles (WEBHOOK_RETRY_BASE_MS, default 30 s). */
  webhookRetryBaseMs: number;
  /** Attempts before a delivery is given up (WEBHOOK_MAX_ATTEMPTS, default 8). */
  webhookMaxAttempts: number;
  /** How often the delivery worker looks for due deliveries (WEBHOOK_POLL_MS, default 1000). */
  webhookPollMs: number;
  /** How long one attempt may take (WEBHOOK_TIMEOUT_MS, default 10 s). */
  webhookTimeoutMs: number;
}

/** What the routes, consumers and the delivery worker work with; built once per app. */
export type Deps = {
  db: Knex;
  events: Outbox;
  repos: Repositories;
  /** The kit's one site check (the copy first, then the sites service). */
  access: SiteAccessCheck;
  publishers: Map<string, KeyObject>;
  settings: MarketplaceSettings;
};

const built = new WeakMap<object, Deps>();

export function createDeps(app: Pick<AtlasApp, 'db' | 'events'>, env: NodeJS.ProcessEnv = process.env): Deps {
  const existing = built.get(app.db);
  if (existing) return existing;
  const repos = createRepositories(app.db);
  const deps: Deps = {
    db: app.db,
    events: app.events,
    repos,
    access: siteAccess(repos.sites, sitesServiceLookup('marketplace', env)),
    publishers: trustedPublishers(env),
    settings: {
      atlasVersion: env.ATLAS_VERSION?.trim() || ATLAS_VERSION,
      webhooksAllowPrivate: allowPrivateTargets(env),
      webhookRetryBaseMs: envInteger(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, { min: 10, max: 3_600_000 }),
      webhookMaxAttempts: envInteger(env, 'WEBHOOK_MAX_ATTEMPTS', 8, { min: 1, max: 30 }),
      webhookPollMs: envInteger(env, 'WEBHOOK_POLL_MS', 1000, { min: 10, max: 60_000 }),
      webhookTimeoutMs: envInteger(env, 'WEBHOOK_TIMEOUT_MS', 10_000, { min: 100, max: 60_000 }),
    },
  };
  built.set(app.db, deps);
  return deps;
}
