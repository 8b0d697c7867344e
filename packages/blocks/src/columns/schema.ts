import { defineBlock } from '../define-block';
import type { Block } from '../block';
import type { Region } from '../define-block';
import { list, num } from '../shared/content';
import { newBlockId } from '../shared/new-id';

export type Column = Region;

/** The stored columns, padded or cut to `count` (the count field may change without the list following). */
export function visibleColumns(content: { count?: unknown; columns?: unknown }): Column[] {
  const count = num(content.count, 2, 1, 6);
  const stored = list<Column>(content.columns);
  return Array.from({ length: count }, (_, i) => {
    const column = stored[i];
    return { id: column?.id ?? `column-${i + 1}`, blocks: list<Block>(column?.blocks) };
  });
}

/**
 * Content with exactly `count` stored columns, for the editor to call when the count changes: new columns
 * start empty, and the blocks of removed columns move into the last remaining one (nothing is lost).
 */
export function resizeColumns<T extends { count?: unknown; columns?: unknown }>(content: T, count: number): T {
  const stored = list<Column>(content.columns);
  const size = Math.max(1, Math.min(6, Math.round(count)));
  const kept = Array.from({ length: size }, (_, i) =>
    stored[i] ? { id: stored[i].id ?? newBlockId(), blocks: list<Block>(stored[i].blocks) } : { id: newBlockId(), blocks: [] as Block[] },
  );
  const orphans = stored.slice(size).flatMap((column) => list<Block>(column?.blocks));
  kept[size - 1] = { ...kept[size - 1], blocks: [...kept[size - 1].blocks, ...orphans] };
  return { ...content, count: size, columns: kept };
}

export type ColumnsContent = { count: number; gap: number; columns: Column[] };

export const columnsSchema = defineBlock<ColumnsContent>()({
  type: 'columns',
  label: 'Columns',
  category: 'layout',
  icon: '▥',
  description: 'Side-by-side columns holding other blocks; they stack on mobile.',
  defaults: () => ({
    count: 2,
    gap: 20,
    columns: [
      { id: newBlockId(), blocks: [] },
      { id: newBlockId(), blocks: [] },
    ],
  }),
  fields: [
    { name: 'count', label: 'Columns', kind: 'number', min: 1, max: 6, step: 1 },
    { name: 'gap', label: 'Gap (px)', kind: 'number', min: 0, max: 200, step: 4 },
  ],
  // Each column holds blocks; the page draws `count` of them (stored ones past it stay, unseen).
  slot: { name: 'columns', shown: visibleColumns },
});
