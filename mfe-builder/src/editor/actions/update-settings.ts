import type { ActionOf, EditorState } from '../types';
import { replaceBlock } from './replace-block';

/** Settings are shallow-merged per key: a patch `{ margin: {...} }` replaces the whole margin box. */
export function updateSettings(state: EditorState, action: ActionOf<'updateSettings'>): EditorState {
  return replaceBlock(
    state,
    action.id,
    (block) => ({ ...block, settings: { ...block.settings, ...action.patch } as typeof block.settings }),
    action.column,
  );
}
