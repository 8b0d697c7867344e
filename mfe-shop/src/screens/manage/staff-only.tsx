import type { ReactNode } from 'react';
import { EmptyState, useAuth } from '@atlas/shell-kit';

/** Product management is for staff; anyone else is told so. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { isStaff } = useAuth();
  if (!isStaff) return <EmptyState title="Staff only" description="Only staff members can manage products." />;
  return <>{children}</>;
}
