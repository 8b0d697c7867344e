import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Button, Select } from '@atlas/shell-kit';
import type { MenuItem } from '../api/types';
import { DragHandle } from '../builder/drag-handle';
import { ITEM_TYPES, WIDGET_TYPES } from '../builder/item-form';

/** One sub-item in a column: dragged by its handle, moved by its column choice, opened by Edit; none of it with a `refusal`. */
export function ColumnCard({
  item,
  column,
  columnCount,
  refusal,
  onEdit,
  onMove,
}: {
  item: MenuItem;
  column: number;
  columnCount: number;
  refusal: string | null;
  onEdit(item: MenuItem): void;
  onMove(item: MenuItem, column: number): void;
}) {
  const sortable = useSortable({ id: item.id, disabled: refusal !== null });
  const off = { disabled: refusal !== null, title: refusal ?? undefined };
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const type =
    item.item_type === 'widget'
      ? WIDGET_TYPES.find((w) => w.value === item.widget_type)?.label
      : ITEM_TYPES.find((t) => t.value === item.item_type)?.label;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`menus-mega-card${isDragging ? ' menus-mega-card--dragging' : ''}`}
    >
      <div className="menus-mega-card__head">
        {!refusal && <DragHandle title={item.title} sortable={sortable} />}
        <span className="menus-mega-card__title">{item.title}</span>
      </div>
      <div className="menus-mega-card__meta">
        <Badge tone={item.item_type === 'widget' ? 'info' : 'neutral'}>{type ?? item.item_type}</Badge>
        {item.mega_menu_column_width !== 'auto' && <Badge>{item.mega_menu_column_width}</Badge>}
        {!item.is_active && <Badge tone="warning">Inactive</Badge>}
      </div>
      <div className="menus-mega-card__actions">
        <Select
          label={`Column of ${item.title}`}
          hideLabel
          value={String(column + 1)}
          {...off}
          onChange={(event) => onMove(item, Number(event.target.value) - 1)}
          options={Array.from({ length: columnCount }, (_v, i) => ({ value: String(i + 1), label: `Column ${i + 1}` }))}
        />
        <Button variant="ghost" size="sm" aria-label={`Edit ${item.title}`} {...off} onClick={() => onEdit(item)}>
          Edit
        </Button>
      </div>
    </li>
  );
}
