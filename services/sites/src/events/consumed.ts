import type { EventConsumer } from '@atlas/service-kit';
import { demoSiteOnRegistration } from './demo-site';
import { blockPackInstalled, blockPackUninstalled } from './marketplace-read-model';
import { siteShopUpdated } from './site-shops-read-model';
import { themePackInstalled, themePackUninstalled } from './theme-packs';
import { userRegistered } from './users-read-model';
import { watchedThingConsumers } from './watched-things-read-model';

/**
 * Every event this service consumes: a new account's demo site, the block and theme packs installed or
 * removed, whether each site's shop is open, and the site of each post and menu (their presence sockets).
 */
export const consumers: EventConsumer[] = [
  demoSiteOnRegistration,
  userRegistered,
  blockPackInstalled,
  blockPackUninstalled,
  themePackInstalled,
  themePackUninstalled,
  siteShopUpdated,
  ...watchedThingConsumers,
] as EventConsumer[];
