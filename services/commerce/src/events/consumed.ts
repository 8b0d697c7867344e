import type { EventConsumer } from '@atlas/service-kit';
import { siteReadModel } from './sites-read-model';

/** Every event this service consumes: the kit's copy of sites and members (the stores' owners and roles; the demo site's shop). */
export const consumers: EventConsumer[] = [...siteReadModel];
