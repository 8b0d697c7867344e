import { createContext, useContext } from 'react';
import type { BlockDefinition } from '../types';

/**
 * Block definitions beyond the registry (an owner's installed packs' declarative blocks), by type. The
 * builder provides its user's; a public page its owner's. Without a provider there are none.
 */
export const BlockDefinitionsContext = createContext<Readonly<Record<string, BlockDefinition>>>({});

export function useExtraBlockDefinitions(): Readonly<Record<string, BlockDefinition>> {
  return useContext(BlockDefinitionsContext);
}
