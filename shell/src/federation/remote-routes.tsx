import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingApplication, NotFound, PageLoadError } from '../frames/frames';
import { RequireAuth } from '../routes/require-auth';
import { Remote } from './remote-screen';
import { loadManifest, type RemoteDescription } from './remotes';

/** The remotes the gateway's manifest lists, with what each declares (one fetch, shared by the routes and the sidebar). */
export function useRemotes() {
  return useQuery({
    queryKey: ['shell', 'remotes'],
    // loadManifest keeps a good answer and forgets a failed one, so a refetch after a failure asks again.
    queryFn: async (): Promise<RemoteDescription[]> => [...(await loadManifest()).values()],
    staleTime: Infinity,
    retry: false,
  });
}

/** Where a set of mounts renders: inside the dashboard layout, or at the top level (full-screen and public). */
export type MountArea = 'dashboard' | 'top';

const DASHBOARD = '/dashboard/';

/**
 * The routes the remotes declare for one area, then 'Page not found' for anything else.
 * 'dashboard': relative to /dashboard, its dashboard mounts and the full-screen mounts under
 * /dashboard (a site's preview). 'top': the full-screen and public mounts, absolute.
 */
export function remoteRoutes(remotes: RemoteDescription[], area: MountArea, only?: 'full'): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const remote of remotes) {
    for (const mount of remote.mounts ?? []) {
      const screen = `${remote.name}/${mount.module}`;
      for (const path of mount.paths) {
        const underDashboard = mount.frame !== 'dashboard' && path.startsWith(DASHBOARD);
        if (area === 'dashboard' ? mount.frame !== 'dashboard' && !underDashboard : mount.frame === 'dashboard') continue;
        if (only === 'full' && !underDashboard) continue;
        const element = Remote(screen, { placeholderTitle: mount.placeholder });
        routes.push({
          path: area === 'dashboard' && underDashboard ? path.slice(DASHBOARD.length) : path,
          element: mount.frame === 'full' ? <RequireAuth>{element}</RequireAuth> : element,
        });
      }
    }
  }
  if (!only) routes.push({ path: '*', element: <NotFound /> });
  return routes;
}

function MountedRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The shell's catch-all: mounts whichever remote declares the path (react-router ranks the declared
 * patterns), so adding a remote never edits the shell's route table.
 */
export function RemoteMount({ area }: { area: MountArea }) {
  const remotes = useRemotes();
  const routes = useMemo(() => (remotes.data ? remoteRoutes(remotes.data, area) : null), [remotes.data, area]);
  if (remotes.isError) return <PageLoadError onRetry={() => void remotes.refetch()} retrying={remotes.isFetching} />;
  if (!routes) return <LoadingApplication />;
  return <MountedRoutes routes={routes} />;
}

/**
 * Whether the path is a remote's full-screen mount under /dashboard (a site's preview), which renders
 * outside the dashboard layout. False until the manifest is known.
 */
export function useFullScreenUnderDashboard(): boolean {
  const remotes = useRemotes();
  const { pathname } = useLocation();
  const routes = useMemo(() => (remotes.data ? remoteRoutes(remotes.data, 'dashboard', 'full') : []), [remotes.data]);
  return (
    routes.length > 0 && pathname.startsWith(DASHBOARD) && (matchRoutes(routes, pathname.slice(DASHBOARD.length - 1))?.length ?? 0) > 0
  );
}
