import type { ReactNode } from 'react';
import { EmptyState, useAuth } from '@atlas/shell-kit';

/** Shop management is for staff; anyone else is told so. */
export function StaffOnly({
  children,
  description = 'Only staff members can manage products.',
}: {
  children: ReactNode;
  description?: string;
}) {
  const { isStaff } = useAuth();
  if (!isStaff) return <EmptyState title="Staff only" description={description} />;
  return <>{children}</>;
}
