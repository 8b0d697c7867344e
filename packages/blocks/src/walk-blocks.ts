// A page's blocks are a tree: a block type whose schema declares a slot (`slot: { name }`, the columns
// block's `columns`) holds a list of regions in that content key, each with its own list of blocks
// (`content.columns[i].blocks`). Every walk over that tree goes through these functions, so which types nest
// and where is read from the schemas, in one place. Stored pages may be old or hand-made: lists are read defensively.
import type { Block } from './block';
import type { Region, Slot } from './define-block';
import { blockSchemaOf } from './schemas';

/** What a walk needs of a block: its type and content (a block as a service stores it may lack the rest). */
export type BlockNode = { type: string; content?: Record<string, any> };

/** A region as a slot stores it (older pages may lack its id or its list). */
export type StoredRegion = { id?: unknown; blocks?: unknown; [key: string]: unknown };

const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null;

/** The slot where blocks of `type` hold other blocks, if they do. */
function slotOf(type: unknown): Slot | undefined {
  return typeof type === 'string' && Object.hasOwn(blockSchemaOf, type) ? blockSchemaOf[type].slot : undefined;
}

/** True when blocks of `type` hold other blocks (one may not be dropped inside another). */
export const holdsBlocks = (type: unknown): boolean => slotOf(type) !== undefined;

/** The regions a block stores in its slot, also those past what it shows (the page does not draw them); none for a block without a slot. */
function storedRegions(block: BlockNode): unknown[] {
  const slot = slotOf(block.type);
  const regions = slot ? block.content?.[slot.name] : undefined;
  return Array.isArray(regions) ? regions : [];
}

/**
 * Each list a block holds as it is stored, with where it sits in the block (`content/columns/0/blocks`), for
 * a check of what a client sent: `blocks` is whatever is there (undefined for a region that is not an object).
 */
export function* nestedLists(block: BlockNode): Generator<{ path: string; blocks: unknown }> {
  const slot = slotOf(block.type);
  if (!slot) return;
  const regions = storedRegions(block);
  for (let i = 0; i < regions.length; i++) {
    const region = regions[i];
    yield { path: `content/${slot.name}/${i}/blocks`, blocks: isObject(region) ? region.blocks : undefined };
  }
}

/** Every block of a page, depth first: a block, then the blocks of its regions. Entries that are not objects are passed over. */
export function* walkBlocks(blocks: unknown): Generator<Block> {
  if (!Array.isArray(blocks)) return;
  for (const block of blocks) {
    if (!isObject(block)) continue;
    yield block as Block;
    for (const { blocks: nested } of nestedLists(block as BlockNode)) yield* walkBlocks(nested);
  }
}

/** True when a block of the page, at any depth, passes `test`. */
export function someBlock(blocks: unknown, test: (block: Block) => boolean): boolean {
  for (const block of walkBlocks(blocks)) if (test(block)) return true;
  return false;
}

/**
 * The page's blocks with `change` applied to each, nested ones included. A block's regions are mapped first
 * (each region object through `changeRegion`, when given), then `change` gets the block holding the mapped
 * lists. Entries that are not objects, and regions without a list, are kept as they are.
 */
export function mapBlocks<B extends BlockNode>(
  blocks: readonly B[],
  change: (block: B) => B,
  changeRegion?: (region: StoredRegion) => StoredRegion,
): B[] {
  return blocks.map((block) => {
    if (!isObject(block)) return block;
    const regions = storedRegions(block);
    if (regions.length === 0) return change(block);
    const mapped = regions.map((region) => {
      if (!isObject(region)) return region;
      const changed = changeRegion ? changeRegion(region) : region;
      return Array.isArray(changed.blocks) ? { ...changed, blocks: mapBlocks(changed.blocks as B[], change, changeRegion) } : changed;
    });
    return change({ ...block, content: { ...block.content, [slotOf(block.type)!.name]: mapped } });
  });
}

/**
 * The regions a block shows, as the editor edits them (its slot's `shown`, else every stored region), or null
 * for a block without a slot.
 */
export function shownRegions(block: Block): Region[] | null {
  const slot = slotOf(block.type);
  if (!slot) return null;
  if (slot.shown) return slot.shown(block.content ?? {});
  return storedRegions(block).map((region, i) => ({
    id: isObject(region) && typeof region.id === 'string' ? region.id : `region-${i + 1}`,
    blocks: isObject(region) && Array.isArray(region.blocks) ? region.blocks : [],
  }));
}

/** The block holding `regions` in place of the ones it shows; stored regions past them are kept as they are (nothing unseen is lost). */
export function withShownRegions(block: Block, regions: Region[]): Block {
  const slot = slotOf(block.type);
  if (!slot) return block;
  return { ...block, content: { ...block.content, [slot.name]: [...regions, ...storedRegions(block).slice(regions.length)] } };
}
