import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sitesQuery } from '@atlas/shell-kit';
import { useRemotes } from '../federation/remote-routes';
import { breadcrumbsFor, crumbNamesFor } from './navigation';
import { useNavigation } from './use-navigation';

/** Names read for breadcrumbs, one per API path: read again after any change the dashboard saves. */
const crumbKeys = {
  all: ['shell', 'crumbs'] as const,
  name: (apiPath: string) => [...crumbKeys.all, apiPath] as const,
};

/** The names of the path's id crumbs (sites from the sites list, the rest as the remotes declare), by crumb path. */
function useCrumbNames(pathname: string): Map<string, string> {
  const remotes = useRemotes();
  const queryClient = useQueryClient();
  const wanted = useMemo(() => [...crumbNamesFor(pathname, remotes.data ?? [])], [pathname, remotes.data]);
  // The sites list is read only on a path about one site (it is cached under its one key).
  const { data: sites } = useQuery({ ...sitesQuery(), enabled: wanted.some(([, name]) => 'site' in name) });
  const lookups = wanted.flatMap(([path, name]) => ('api' in name ? [{ path, ...name }] : []));
  const answers = useQueries({
    queries: lookups.map((lookup) => ({
      queryKey: crumbKeys.name(lookup.api),
      queryFn: () => api.get<Record<string, unknown>>(lookup.api, { redirectOnUnauthorized: false }),
      retry: false,
    })),
  });

  // A rename anywhere (a post's title, a menu's name) shows in the breadcrumbs without a reload.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void queryClient.invalidateQueries({ queryKey: crumbKeys.all });
      }),
    [queryClient],
  );

  const names = new Map<string, string>();
  const siteNames = new Map((sites ?? []).map((site) => [site.id, site.name]));
  for (const [path, name] of wanted) {
    if ('site' in name && siteNames.has(name.site)) names.set(path, siteNames.get(name.site)!);
  }
  lookups.forEach((lookup, index) => {
    const value = answers[index]?.data?.[lookup.field];
    if (typeof value === 'string' && value.trim()) names.set(lookup.path, value);
  });
  return names;
}

/** The header's trail: each step of the path, ids read as the names of what they are. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname, useNavigation(), useCrumbNames(pathname));
  return (
    <nav className="shell-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.path}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
