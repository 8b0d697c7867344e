import type { Knex } from 'knex';
import { categoriesRepository, modulesRepository } from './modules';
import { installsRepository } from './installs';
import { siteCopyRepository } from '@atlas/service-kit';
import { SCHEMA } from './db';
import { webhooksRepository } from './webhooks';
import { redirectsRepository } from './redirects';

export function createRepositories(db: Knex) {
  return {
    modules: modulesRepository(db),
    categories: categoriesRepository(db),
    installs: installsRepository(db),
    sites: siteCopyRepository(db, SCHEMA),
    webhooks: webhooksRepository(db),
    redirects: redirectsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
