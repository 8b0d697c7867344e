import { siteCopyConsumers } from '@atlas/service-kit';
import { SCHEMA } from '../repositories/db';

/**
 * This service's copy of sites and their members, from `sites.site.*` and `sites.member.*` (replayed
 * from the beginning on a fresh database): who owns each store, who works on it and in which role.
 */
export const siteReadModel = siteCopyConsumers(SCHEMA);
