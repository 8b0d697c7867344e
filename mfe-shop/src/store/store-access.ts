import { useAuth } from '@atlas/shell-kit';
import { roleAllows, type SiteRole } from '@atlas/sites/contract';
import { useStore, type Store } from './store-context';

/**
 * What a screen may offer (the service's StoreNeed): 'read' the figures, orders, drafts and settings;
 * 'catalogue' products, categories and brands; 'manage' discounts, order status and the shop's settings.
 */
export type StoreNeed = 'read' | 'catalogue' | 'manage';

const SITE_ROLE_FOR: Record<StoreNeed, SiteRole> = { read: 'viewer', catalogue: 'editor', manage: 'admin' };

/** The platform's store is staff's; a site's goes by the reader's role there. Hidden controls only: the service decides. */
export function storeAllows(store: Store, isStaff: boolean, need: StoreNeed): boolean {
  return store.site === null ? isStaff : roleAllows(store.role, SITE_ROLE_FOR[need]);
}

export function useStoreAllows(need: StoreNeed): boolean {
  const store = useStore();
  const { isStaff } = useAuth();
  return storeAllows(store, isStaff, need);
}
