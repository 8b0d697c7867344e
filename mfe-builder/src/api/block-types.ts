import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type { DeclarativeBlock } from '@atlas/blocks';

/** One type the builder may draw: a core type (module null), a pack's registry type, or a pack's declarative block. */
export interface BuilderBlockType {
  type: string;
  module: { id: number; slug: string; name: string } | null;
  definition: DeclarativeBlock | null;
}

/** `GET /api/builder/block-types/`: what the library offers, and the uninstalled packs' types pages may still hold. */
export interface BuilderBlockTypes {
  results: BuilderBlockType[];
  count: number;
  uninstalled: BuilderBlockType[];
}

export const blockTypeKeys = {
  all: ['builder', 'block-types'] as const,
  of: (siteId: number | null) => [...blockTypeKeys.all, siteId] as const,
};

/** The account's block types and, with a site, the packs installed on that site. */
export function useBlockTypes(siteId: number | null) {
  return useQuery({
    queryKey: blockTypeKeys.of(siteId),
    queryFn: () => api.get<BuilderBlockTypes>('/builder/block-types/', { query: { site: siteId ?? undefined } }),
    staleTime: 60_000,
  });
}
