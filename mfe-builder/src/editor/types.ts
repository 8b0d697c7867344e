import type { Block, Breakpoint } from '@atlas/blocks';

export type { Breakpoint };
export const BREAKPOINTS: Breakpoint[] = ['desktop', 'tablet', 'mobile'];

/** Undo/redo is a list of block lists; `group` lets consecutive keystrokes share one step. */
export interface EditorHistory {
  past: Block[][];
  future: Block[][];
  group: string | null;
}

export interface EditorState {
  title: string;
  blocks: Block[];
  selectedIds: string[];
  dirty: boolean;
  savedAt: string | null;
  /** The server's version of the page the canvas builds on (null: not created yet); a save sends it. */
  version: number | null;
  history: EditorHistory;
}

/** Where a nested block lives: one column of a top-level columns block (nesting is one level deep). */
export interface ColumnTarget {
  blockId: string;
  columnId: string;
}

/**
 * Actions that edit one block take `column` when the block sits in a column; without it they
 * address a top-level block.
 */
export type EditorAction =
  | { type: 'add'; block: Block }
  | { type: 'insertAfter'; block: Block; afterId: string }
  | { type: 'addToColumn'; block: Block; column: ColumnTarget }
  | { type: 'move'; id: string; toIndex: number }
  | { type: 'updateContent'; id: string; column?: ColumnTarget; patch: Record<string, unknown>; group?: string }
  | { type: 'updateStyle'; id: string; column?: ColumnTarget; breakpoint: Breakpoint; patch: Record<string, unknown>; group?: string }
  | { type: 'updateSettings'; id: string; column?: ColumnTarget; patch: Record<string, unknown>; group?: string }
  | { type: 'delete'; id: string; column?: ColumnTarget }
  | { type: 'duplicate'; copies: { afterId: string; block: Block }[] }
  | { type: 'select'; id: string; additive?: boolean }
  | { type: 'clearSelection' }
  | { type: 'deleteSelection' }
  | { type: 'moveSelection'; direction: -1 | 1 }
  | { type: 'paste'; blocks: Block[] }
  | { type: 'clearAll' }
  | { type: 'rename'; title: string }
  | { type: 'load'; title: string; blocks: Block[]; savedAt: string | null; version: number | null }
  | { type: 'markSaved'; savedAt: string; title: string; blocks: Block[]; version: number | null }
  | { type: 'rebase'; version: number }
  | { type: 'undo' }
  | { type: 'redo' };

export type ActionOf<T extends EditorAction['type']> = Extract<EditorAction, { type: T }>;

export const HISTORY_LIMIT = 100;

export function initialEditorState(title = 'Untitled Page', blocks: Block[] = []): EditorState {
  return { title, blocks, selectedIds: [], dirty: false, savedAt: null, version: null, history: { past: [], future: [], group: null } };
}
