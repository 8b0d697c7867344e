import type { EditorAction, EditorState } from './types';
import { HISTORY_LIMIT } from './types';
import { add } from './actions/add';
import { insertAfter } from './actions/insert-after';
import { addToColumn } from './actions/add-to-column';
import { move } from './actions/move';
import { updateContent } from './actions/update-content';
import { updateStyle } from './actions/update-style';
import { updateSettings } from './actions/update-settings';
import { deleteBlock } from './actions/delete';
import { duplicate } from './actions/duplicate';
import { select, clearSelection } from './actions/select';
import { deleteSelection } from './actions/delete-selection';
import { moveSelection } from './actions/move-selection';
import { paste } from './actions/paste';
import { clearAll } from './actions/clear-all';
import { rename } from './actions/rename';
import { load } from './actions/load';
import { markSaved } from './actions/mark-saved';
import { rebase } from './actions/rebase';
import { undo, redo } from './actions/undo';

function apply(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'add':
      return add(state, action);
    case 'insertAfter':
      return insertAfter(state, action);
    case 'addToColumn':
      return addToColumn(state, action);
    case 'move':
      return move(state, action);
    case 'updateContent':
      return updateContent(state, action);
    case 'updateStyle':
      return updateStyle(state, action);
    case 'updateSettings':
      return updateSettings(state, action);
    case 'delete':
      return deleteBlock(state, action);
    case 'duplicate':
      return duplicate(state, action);
    case 'select':
      return select(state, action);
    case 'clearSelection':
      return clearSelection(state);
    case 'deleteSelection':
      return deleteSelection(state);
    case 'moveSelection':
      return moveSelection(state, action);
    case 'paste':
      return paste(state, action);
    case 'clearAll':
      return clearAll(state);
    case 'rename':
      return rename(state, action);
    case 'load':
      return load(state, action);
    case 'markSaved':
      return markSaved(state, action);
    case 'rebase':
      return rebase(state, action);
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
  }
}

/**
 * The builder's one reducer. Any action that changes the blocks marks the page dirty and records
 * the previous blocks as one undo step; consecutive edits carrying the same `group` (typing in
 * one input) share a single step.
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const next = apply(state, action);
  if (next === state || action.type === 'undo' || action.type === 'redo' || action.type === 'load') return next;
  if (next.blocks === state.blocks) return next;
  const group = 'group' in action && action.group ? action.group : null;
  const joinsLastStep = group !== null && group === state.history.group;
  const past = joinsLastStep ? state.history.past : [...state.history.past, state.blocks].slice(-HISTORY_LIMIT);
  return { ...next, dirty: true, history: { past, future: [], group } };
}
