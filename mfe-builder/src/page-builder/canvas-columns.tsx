import { memo, useContext, useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { BlockView, ColumnsLayout, blockRegistry, type Block, type Column } from '@atlas/blocks';
import { useBlock, useEditorStore, useIsSelected } from '../editor/store';
import { columnDropId } from './drag-ids';
import { NearContext } from './near-viewport';
import { TrashIcon } from './icons';

/**
 * Joins a column to dnd-kit while its row is near the visible canvas (like a row's SortableBinding),
 * so the drop zones of off-screen columns cost nothing when a drag starts.
 */
function ColumnDropBinding({
  blockId,
  columnId,
  element,
}: {
  blockId: string;
  columnId: string;
  element: RefObject<HTMLDivElement | null>;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(blockId, columnId), data: { column: { blockId, columnId } } });
  useEffect(() => {
    setNodeRef(element.current);
    return () => setNodeRef(null);
  }, [setNodeRef, element]);
  useEffect(() => {
    element.current?.classList.toggle('is-over', isOver);
  }, [element, isOver]);
  return null;
}

/**
 * A block inside a column. Like a canvas row it subscribes to its own block and selected flag, so
 * editing it re-renders it and its columns row, not the page.
 */
const NestedCanvasBlock = memo(function NestedCanvasBlock({ id, blockId, columnId }: { id: string; blockId: string; columnId: string }) {
  const store = useEditorStore();
  const block = useBlock(id);
  const selected = useIsSelected(id);
  if (!block) return null;
  const label = blockRegistry[block.type]?.label ?? block.type;
  const stop = (event: SyntheticEvent) => event.stopPropagation();
  const select = (additive: boolean) => store.dispatch({ type: 'select', id, additive });
  return (
    <div
      className={`atlas-canvas-block atlas-canvas-block--nested${selected ? ' is-selected' : ''}`}
      data-nested-block={id}
      role="button"
      tabIndex={0}
      aria-label={`${label} block in column${selected ? ', selected' : ''}`}
      aria-pressed={selected}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        select(event.shiftKey || event.ctrlKey || event.metaKey);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) {
          event.preventDefault();
          event.stopPropagation();
          select(event.shiftKey);
        }
      }}
    >
      {selected && (
        <div
          className="atlas-canvas-block__toolbar"
          role="toolbar"
          aria-label={`${label} block actions`}
          onClick={stop}
          onPointerDown={stop}
          onKeyDown={stop}
        >
          <span className="atlas-canvas-block__label">{label}</span>
          <button
            type="button"
            aria-label="Delete block"
            title="Delete"
            className="is-danger"
            onClick={() => store.dispatch({ type: 'delete', id, column: { blockId, columnId } })}
          >
            <TrashIcon />
          </button>
        </div>
      )}
      <div className="atlas-canvas-block__body">
        <BlockView block={block} mode="canvas" />
      </div>
    </div>
  );
});

function CanvasColumn({ blockId, column }: { blockId: string; column: Column }) {
  const element = useRef<HTMLDivElement>(null);
  const near = useContext(NearContext);
  return (
    <div ref={element} className="atlas-canvas-column" data-column-drop={column.id}>
      {near && <ColumnDropBinding blockId={blockId} columnId={column.id} element={element} />}
      {column.blocks.length === 0 ? (
        <div className="atlas-canvas-column__empty">Drop blocks here</div>
      ) : (
        column.blocks.map((nested) => <NestedCanvasBlock key={nested.id} id={nested.id} blockId={blockId} columnId={column.id} />)
      )}
    </div>
  );
}

/** A columns block on the canvas: the public layout, with a drop zone per column and selectable nested blocks. */
export function CanvasColumns({ block }: { block: Block }) {
  return (
    <BlockView
      block={block}
      mode="canvas"
      renderContent={(content) => (
        <ColumnsLayout content={content} mode="canvas" renderColumn={(column) => <CanvasColumn blockId={block.id} column={column} />} />
      )}
    />
  );
}
