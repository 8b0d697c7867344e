import {
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { columnOf, type Columns } from './mega-layout';

/** A column's droppable id is this prefix and its index; a card's is its item id. */
export const COLUMN_PREFIX = 'column-';

/** Under the pointer: the card there, else the column (anywhere in it); the keyboard has no pointer: nearest corners. */
const columnsCollision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return closestCorners(args);
  const cards = hits.filter((hit) => !String(hit.id).startsWith(COLUMN_PREFIX));
  return cards.length > 0 ? cards : hits;
};

/**
 * Dragging cards between and within the columns, by pointer or keyboard: the card moves to another
 * column while it is dragged over it, and to its place in the column when dropped.
 */
export function useColumnDrag(columns: Columns, place: (id: number, toColumn: number, toIndex: number) => void) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** The column and the index in it that a drop over `overId` (a column or a card) means. */
  const target = (overId: string | number): [number, number] => {
    if (typeof overId === 'string' && overId.startsWith(COLUMN_PREFIX)) {
      const index = Number(overId.slice(COLUMN_PREFIX.length));
      return [index, columns[index]?.length ?? 0];
    }
    const index = columnOf(columns, Number(overId));
    return [index, index < 0 ? 0 : columns[index].indexOf(Number(overId))];
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const [toColumn, toIndex] = target(over.id);
    if (toColumn >= 0 && toColumn !== columnOf(columns, Number(active.id))) place(Number(active.id), toColumn, toIndex);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const [toColumn, toIndex] = target(over.id);
    if (toColumn >= 0) place(Number(active.id), toColumn, toIndex);
  };

  return { sensors, collisionDetection: columnsCollision, onDragOver, onDragEnd };
}
