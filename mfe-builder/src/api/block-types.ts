import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type { DeclarativeBlock } from '@atlas/marketplace/contract';

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

export const blockTypeKeys = { all: ['builder', 'block-types'] as const };

export function useBlockTypes() {
  return useQuery({
    queryKey: blockTypeKeys.all,
    queryFn: () => api.get<BuilderBlockTypes>('/builder/block-types/'),
    staleTime: 60_000,
  });
}
