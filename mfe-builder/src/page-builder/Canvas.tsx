import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useBlockIds, useEditorStore } from '../editor/store';
import { CANVAS_DROP_ID } from './drag-ids';
import { CanvasBlock } from './CanvasBlock';

export function Canvas() {
  const ids = useBlockIds();
  const store = useEditorStore();
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_DROP_ID });

  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      <div
        ref={setNodeRef}
        className={`atlas-canvas${isOver ? ' is-over' : ''}`}
        data-testid="builder-canvas"
        onClick={(event) => { if (event.target === event.currentTarget) store.dispatch({ type: 'clearSelection' }); }}
      >
        {ids.length === 0 ? (
          <div className="atlas-canvas__empty">
            <h2>Start Building Your Page</h2>
            <p>Drag blocks from the sidebar to get started</p>
          </div>
        ) : (
          ids.map((id) => <CanvasBlock key={id} id={id} />)
        )}
      </div>
    </SortableContext>
  );
}
