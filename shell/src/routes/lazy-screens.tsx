import { lazy } from 'react';

// The dashboard frame and home are not needed to sign in: they load after the login page,
// which keeps the JavaScript of /login within its budget (shell/bench).
const dashboard = () => import(/* webpackChunkName: "dashboard" */ './dashboard-screens');

export const DashboardLayout = lazy(() => dashboard().then((module) => ({ default: module.DashboardLayout })));
export const DashboardHome = lazy(() => dashboard().then((module) => ({ default: module.DashboardHome })));
export const RegisterScreen = lazy(() =>
  import(/* webpackChunkName: "register" */ '../auth/register-screen').then((module) => ({ default: module.RegisterScreen })),
);
export const MailScreen = lazy(() =>
  import(/* webpackChunkName: "dev-mail" */ '../dev-tools/mail/mail-screen').then((module) => ({ default: module.MailScreen })),
);
