import type { Knex } from 'knex';
import { previewLinksRepository } from '@atlas/service-kit';
import { sitesRepository } from './sites';
import { pagesRepository } from './pages';
import { revisionsRepository } from './revisions';
import { navigationsRepository } from './navigations';
import { templatesRepository } from './templates';
import { customBlocksRepository } from './custom-blocks';
import { submissionsRepository } from './submissions';
import { themesRepository } from './themes';
import { membersRepository } from './members';
import { collaborationRepository } from './collaboration';
import { domainsRepository } from './domains';
import { SCHEMA } from './db';

export function createRepositories(db: Knex) {
  return {
    sites: sitesRepository(db),
    pages: pagesRepository(db),
    revisions: revisionsRepository(db),
    navigations: navigationsRepository(db),
    templates: templatesRepository(db),
    customBlocks: customBlocksRepository(db),
    submissions: submissionsRepository(db),
    themes: themesRepository(db),
    members: membersRepository(db),
    collaboration: collaborationRepository(db),
    domains: domainsRepository(db),
    previews: previewLinksRepository(db, `${SCHEMA}.page_previews`, 'page_id'),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
