import {
  memo,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { NearContext } from './near-viewport';
import { CopyIcon, DownIcon, TrashIcon, UpIcon } from './icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BlockView, blockRegistry, cloneBlockWithNewIds, useExtraBlockDefinitions, type Block } from '@atlas/blocks';
import type { Breakpoint } from '../editor/types';
import { useBlock, useEditorStore, useIsSelected } from '../editor/store';
import { useActiveBreakpoint } from './breakpoint';
import { renderCounter } from './render-counter';
import { CanvasColumns } from './canvas-columns';
import { useIsUninstalledType } from './builder-block-types';

interface CanvasBlockBodyProps {
  id: string;
  block: Block;
  selected: boolean;
  hiddenOn: Breakpoint | null;
}

/**
 * What a row shows: the block's own rendering and, when selected, its toolbar. Memoized apart from
 * the drag wrapper, because dnd-kit re-renders every sortable wrapper when a drag starts or ends.
 */
const CanvasBlockBody = memo(function CanvasBlockBody({ id, block, selected, hiddenOn }: CanvasBlockBodyProps) {
  const store = useEditorStore();
  const extra = useExtraBlockDefinitions();
  const label = (blockRegistry[block.type] ?? extra[block.type])?.label ?? block.type;
  const uninstalled = useIsUninstalledType()(block.type);
  const indexOf = () => store.getSnapshot().ids.indexOf(id);
  const stop = (event: SyntheticEvent) => event.stopPropagation();
  return (
    <>
      {hiddenOn && <span className="atlas-canvas-block__hidden">Hidden on {hiddenOn}</span>}
      {uninstalled && <span className="atlas-canvas-block__uninstalled">From an uninstalled module</span>}
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
            aria-label="Move block up"
            title="Move up"
            onClick={() => store.dispatch({ type: 'move', id, toIndex: indexOf() - 1 })}
          >
            <UpIcon />
          </button>
          <button
            type="button"
            aria-label="Move block down"
            title="Move down"
            onClick={() => store.dispatch({ type: 'move', id, toIndex: indexOf() + 1 })}
          >
            <DownIcon />
          </button>
          <button
            type="button"
            aria-label="Duplicate block"
            title="Duplicate"
            onClick={() => store.dispatch({ type: 'duplicate', copies: [{ afterId: id, block: cloneBlockWithNewIds(block) }] })}
          >
            <CopyIcon />
          </button>
          <button
            type="button"
            aria-label="Delete block"
            title="Delete"
            className="is-danger"
            onClick={() => store.dispatch({ type: 'delete', id })}
          >
            <TrashIcon />
          </button>
        </div>
      )}
      <div className="atlas-canvas-block__body">
        {block.type === 'columns' ? <CanvasColumns block={block} /> : <BlockView block={block} mode="canvas" />}
      </div>
    </>
  );
});

/**
 * Other blocks do not slide aside while a block is dragged (with 1,000 blocks that costs a layout
 * per block per move); a drop line shows where the block will land instead.
 */
const noDisplacement = () => null;
const noLayoutAnimation = () => false;

type DragListeners = ReturnType<typeof useSortable>['listeners'];

/**
 * Joins a row to dnd-kit while it is near the visible canvas. It renders nothing: it hands the row's
 * element to dnd-kit and writes the drag state (transform, classes, aria) straight onto it, so a
 * drag start or drop re-renders these few bindings and not the 1,000 rows.
 */
function SortableBinding({
  id,
  element,
  listenersRef,
}: {
  id: string;
  element: RefObject<HTMLDivElement | null>;
  listenersRef: RefObject<DragListeners | null>;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging, isOver, index, activeIndex } = useSortable({
    id,
    strategy: noDisplacement,
    animateLayoutChanges: noLayoutAnimation,
    transition: null,
  });
  listenersRef.current = listeners;

  const showDragState = () => {
    const node = element.current;
    if (!node) return;
    node.style.transform = CSS.Translate.toString(transform) ?? '';
    node.classList.toggle('is-dragging', isDragging);
    node.classList.toggle('is-drop-before', isOver && !isDragging && activeIndex !== -1 && activeIndex > index);
    node.classList.toggle('is-drop-after', isOver && !isDragging && !(activeIndex !== -1 && activeIndex > index));
    node.setAttribute('aria-roledescription', attributes['aria-roledescription']);
    node.setAttribute('aria-describedby', attributes['aria-describedby']);
  };
  // A binding can mount in the same commit as its row, before the row's ref is attached: hand the
  // element to dnd-kit once refs are in place (passive effects run after them).
  useEffect(() => {
    setNodeRef(element.current);
    showDragState();
    return () => {
      setNodeRef(null);
      listenersRef.current = null;
    };
  }, [setNodeRef, element, listenersRef]);
  // During a drag the transform must land in the same frame.
  useLayoutEffect(showDragState, [element, transform, isDragging, isOver, index, activeIndex, attributes]);
  return null;
}

/**
 * One block on the canvas inside its drag chrome. It subscribes to its own block and selection
 * flag only, so editing another block never re-renders it.
 */
function CanvasBlockInner({ id }: { id: string }) {
  renderCounter.count(id);
  const store = useEditorStore();
  const block = useBlock(id);
  const selected = useIsSelected(id);
  const breakpoint = useActiveBreakpoint();
  const element = useRef<HTMLDivElement>(null);
  const listenersRef = useRef<DragListeners | null>(null);
  const near = useContext(NearContext);
  const extra = useExtraBlockDefinitions();
  if (!block) return null;

  const hiddenHere = block.settings?.visibility?.[breakpoint] === false;
  const label = (blockRegistry[block.type] ?? extra[block.type])?.label ?? block.type;
  const select = (additive: boolean) => store.dispatch({ type: 'select', id, additive });

  return (
    <div
      ref={element}
      className={['atlas-canvas-block', selected && 'is-selected', hiddenHere && 'is-hidden-here'].filter(Boolean).join(' ')}
      data-canvas-block={id}
      role="button"
      tabIndex={0}
      aria-label={`${label} block${selected ? ', selected' : ''}${hiddenHere ? `, hidden on ${breakpoint}` : ''}`}
      aria-pressed={selected}
      onClick={(event: MouseEvent) => select(event.shiftKey || event.ctrlKey || event.metaKey)}
      onPointerDown={(event: PointerEvent) => listenersRef.current?.onPointerDown?.(event)}
      onKeyDown={(event: KeyboardEvent) => {
        // Enter selects (Shift+Enter adds to the selection); Space and the arrows belong to the keyboard drag.
        // Keys pressed on a block inside a column are that block's, not a drag of this row.
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          select(event.shiftKey);
          return;
        }
        listenersRef.current?.onKeyDown?.(event);
      }}
    >
      {near && <SortableBinding id={id} element={element} listenersRef={listenersRef} />}
      <CanvasBlockBody id={id} block={block} selected={selected} hiddenOn={hiddenHere ? breakpoint : null} />
    </div>
  );
}

export const CanvasBlock = memo(CanvasBlockInner);
