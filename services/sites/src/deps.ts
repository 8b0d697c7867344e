import type { Knex } from 'knex';
import type { AtlasApp } from '@atlas/service-kit';
import { createRepositories, type Repositories } from './repositories';
import { ownership, type Ownership } from './operations/ownership';
import { seedTemplateLibrary } from './operations/templates-seed';
import type { Outbox } from './events/published';

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
};

export function createDeps(app: Pick<AtlasApp, 'db' | 'events' | 'config'>): Deps {
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
