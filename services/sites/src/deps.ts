import type { Knex } from 'knex';
import type { AtlasApp } from '@atlas/service-kit';
import { createRepositories, type Repositories } from './repositories';
import { ownership, type Ownership } from './operations/ownership';
import { seedTemplateLibrary } from './operations/templates-seed';
import type { Outbox } from './events/published';
import { presenceHub, type PresenceHub } from './operations/presence-hub';
import { systemTxtResolver, type TxtResolver } from './operations/domain-dns';

/** What the routes and operations of this service work with; built once per app. */
export type Deps = {
  db: Knex;
  /** The kit's outbox: events written in the caller's transaction. */
  events: Outbox;
  repos: Repositories;
  owned: Ownership;
  /** The platform's signing secret: invitation links are sealed under a key derived from it. */
  secret: string;
  /** Resolves once the shipped templates are in the templates table. */
  libraryReady: () => Promise<void>;
  /** This process's presence sockets (who has a page, post or menu open; who holds a page's lock). */
  presence: PresenceHub;
  /** The environment the domain rules and site origins read (ATLAS_SITES_DOMAIN ...): process.env, read at each use. */
  env: NodeJS.ProcessEnv;
  /** The TXT lookups of domain verification (ATLAS_DNS_SERVERS). */
  dns: TxtResolver;
  /** The clock of the daily domain re-check. */
  now: () => Date;
};

export function createDeps(app: Pick<AtlasApp, 'db' | 'events' | 'config'> & Partial<Pick<AtlasApp, 'log'>>): Deps {
  const repos = createRepositories(app.db);
  let seeded: Promise<void> | undefined;
  return {
    db: app.db,
    events: app.events,
    repos,
    owned: ownership(repos),
    secret: app.config.jwtSecret,
    // onStart seeds the library; this covers an app whose start hook has not run yet.
    libraryReady: () => (seeded ??= seedTemplateLibrary(app.db)),
    presence: presenceHub(repos.collaboration, app.log ?? { warn: () => undefined }),
    env: process.env,
    dns: systemTxtResolver(process.env),
    now: () => new Date(),
  };
}

/** Runs `work` in the caller's transaction, or in a new one: an operation composes into a larger change. */
export function inTransaction<T>(
  deps: Pick<Deps, 'db'>,
  trx: Knex.Transaction | undefined,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  return trx ? work(trx) : deps.db.transaction(work);
}
