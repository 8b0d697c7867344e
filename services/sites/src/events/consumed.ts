import type { EventConsumer } from '@atlas/service-kit';
import { demoSiteOnRegistration } from './demo-site';
import { blockPackInstalled, blockPackUninstalled } from './marketplace-read-model';
import { themePackInstalled, themePackUninstalled } from './theme-packs';
import { userRegistered } from './users-read-model';

/** Every event this service consumes: a new account's demo site, and the block and theme packs installed or removed. */
export const consumers: EventConsumer[] = [
  demoSiteOnRegistration,
  userRegistered,
  blockPackInstalled,
  blockPackUninstalled,
  themePackInstalled,
  themePackUninstalled,
] as EventConsumer[];
