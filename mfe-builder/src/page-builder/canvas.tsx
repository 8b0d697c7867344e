import { memo, useMemo, useRef } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useBlockIds, useEditorStore } from '../editor/store';
import { CANVAS_DROP_ID } from './drag-ids';
import { CanvasBlock } from './canvas-block';
import { NearContext, useNearViewport } from './near-viewport';
import type { CanvasTheme } from './canvas-theme';

/** Rows are grouped so the browser tracks 40 groups near the viewport instead of 1,000 rows. */
const ROWS_PER_CHUNK = 25;

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

const CanvasChunk = memo(
  function CanvasChunk({ ids }: { ids: string[] }) {
    const element = useRef<HTMLDivElement>(null);
    const near = useNearViewport(element);
    return (
      <div ref={element} className="atlas-canvas-chunk">
        <NearContext.Provider value={near}>
          {ids.map((id) => (
            <CanvasBlock key={id} id={id} />
          ))}
        </NearContext.Provider>
      </div>
    );
  },
  (before, after) => sameIds(before.ids, after.ids),
);

/** The page area: with a site theme it wears the public page's variables and the theme's custom CSS. */
export function Canvas({ theme }: { theme: CanvasTheme | null }) {
  const ids = useBlockIds();
  const store = useEditorStore();
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_DROP_ID });
  const chunks = useMemo(() => {
    const out: string[][] = [];
    for (let i = 0; i < ids.length; i += ROWS_PER_CHUNK) out.push(ids.slice(i, i + ROWS_PER_CHUNK));
    return out;
  }, [ids]);

  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      {/* Beside the canvas root, not in it: the rows' :first-child rules stay true. */}
      {theme?.customCss && <style>{theme.customCss}</style>}
      <div
        ref={setNodeRef}
        className={`atlas-canvas${theme ? ' is-themed' : ''}${isOver ? ' is-over' : ''}`}
        style={theme?.variables}
        data-testid="builder-canvas"
        onClick={(event) => {
          if (event.target === event.currentTarget) store.dispatch({ type: 'clearSelection' });
        }}
      >
        {ids.length === 0 ? (
          <div className="atlas-canvas__empty">
            <h2>Start Building Your Page</h2>
            <p>Drag blocks from the sidebar to get started</p>
          </div>
        ) : (
          chunks.map((chunk, index) => <CanvasChunk key={index} ids={chunk} />)
        )}
      </div>
    </SortableContext>
  );
}
