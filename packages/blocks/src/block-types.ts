// Which block types anyone may add (core) and which a marketplace pack unlocks. Plain data without
// React: the sites service answers the builder's block types from it (`GET /api/builder/block-types/`).
import { blockSchemas } from './schemas';

/** Registry types a marketplace block pack adds to its user's library; pages holding them always render. */
export const PACK_BLOCK_TYPES: Readonly<Record<string, readonly string[]>> = {
  'commerce-blocks': ['product-card', 'product-grid', 'buy-button'],
};

const packTypes = new Set(Object.values(PACK_BLOCK_TYPES).flat());

/** Every registry type a signed-in user may add without installing anything, in library order. */
export const CORE_BLOCK_TYPES: readonly string[] = blockSchemas.map((schema) => schema.type).filter((type) => !packTypes.has(type));
