import type { ReactNode } from 'react';
import { EmptyState, useAuth } from '@atlas/shell-kit';
import { ROLE_REFUSED } from '@atlas/sites/contract';
import { useStore } from '../../store/store-context';
import { storeAllows, type StoreNeed } from '../../store/store-access';
import { Loading } from '../shared/loading';

/**
 * A store's management screen for those who may: the platform's is staff's (anyone else is told so), a
 * site's goes by the reader's role there (the site's answer brings it; until then the screen waits).
 */
export function StoreGate({
  need,
  children,
  description = 'Only staff members can manage products.',
}: {
  need: StoreNeed;
  children: ReactNode;
  description?: string;
}) {
  const store = useStore();
  const { isStaff } = useAuth();
  if (store.site !== null && store.role === undefined) return <Loading label="Loading shop..." />;
  if (storeAllows(store, isStaff, need)) return <>{children}</>;
  if (store.site === null) return <EmptyState title="Staff only" description={description} />;
  return <EmptyState title="Not allowed" description={ROLE_REFUSED} />;
}
