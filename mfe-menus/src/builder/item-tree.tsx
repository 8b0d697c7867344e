import { useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Button } from '@atlas/shell-kit';
import type { MenuItem, ReorderEntry } from '../api/types';
import { DragHandle } from './drag-handle';
import { ITEM_TYPES } from './item-form';
import {
  applyEntries,
  buildTree,
  flattenTree,
  moveRow,
  projectDrop,
  reorderEntries,
  withoutDescendantsOf,
  type FlatNode,
  type Projection,
} from './tree';
import { treeKeyboardCoordinates, type TreeDragState } from './tree-keyboard';

const INDENT = 28;

const typeLabel = (item: MenuItem) => ITEM_TYPES.find((type) => type.value === item.item_type)?.label ?? item.item_type;

function linkText(item: MenuItem): string {
  if (item.item_type === 'page') return item.page_title ? `Page: ${item.page_title}` : 'Page';
  if (item.item_type === 'category') return item.category ? `Category: ${item.category}` : '';
  return item.url;
}

const sameOrder = (a: ReorderEntry[], b: ReorderEntry[]) =>
  a.length === b.length &&
  a.every((entry, i) => entry.id === b[i].id && entry.parent_id === b[i].parent_id && entry.sort_order === b[i].sort_order);

function TreeRow({
  node,
  depth,
  refusal,
  onEdit,
  onDelete,
}: {
  node: FlatNode;
  depth: number;
  refusal: string | null;
  onEdit(item: MenuItem): void;
  onDelete(item: MenuItem): void;
}) {
  const { item } = node;
  const sortable = useSortable({ id: item.id, disabled: refusal !== null });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const style = { transform: CSS.Translate.toString(transform), transition, '--depth': depth } as CSSProperties;
  const link = linkText(item);
  return (
    <li ref={setNodeRef} style={style} className={`menus-row${isDragging ? ' menus-row--dragging' : ''}`} data-depth={depth}>
      <div className="menus-row__body">
        {!refusal && <DragHandle title={item.title} sortable={sortable} />}
        <div className="menus-row__text">
          <span className="menus-row__title">{item.title}</span>
          <span className="menus-row__meta">
            <Badge>{typeLabel(item)}</Badge>
            {!item.is_active && <Badge tone="warning">Inactive</Badge>}
            {item.page_missing && <Badge tone="danger">Page deleted</Badge>}
            {item.is_mega_menu_item && <Badge tone="info">Mega</Badge>}
            {link && <span className="menus-row__link">{link}</span>}
          </span>
        </div>
        <div className="menus-row__actions">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Edit ${item.title}`}
            disabled={refusal !== null}
            title={refusal ?? undefined}
            onClick={() => onEdit(item)}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="menus-danger-text"
            aria-label={`Delete ${item.title}`}
            disabled={refusal !== null}
            title={refusal ?? undefined}
            onClick={() => onDelete(item)}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

function placeText(rows: FlatNode[], activeId: number, overId: number, projection: Projection): string {
  const moved = moveRow(rows, activeId, overId, projection);
  const siblings = moved.filter((row) => row.parentId === projection.parentId);
  const position = siblings.findIndex((row) => row.id === activeId) + 1;
  const parent = rows.find((row) => row.id === projection.parentId);
  const where = parent ? `inside ${parent.item.title}` : 'at the top level';
  return `${where}, position ${position} of ${siblings.length}`;
}

/**
 * The menu's items as a nested list reordered by dragging or by keyboard (Space or Enter to pick a
 * row up, arrows to move it, Right and Left to nest and un-nest, Space or Enter to drop, Escape to cancel).
 * With a `refusal` the rows have no handle and their Edit and Delete are off, saying why.
 */
export function ItemTree({
  items,
  refusal,
  onReorder,
  onEdit,
  onDelete,
}: {
  items: MenuItem[];
  refusal: string | null;
  onReorder(entries: ReorderEntry[], optimistic: MenuItem[]): void;
  onEdit(item: MenuItem): void;
  onDelete(item: MenuItem): void;
}) {
  const flat = useMemo(() => flattenTree(buildTree(items)), [items]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [offsetX, setOffsetX] = useState(0);
  const rows = activeId === null ? flat : withoutDescendantsOf(flat, activeId);
  const projection = activeId !== null && overId !== null ? projectDrop(flat, activeId, overId, offsetX, INDENT) : null;

  const dragState = useRef<TreeDragState>({ rows, projection });
  dragState.current = { rows, projection };
  const lastPlace = useRef('');
  // dnd-kit calls onDragMove before the announcements of the same move: they read the offset here.
  const offsetRef = useRef(0);
  const dropText = useRef('');
  const coordinateGetter = useMemo(() => treeKeyboardCoordinates(dragState, INDENT), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const titleOf = (id: unknown) => flat.find((row) => row.id === Number(id))?.item.title ?? 'Item';
  const describe = (active: unknown, over: unknown, verb: string) => {
    const projected =
      over === null || over === undefined ? null : projectDrop(flat, Number(active), Number(over), offsetRef.current, INDENT);
    if (!projected) return undefined;
    const place = placeText(flat, Number(active), Number(over), projected);
    if (verb === 'is now' && place === lastPlace.current) return undefined;
    lastPlace.current = place;
    return `${titleOf(active)} ${verb} ${place}.`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastPlace.current = '';
      return `Picked up ${titleOf(active.id)}.`;
    },
    onDragMove: ({ active, over }) => describe(active.id, over?.id, 'is now'),
    onDragOver: ({ active, over }) => describe(active.id, over?.id, 'is now'),
    onDragEnd: ({ active }) => dropText.current || `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
    offsetRef.current = 0;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    dropText.current = describe(active.id, over?.id, 'was dropped') ?? '';
    const drop = over ? projectDrop(flat, Number(active.id), Number(over.id), offsetRef.current, INDENT) : null;
    reset();
    if (!over || !drop) return;
    const entries = reorderEntries(moveRow(flat, Number(active.id), Number(over.id), drop));
    if (sameOrder(entries, reorderEntries(flat))) return;
    onReorder(entries, applyEntries(items, entries));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a menu item, press Space or Enter. Use the Up and Down arrows to move it, Right to put it inside the item above and Left to take it out. Press Space or Enter to drop it, or Escape to cancel.',
        },
      }}
      onDragStart={({ active }: DragStartEvent) => {
        setActiveId(Number(active.id));
        setOverId(Number(active.id));
      }}
      onDragMove={({ delta }: DragMoveEvent) => {
        offsetRef.current = delta.x;
        setOffsetX(delta.x);
      }}
      onDragOver={({ over }: DragOverEvent) => setOverId(over ? Number(over.id) : null)}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <ul className="menus-tree" aria-label="Menu items">
          {rows.map((row) => (
            <TreeRow
              key={row.id}
              node={row}
              depth={row.id === activeId && projection ? projection.depth : row.depth}
              refusal={refusal}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
