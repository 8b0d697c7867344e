import { newBlockId } from './shared/new-id';
import { mapBlocks, type BlockNode } from './walk-blocks';

/** A deep copy with fresh ids on the block, its nested blocks and their regions (a columns block's columns) (duplicate, paste, templates). */
export function cloneBlockWithNewIds<B extends BlockNode>(block: B): B {
  const copy: B = JSON.parse(JSON.stringify(block));
  return mapBlocks(
    [copy],
    (each) => ({ ...each, id: newBlockId() }),
    (region) => ({ ...region, id: newBlockId() }),
  )[0];
}
