import type { MarketplaceModule } from '@atlas/marketplace/contract';

/** The settings screens of installed modules, mounted by this remote under the Marketplace. */
export const WEBHOOKS_PATH = '/dashboard/marketplace/webhooks';
export const REDIRECTS_PATH = '/dashboard/marketplace/redirects';

/**
 * The screen that configures what a module provides, or null. Read from `provides` (what the
 * marketplace itself checks before it serves webhooks or redirects), not from the module's slug.
 */
export function configurePath(module: Pick<MarketplaceModule, 'provides'>): string | null {
  if (module.provides.integration === 'webhooks') return WEBHOOKS_PATH;
  if (module.provides.utility === 'redirects') return REDIRECTS_PATH;
  return null;
}
