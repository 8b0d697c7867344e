import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@atlas/shell-kit';
import { Authenticating, StaffOnly, StaffTwoFactorRequired } from '../frames/frames';

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

/**
 * Staff-only screens: others are told, at the same address, that it is for staff only; staff who must
 * first set up their second factor are sent to do it (the API refuses them meanwhile).
 */
export function RequireStaff({ title, children }: { title: string; children: ReactNode }) {
  const { isStaff, user } = useAuth();
  if (!isStaff) return <StaffOnly title={title} />;
  if (user?.staff_two_factor_required) return <StaffTwoFactorRequired title={title} />;
  return <>{children}</>;
}
