import type { EventConsumer } from '@atlas/service-kit';
import { pageReadModel, siteReadModel } from './sites-read-model';

/** Every event this service consumes: the sites copy (the kit's) and its copy of the sites' pages. */
export const consumers: EventConsumer[] = [...siteReadModel, ...(pageReadModel as EventConsumer[])];
