import type { ActionOf, EditorState } from '../types';
import { replaceBlock } from './replace-block';

export function updateContent(state: EditorState, action: ActionOf<'updateContent'>): EditorState {
  return replaceBlock(state, action.id, (block) => ({ ...block, content: { ...block.content, ...action.patch } }), action.column);
}
