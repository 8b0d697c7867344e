import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ComingSoon, LoadingApplication, NotFound } from '../frames/frames';
import { Remote } from '../federation/remote-screen';
import { LoginScreen } from '../auth/login-screen';
import { DashboardHome, DashboardLayout, RegisterScreen } from './lazy-screens';
import { RequireAuth, RequireStaff } from './require-auth';

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingApplication />}>{children}</Suspense>;
}

/** Routes under /dashboard that share one remote screen. */
function remoteRoutes(screen: string, paths: string[], placeholderTitle?: string): RouteObject[] {
  return paths.map((path) => ({ path, element: Remote(screen, { placeholderTitle }) }));
}

function comingSoon(path: string, title: string): RouteObject {
  return { path, element: <ComingSoon title={title} /> };
}

function staffComingSoon(path: string, title: string): RouteObject {
  return { path, element: <RequireStaff><ComingSoon title={title} /></RequireStaff> };
}

/** Full-screen protected screens: signed in, outside the dashboard layout. */
function fullScreen(path: string, screen: string): RouteObject {
  return { path, element: <RequireAuth>{Remote(screen)}</RequireAuth> };
}

/** The whole top-level route table of spec 3 §2.14 (public site pages are the gateway's). */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/dashboard/login', element: <LoginScreen /> },
  { path: '/register', element: <Loading><RegisterScreen /></Loading> },

  // The shop's public screens: no login guard.
  ...remoteRoutes('shop/ShopSection', ['/shop', '/shop/products', '/shop/products/:slug', '/shop/cart', '/shop/checkout']),

  {
    path: '/dashboard',
    element: <RequireAuth><Loading><DashboardLayout><Outlet /></DashboardLayout></Loading></RequireAuth>,
    children: [
      { index: true, element: <Loading><DashboardHome /></Loading> },
      ...remoteRoutes('content/ContentSection', [
        'content', 'content/pages', 'content/posts', 'content/categories', 'content/tags', 'content/new',
        'content/:id/edit', 'content/:id/preview',
        'posts', 'posts/new', 'posts/:id/edit', 'posts/:id/preview',
        'sites/:siteId/pages', 'sites/:siteId/media', 'media', 'media/upload', 'templates',
      ]),
      ...remoteRoutes('builder/SiteManager', ['sites', 'sites/new']),
      comingSoon('sites/:siteId/settings', 'Site Settings'),
      ...remoteRoutes('analytics/AnalyticsSection', ['analytics', 'sites/:siteId/analytics']),
      ...remoteRoutes('analytics/PerformanceSection', ['performance']),
      ...remoteRoutes('builder/Themes', ['themes', 'themes/:siteId', 'sites/:siteId/themes'], 'Themes'),
      ...remoteRoutes('menus/MenusSection', ['menus', 'menus/:siteId', 'menus/:siteId/:menuId']),
      comingSoon('templates/create', 'Create Template'),
      comingSoon('templates/:id/preview', 'Template Preview'),
      ...remoteRoutes('builder/Marketplace', ['marketplace'], 'Marketplace'),
      ...remoteRoutes('shop/ShopSection', ['ecommerce', 'products', 'cart', 'orders', 'orders/:id']),
      staffComingSoon('admin/users', 'Users'),
      staffComingSoon('admin/roles', 'Roles'),
      staffComingSoon('admin/settings', 'System Settings'),
      staffComingSoon('admin/security', 'Security'),
      staffComingSoon('admin/system', 'System'),
      staffComingSoon('dev/api', 'API Explorer'),
      staffComingSoon('dev/logs', 'Logs'),
      staffComingSoon('dev/health', 'Health'),
      comingSoon('profile', 'Profile'),
      comingSoon('settings', 'Settings'),
      comingSoon('help', 'Help'),
      comingSoon('activity', 'Activity'),
      { path: '*', element: <NotFound /> },
    ],
  },

  // Builder and preview screens render full-screen, still behind the login guard.
  fullScreen('/dashboard/site/:siteId/preview', 'builder/SitePreview'),
  fullScreen('/builder/site/:siteId', 'builder/PageBuilder'),
  fullScreen('/builder/site/:siteId/page/new', 'builder/PageBuilder'),
  fullScreen('/builder/site/:siteId/page/:pageId', 'builder/PageBuilder'),
  fullScreen('/builder/site/:siteId/pages/new', 'builder/PageBuilder'),
  fullScreen('/builder/site/:siteId/pages/:pageId/edit', 'builder/PageBuilder'),
  fullScreen('/builder/site/:siteId/settings', 'builder/SiteSettings'),
  fullScreen('/visual-builder', 'builder/PageBuilder'),
  fullScreen('/visual-builder/:pageId', 'builder/PageBuilder'),
  fullScreen('/preview/site/:siteId/page/:slug', 'builder/PagePreview'),
  fullScreen('/preview/post/:slug', 'content/ContentSection'),
  { path: '/templates/:id/preview', element: <RequireAuth><ComingSoon title="Template Preview" /></RequireAuth> },

  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '*', element: <NotFound /> },
];
