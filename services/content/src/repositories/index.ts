import type { Knex } from 'knex';
import { previewLinksRepository, siteCopyRepository } from '@atlas/service-kit';
import { SCHEMA } from './db';
import { itemsRepository } from './items';
import { historyRepository } from './history';
import { taxonomyRepository } from './taxonomy';
import { mediaRepository } from './media';

export function createRepositories(db: Knex) {
  return {
    sites: siteCopyRepository(db, SCHEMA),
    items: itemsRepository(db),
    history: historyRepository(db),
    taxonomy: taxonomyRepository(db),
    media: mediaRepository(db),
    previews: previewLinksRepository(db, 'content.item_previews', 'item_id'),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
