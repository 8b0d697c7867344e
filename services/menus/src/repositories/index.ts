import type { Knex } from 'knex';
import { siteCopyRepository } from '@atlas/service-kit';
import { SCHEMA } from './db';
import { pagesRepository } from './pages';
import { menusRepository } from './menus';
import { itemsRepository } from './items';
import { clicksRepository } from './clicks';
import { templatesRepository } from './templates';

export function createRepositories(db: Knex) {
  return {
    sites: siteCopyRepository(db, SCHEMA),
    pages: pagesRepository(db),
    menus: menusRepository(db),
    items: itemsRepository(db),
    clicks: clicksRepository(db),
    templates: templatesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
