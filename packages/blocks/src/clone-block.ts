import { newBlockId } from './shared/new-id';
import { mapBlocks, type BlockNode } from './walk-blocks';

/** A deep copy with fresh ids on the block, its nested column blocks and their column ids (duplicate, paste, templates). */
export function cloneBlockWithNewIds<B extends BlockNode>(block: B): B {
  const copy: B = JSON.parse(JSON.stringify(block));
  return mapBlocks(
    [copy],
    (each) => ({ ...each, id: newBlockId() }),
    (column) => ({ ...column, id: newBlockId() }),
  )[0];
}
