import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { MenuItem } from '../api/types';
import { ColumnCard } from './column-card';
import { COLUMN_PREFIX } from './use-column-drag';

/** One column of the panel: its cards in order, and a drop target anywhere in it (even when empty). */
export function MegaColumn({
  index,
  items,
  count,
  refusal,
  onEdit,
  onMove,
}: {
  index: number;
  items: MenuItem[];
  count: number;
  refusal: string | null;
  onEdit(item: MenuItem): void;
  onMove(item: MenuItem, column: number): void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `${COLUMN_PREFIX}${index}` });
  return (
    <section ref={setNodeRef} className={`menus-mega-column${isOver ? ' menus-mega-column--over' : ''}`} aria-label={`Column ${index + 1}`}>
      <h3 className="menus-mega-column__title">
        Column {index + 1} <span className="menus-muted">({items.length})</span>
      </h3>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul className="menus-mega-column__list">
          {items.map((item) => (
            <ColumnCard key={item.id} item={item} column={index} columnCount={count} refusal={refusal} onEdit={onEdit} onMove={onMove} />
          ))}
          {items.length === 0 && <li className="menus-mega-column__empty">{refusal ? 'No items' : 'Drop items here'}</li>}
        </ul>
      </SortableContext>
    </section>
  );
}
