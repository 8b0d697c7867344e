import type { EventConsumer } from '@atlas/service-kit';
import { mailRequested } from './mail-requested';

/** Every event this service consumes: the platform's mail requests (identity sends every email). */
export const consumers: EventConsumer[] = [mailRequested] as EventConsumer[];
