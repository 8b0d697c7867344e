import type { ActionOf, EditorState } from '../types';
import { replaceBlock } from './replace-block';

/** Style is kept per breakpoint: editing on mobile leaves the desktop and tablet styles alone. */
export function updateStyle(state: EditorState, action: ActionOf<'updateStyle'>): EditorState {
  return replaceBlock(
    state,
    action.id,
    (block) => ({
      ...block,
      style: { ...block.style, [action.breakpoint]: { ...(block.style?.[action.breakpoint] ?? {}), ...action.patch } },
    }),
    action.column,
  );
}
