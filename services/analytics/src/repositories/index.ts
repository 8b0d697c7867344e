import type { Knex } from 'knex';
import { siteCopyRepository } from '@atlas/service-kit';
import { SCHEMA } from './db';
import { activityRepository } from './activity';
import { auditLogRepository } from './audit-log';
import { contentItemsRepository } from './content-items';
import { eventsRepository } from './events';
import { goalsRepository } from './goals';
import { menusRepository } from './menus';
import { pagesRepository } from './pages';
import { rollupsRepository } from './rollups';
import { sessionsRepository } from './sessions';
import { siteDataRepository } from './site-data';
import { usersRepository } from './users';

export function createRepositories(db: Knex) {
  return {
    /** The kit's copy of the sites (their owners, members and slugs). */
    sites: siteCopyRepository(db, SCHEMA),
    events: eventsRepository(db),
    sessions: sessionsRepository(db),
    rollups: rollupsRepository(db),
    goals: goalsRepository(db),
    pages: pagesRepository(db),
    activity: activityRepository(db),
    auditLog: auditLogRepository(db),
    contentItems: contentItemsRepository(db),
    users: usersRepository(db),
    menus: menusRepository(db),
    siteData: siteDataRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
