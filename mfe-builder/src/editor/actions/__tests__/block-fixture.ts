import { blockOf, type Block } from '@atlas/blocks';
import { initialEditorState, type EditorState } from '../../types';

export function block(id: string, type = 'text', content: Record<string, unknown> = { text: id }): Block {
  return blockOf(id, type, content);
}

export function stateWith(ids: string[], extra: Partial<EditorState> = {}): EditorState {
  return {
    ...initialEditorState(
      'Home',
      ids.map((id) => block(id)),
    ),
    ...extra,
  };
}

export const ids = (state: EditorState) => state.blocks.map((b) => b.id);

/** A columns block holding fixture blocks: `columnsWith('row', { left: ['x'], right: [] })`. */
export function columnsWith(id: string, columns: Record<string, string[]>): Block {
  const entries = Object.entries(columns);
  return block(id, 'columns', {
    count: entries.length,
    gap: 20,
    columns: entries.map(([columnId, nested]) => ({ id: columnId, blocks: nested.map((n) => block(n)) })),
  });
}

export const nestedIds = (state: EditorState, blockId: string, columnId: string) =>
  (state.blocks.find((b) => b.id === blockId)!.content.columns as { id: string; blocks: Block[] }[])
    .find((column) => column.id === columnId)!
    .blocks.map((b) => b.id);
