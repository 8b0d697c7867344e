import { createContext, useContext, useMemo } from 'react';
import { PACK_BLOCK_TYPES, blockRegistry, createBlock, declarativeBlockDefinition, type Block, type BlockDefinition } from '@atlas/blocks';
import { useBlockTypes, type BuilderBlockType, type BuilderBlockTypes } from '../api/block-types';

/** One type the library offers, drawn by the registry or by a pack's declarative definition. */
export interface OfferedBlockType {
  definition: BlockDefinition;
  module: BuilderBlockType['module'];
}

export interface BuilderBlockTypesView {
  /** What the block library lists: exactly the endpoint's types, in its order. */
  offered: OfferedBlockType[];
  /** Declarative definitions (installed or not) the canvas and the properties panel draw blocks with. */
  definitions: Record<string, BlockDefinition>;
  /** A block of this type came from a module that is no longer installed: drawn, but not offered. */
  isUninstalled(type: string): boolean;
  /** A new block of an offered type with its defaults. */
  create(type: string): Block;
}

const PACK_REGISTRY_TYPES = new Set(Object.values(PACK_BLOCK_TYPES).flat());

function definitionOf(entry: BuilderBlockType): BlockDefinition | null {
  if (entry.definition) return declarativeBlockDefinition(entry.definition, entry.module?.name);
  return blockRegistry[entry.type] ?? null;
}

// One view per answer: every canvas row reads the same object.
const views = new WeakMap<BuilderBlockTypes, BuilderBlockTypesView>();

export function blockTypesView(answer: BuilderBlockTypes | undefined): BuilderBlockTypesView {
  const cached = answer && views.get(answer);
  if (cached) return cached;
  const offered: OfferedBlockType[] = [];
  const definitions: Record<string, BlockDefinition> = {};
  const moduleTypes = new Set(PACK_REGISTRY_TYPES);
  for (const entry of answer?.uninstalled ?? []) {
    moduleTypes.add(entry.type);
    if (entry.definition) definitions[entry.type] = declarativeBlockDefinition(entry.definition, entry.module?.name);
  }
  for (const entry of answer?.results ?? []) {
    const definition = definitionOf(entry);
    if (!definition) continue;
    offered.push({ definition, module: entry.module });
    if (entry.definition) definitions[entry.type] = definition;
  }
  const offeredTypes = new Set(offered.map((entry) => entry.definition.type));
  const view: BuilderBlockTypesView = {
    offered,
    definitions,
    // Only once the answer is in: until then nothing is marked.
    isUninstalled: (type) => !!answer && !offeredTypes.has(type) && (moduleTypes.has(type) || type.includes('/')),
    create: (type) => {
      const block = createBlock(type);
      const declarative = definitions[type];
      return declarative ? { ...block, content: declarative.defaults() } : block;
    },
  };
  if (answer) views.set(answer, view);
  return view;
}

/** The block types as the builder uses them on a site: core types plus the packs of the user's account and of the site. */
export function useBuilderBlockTypes(siteId: number | null) {
  const query = useBlockTypes(siteId);
  const view = useMemo(() => blockTypesView(query.data), [query.data]);
  return { ...view, query };
}

/** Whether a block on the canvas came from a module no longer installed (provided by the editor, read by each row). */
export const UninstalledTypeContext = createContext<(type: string) => boolean>(() => false);
export const useIsUninstalledType = () => useContext(UninstalledTypeContext);
