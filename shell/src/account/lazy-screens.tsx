import { lazy } from 'react';

// Each account and staff screen is its own chunk: none of them is on the way to the dashboard home.
export const SettingsScreen = lazy(() =>
  import(/* webpackChunkName: "settings" */ './settings-screen').then((module) => ({ default: module.SettingsScreen })),
);
export const HelpScreen = lazy(() =>
  import(/* webpackChunkName: "help" */ './help-screen').then((module) => ({ default: module.HelpScreen })),
);
export const RolesScreen = lazy(() =>
  import(/* webpackChunkName: "roles" */ '../staff/roles-screen').then((module) => ({ default: module.RolesScreen })),
);
export const ApiScreen = lazy(() =>
  import(/* webpackChunkName: "api-explorer" */ '../staff/api-screen').then((module) => ({ default: module.ApiScreen })),
);
export const HealthScreen = lazy(() =>
  import(/* webpackChunkName: "health" */ '../staff/health-screen').then((module) => ({ default: module.HealthScreen })),
);
export const ActivityScreen = lazy(() =>
  import(/* webpackChunkName: "activity" */ './activity-screen').then((module) => ({ default: module.ActivityScreen })),
);
export const LogsScreen = lazy(() =>
  import(/* webpackChunkName: "logs" */ '../staff/logs-screen').then((module) => ({ default: module.LogsScreen })),
);
export const SecurityScreen = lazy(() =>
  import(/* webpackChunkName: "security" */ '../staff/security-screen').then((module) => ({ default: module.SecurityScreen })),
);
