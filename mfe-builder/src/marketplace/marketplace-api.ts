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
  installed: () => ['marketplace', 'installed'] as const,
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

/** The ids of the signed-in user's installed modules. */
export function useInstalledIds() {
  return useQuery({
    queryKey: marketplaceKeys.installed(),
    queryFn: () => api.get<InstalledModuleList>('/marketplace/installed/'),
    select: (list) => new Set(list.results.map((entry) => entry.module.id)),
  });
}

export type ModuleAction = 'install' | 'uninstall';

/** Install or uninstall: the installs, the catalogue's download counts and the builder's block types change. */
export function useModuleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ module, action }: { module: MarketplaceModule; action: ModuleAction }) =>
      api.post<ModuleActionResult>(`/marketplace/modules/${module.id}/module_action/`, { action }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: marketplaceKeys.all });
      void client.invalidateQueries({ queryKey: blockTypeKeys.all });
    },
  });
}
