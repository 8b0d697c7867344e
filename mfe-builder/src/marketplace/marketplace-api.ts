import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type {
  InstalledModuleList,
  MarketplaceModule,
  ModuleActionResult,
  ModuleCategoryList,
  ModuleList,
  ModuleSort,
} from '@atlas/marketplace/contract';
import { blockTypeKeys } from '../api/block-types';

export interface CatalogueFilters {
  search: string;
  sort: ModuleSort;
  category: string;
}

export const marketplaceKeys = {
  all: ['marketplace'] as const,
  modules: (filters: CatalogueFilters) => ['marketplace', 'modules', filters] as const,
  categories: () => ['marketplace', 'categories'] as const,
  installed: (siteId: number | null) => ['marketplace', 'installed', siteId] as const,
};

export function useModules(filters: CatalogueFilters) {
  return useQuery({
    queryKey: marketplaceKeys.modules(filters),
    queryFn: () =>
      api.get<ModuleList>('/marketplace/modules/', {
        query: { search: filters.search.trim() || undefined, sort: filters.sort, category: filters.category || undefined },
      }),
    placeholderData: (previous) => previous,
  });
}

export function useCategories() {
  return useQuery({ queryKey: marketplaceKeys.categories(), queryFn: () => api.get<ModuleCategoryList>('/marketplace/categories/') });
}

/** The ids of the modules installed on the signed-in user's account, or (with a site) on that site. */
export function useInstalledIds(siteId: number | null) {
  return useQuery({
    queryKey: marketplaceKeys.installed(siteId),
    queryFn: () => api.get<InstalledModuleList>('/marketplace/installed/', { query: { site: siteId ?? undefined } }),
    select: (list) => new Set(list.results.map((entry) => entry.module.id)),
  });
}

export type ModuleAction = 'install' | 'uninstall';

/**
 * Install or uninstall, for the account or (with a site) that site: the installs, the catalogue's
 * download counts and the builder's block types change.
 */
export function useModuleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ module, action, siteId }: { module: MarketplaceModule; action: ModuleAction; siteId: number | null }) =>
      api.post<ModuleActionResult>(
        `/marketplace/modules/${module.id}/module_action/`,
        siteId === null ? { action } : { action, site_id: siteId },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: marketplaceKeys.all });
      void client.invalidateQueries({ queryKey: blockTypeKeys.all });
    },
  });
}
