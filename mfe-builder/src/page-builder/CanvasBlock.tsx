import { memo, type MouseEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BlockView, blockRegistry, cloneBlockWithNewIds } from '../blocks';
import { useBlock, useEditorStore, useIsSelected } from '../editor/store';
import { useActiveBreakpoint } from './breakpoint';
import { renderCounter } from './render-counter';

/**
 * One block on the canvas: the block's own rendering inside selection, drag and toolbar chrome.
 * It subscribes to its own block and selection flag only, so editing another block never re-renders it.
 */
function CanvasBlockInner({ id }: { id: string }) {
  renderCounter.count(id);
  const store = useEditorStore();
  const block = useBlock(id);
  const selected = useIsSelected(id);
  const breakpoint = useActiveBreakpoint();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  if (!block) return null;

  const label = blockRegistry[block.type]?.label ?? block.type;
  const hiddenHere = block.settings?.visibility?.[breakpoint] === false;
  const indexOf = () => store.getSnapshot().ids.indexOf(id);
  const stop = (event: MouseEvent) => event.stopPropagation();
  const onClick = (event: MouseEvent) => store.dispatch({ type: 'select', id, additive: event.shiftKey || event.ctrlKey || event.metaKey });

  return (
    <div
      ref={setNodeRef}
      className={['atlas-canvas-block', selected && 'is-selected', hiddenHere && 'is-hidden-here', isDragging && 'is-dragging'].filter(Boolean).join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-canvas-block={id}
      onClick={onClick}
      {...attributes}
      {...listeners}
      aria-label={`${label} block${selected ? ', selected' : ''}`}
      aria-pressed={selected}
    >
      {hiddenHere && <span className="atlas-canvas-block__hidden">Hidden on {breakpoint}</span>}
      {selected && (
        <div className="atlas-canvas-block__toolbar" role="toolbar" aria-label={`${label} block actions`} onClick={stop} onPointerDown={stop} onKeyDown={(event) => event.stopPropagation()}>
          <span className="atlas-canvas-block__label">{label}</span>
          <button type="button" aria-label="Move block up" title="Move up" onClick={() => store.dispatch({ type: 'move', id, toIndex: indexOf() - 1 })}>↑</button>
          <button type="button" aria-label="Move block down" title="Move down" onClick={() => store.dispatch({ type: 'move', id, toIndex: indexOf() + 1 })}>↓</button>
          <button type="button" aria-label="Duplicate block" title="Duplicate" onClick={() => store.dispatch({ type: 'duplicate', copies: [{ afterId: id, block: cloneBlockWithNewIds(block) }] })}>⧉</button>
          <button type="button" aria-label="Delete block" title="Delete" className="is-danger" onClick={() => store.dispatch({ type: 'delete', id })}>✕</button>
        </div>
      )}
      <div className="atlas-canvas-block__body">
        <BlockView block={block} mode="canvas" />
      </div>
    </div>
  );
}

export const CanvasBlock = memo(CanvasBlockInner);
