import { Fragment, type ReactNode } from 'react';
import type { BlockRender, Block, BlockMode } from '../types';
import { num } from '../shared/content';
import { type ColumnsContent, type Column, visibleColumns } from './schema';

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

export const columnsView: BlockRender<ColumnsContent> = ({ content, mode, renderBlock }) => (
  <ColumnsLayout content={content} mode={mode} renderBlock={renderBlock} />
);
