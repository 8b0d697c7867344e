import type { EventConsumer } from '@atlas/service-kit';
import { siteReadModel } from './sites-read-model';
import { postViews } from './post-views';

/** Every event this service consumes: the sites copy (the kit's) and the post view counts. */
export const consumers: EventConsumer[] = [...siteReadModel, postViews];
