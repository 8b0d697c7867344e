import type { Block } from '../blocks';
import type { EditorAction } from '../editor/types';
import { CANVAS_DROP_ID, libraryTypeOf } from './drag-ids';

/**
 * What a finished drag does (spec 1 §4): a library block dropped on the canvas is appended, dropped
 * on a block it goes after that block; a canvas block dropped on another block takes its place.
 */
export function dropResult(
  activeId: string | number,
  overId: string | number | null,
  ids: string[],
  createBlock: (type: string) => Block,
): EditorAction | null {
  if (overId === null) return null;
  const type = libraryTypeOf(activeId);
  if (type !== null) {
    const block = createBlock(type);
    return overId === CANVAS_DROP_ID || !ids.includes(String(overId)) ? { type: 'add', block } : { type: 'insertAfter', block, afterId: String(overId) };
  }
  if (overId === CANVAS_DROP_ID || overId === activeId) return null;
  const toIndex = ids.indexOf(String(overId));
  return toIndex === -1 ? null : { type: 'move', id: String(activeId), toIndex };
}
