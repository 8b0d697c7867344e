import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingApplication } from '../frames/frames';
import { RemoteMount, useFullScreenUnderDashboard } from '../federation/remote-routes';
import { LoginScreen } from '../auth/login-screen';
import { DashboardHome, DashboardLayout, MailScreen, RegisterScreen } from './lazy-screens';
import { RequireAuth, RequireStaff } from './require-auth';
import { ProfileRoute, UsersRoute } from './account-screens';
import {
  ActivityScreen,
  ApiScreen,
  HealthScreen,
  HelpScreen,
  LogsScreen,
  RolesScreen,
  SecurityScreen,
  SettingsScreen,
} from '../account/lazy-screens';

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingApplication />}>{children}</Suspense>;
}

/** /dashboard/*: inside the dashboard layout, except a remote's full-screen screen declared under /dashboard. */
function DashboardArea() {
  if (useFullScreenUnderDashboard()) return <Outlet />;
  return (
    <Loading>
      <DashboardLayout>
        <Outlet />
      </DashboardLayout>
    </Loading>
  );
}

function screen(path: string, element: ReactNode): RouteObject {
  return { path, element: <Loading>{element}</Loading> };
}

function staffScreen(path: string, title: string, element: ReactNode): RouteObject {
  return {
    path,
    element: (
      <RequireStaff title={title}>
        <Loading>{element}</Loading>
      </RequireStaff>
    ),
  };
}

/**
 * The shell's own routes. Every other path is mounted by the remote that declares it in its
 * remote.json (RemoteMount): the dashboard's sections inside the layout, the builder, previews and
 * the public shop at the top level. Public site pages are the gateway's.
 */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/dashboard/login', element: <LoginScreen /> },
  {
    path: '/register',
    element: (
      <Loading>
        <RegisterScreen />
      </Loading>
    ),
  },

  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <DashboardArea />
      </RequireAuth>
    ),
    children: [
      {
        index: true,
        element: (
          <Loading>
            <DashboardHome />
          </Loading>
        ),
      },
      { path: 'admin/users', element: <UsersRoute /> },
      staffScreen('admin/roles', 'Roles', <RolesScreen />),
      staffScreen('admin/security', 'Security', <SecurityScreen />),
      staffScreen('dev/api', 'API Explorer', <ApiScreen />),
      staffScreen('dev/logs', 'Logs', <LogsScreen />),
      staffScreen('dev/health', 'Health', <HealthScreen />),
      {
        path: 'dev/mail',
        element: (
          <RequireStaff title="Mail">
            <Loading>
              <MailScreen />
            </Loading>
          </RequireStaff>
        ),
      },
      { path: 'profile', element: <ProfileRoute /> },
      screen('settings', <SettingsScreen />),
      screen('help', <HelpScreen />),
      screen('activity', <ActivityScreen />),
      { path: '*', element: <RemoteMount area="dashboard" /> },
    ],
  },

  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '*', element: <RemoteMount area="top" /> },
];
