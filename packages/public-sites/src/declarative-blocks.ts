import { declarativeBlockDefinition, someBlock, walkBlocks, type BlockDefinition, type DeclarativeBlock } from '@atlas/blocks';
import type { MarketplaceClient } from './marketplace-client';

// Blocks from the marketplace's block packs: a stored block whose type is `{module slug}/{type}` and
// whose content holds its field values. The page draws them with the builder canvas's own definition
// (`declarativeBlockDefinition` of @atlas/blocks, given to PageBlocks through BlockDefinitionsContext), so
// the public page and the canvas render the same markup. Templates come only from the module's
// definitions in the marketplace (sanitized when the package was accepted; a template stored in a block
// is never used); the marketplace keeps an uninstalled module in its catalogue, so such a block still
// renders.

export const isDeclarativeType = (type: unknown): type is string =>
  typeof type === 'string' && /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9_-]*$/.test(type);

export const hasDeclarativeBlocks = (blocks: unknown) => someBlock(blocks, (block) => isDeclarativeType(block.type));

/**
 * The block definitions of the page's declarative blocks, by type, for BlockDefinitionsContext. A module
 * the marketplace does not answer for leaves its blocks to the library's unknown-block note.
 */
export async function declarativeDefinitions(
  blocks: unknown,
  marketplace: MarketplaceClient | undefined,
): Promise<Record<string, BlockDefinition>> {
  const modules = new Set<string>();
  for (const block of walkBlocks(blocks)) if (isDeclarativeType(block.type)) modules.add(block.type.split('/')[0]);
  const definitions: Record<string, BlockDefinition> = {};
  if (!marketplace || modules.size === 0) return definitions;
  const lists = await Promise.all([...modules].map((module) => marketplace.blockDefinitions(module).catch(() => [] as DeclarativeBlock[])));
  [...modules].forEach((module, index) => {
    for (const definition of lists[index]) {
      // Stored as `{module}/{type}`; a manifest's own name is the part after the slash.
      const type = definition.type.includes('/') ? definition.type : `${module}/${definition.type}`;
      definitions[type] = declarativeBlockDefinition({ ...definition, type });
    }
  });
  return definitions;
}
