import { Fragment, type ReactNode } from 'react';
import type { Block, BlockDefinition, BlockMode } from '../types';
import { list, num } from '../shared/content';
import { newBlockId } from '../shared/new-id';

export interface Column {
  id: string;
  blocks: Block[];
}

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

type ColumnsLayoutProps = { content: Record<string, unknown>; mode: BlockMode } &
  /** Draws each nested block: the render's `renderBlock` (BlockView itself), passed in so this file imports no BlockView. */
  (
    | { renderBlock: (block: Block) => ReactNode; renderColumn?: undefined }
    /** Draws a whole column instead: the builder's canvas (a drop zone per column, selection chrome for nested blocks). */
    | { renderColumn: (column: Column, index: number) => ReactNode; renderBlock?: undefined }
  );

/** The columns grid, shared by the columns block's render and the builder's canvas. */
export function ColumnsLayout({ content, mode, renderBlock, renderColumn }: ColumnsLayoutProps) {
  const columns = visibleColumns(content);
  return (
    <div className={`atlas-columns atlas-columns--${columns.length}`} style={{ gap: num(content.gap, 20, 0, 200) }}>
      {columns.map((column, index) => (
        <div className="atlas-column" key={column.id} data-column-id={column.id}>
          {renderColumn ? (
            renderColumn(column, index)
          ) : column.blocks.length === 0 && mode === 'canvas' ? (
            <div className="atlas-empty-hint">Empty column</div>
          ) : (
            column.blocks.map((block) => <Fragment key={block.id}>{renderBlock(block)}</Fragment>)
          )}
        </div>
      ))}
    </div>
  );
}

export const columnsBlock: BlockDefinition = {
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
  render: ({ content, mode, renderBlock }) => <ColumnsLayout content={content} mode={mode} renderBlock={renderBlock} />,
};
