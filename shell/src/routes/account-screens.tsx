import { lazy, Suspense } from 'react';
import { LoadingApplication } from '../frames/frames';
import { RequireStaff } from './require-auth';

// Profile and Users load when opened, not with the dashboard.
const ProfileScreen = lazy(() =>
  import(/* webpackChunkName: "profile" */ '../account/profile-screen').then((module) => ({ default: module.ProfileScreen })),
);
const UsersScreen = lazy(() =>
  import(/* webpackChunkName: "users" */ '../account/users-screen').then((module) => ({ default: module.UsersScreen })),
);

export function ProfileRoute() {
  return (
    <Suspense fallback={<LoadingApplication />}>
      <ProfileScreen />
    </Suspense>
  );
}

/** Staff only: anyone else is told so at the same address. */
export function UsersRoute() {
  return (
    <RequireStaff title="Users">
      <Suspense fallback={<LoadingApplication />}>
        <UsersScreen />
      </Suspense>
    </RequireStaff>
  );
}
