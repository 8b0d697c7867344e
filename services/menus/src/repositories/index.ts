import type { Knex } from 'knex';
import { sitesRepository } from './sites';
import { menusRepository } from './menus';
import { itemsRepository } from './items';
import { clicksRepository } from './clicks';
import { templatesRepository } from './templates';

export function createRepositories(db: Knex) {
  return {
    sites: sitesRepository(db),
    menus: menusRepository(db),
    items: itemsRepository(db),
    clicks: clicksRepository(db),
    templates: templatesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
