import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@atlas/shell-kit';
import { Authenticating, StaffOnly } from '../frames/frames';

/** The dashboard area's guard: 'Authenticating...' while checking, else /login?next=<here>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (loading) return <Authenticating />;
  if (!isAuthenticated) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}

/** Staff-only screens: others are told, at the same address, that it is for staff only. */
export function RequireStaff({ title, children }: { title: string; children: ReactNode }) {
  const { isStaff } = useAuth();
  return isStaff ? <>{children}</> : <StaffOnly title={title} />;
}
