import { holdsBlocks, type Block } from '@atlas/blocks';
import type { ColumnTarget, EditorAction } from '../editor/types';
import { CANVAS_DROP_ID, libraryTypeOf } from './drag-ids';

/**
 * What a finished drag does: a library block dropped on the canvas is appended, dropped
 * on a block it goes after that block, dropped in a column it goes to the end of that column (a
 * block that holds blocks, which does not nest, goes after the one it was dropped in instead); a canvas block dropped
 * on another block takes its place.
 */
export function dropResult(
  activeId: string | number,
  overId: string | number | null,
  ids: string[],
  createBlock: (type: string) => Block,
  overColumn: ColumnTarget | null = null,
): EditorAction | null {
  if (overId === null) return null;
  const type = libraryTypeOf(activeId);
  if (type !== null) {
    const block = createBlock(type);
    if (overColumn) {
      return holdsBlocks(type)
        ? { type: 'insertAfter', block, afterId: overColumn.blockId }
        : { type: 'addToColumn', block, column: overColumn };
    }
    return overId === CANVAS_DROP_ID || !ids.includes(String(overId))
      ? { type: 'add', block }
      : { type: 'insertAfter', block, afterId: String(overId) };
  }
  if (overId === CANVAS_DROP_ID || overId === activeId || overColumn) return null;
  const toIndex = ids.indexOf(String(overId));
  return toIndex === -1 ? null : { type: 'move', id: String(activeId), toIndex };
}
