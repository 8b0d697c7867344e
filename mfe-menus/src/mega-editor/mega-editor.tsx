import { useState, useEffect } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MEGA_SORT_STEP } from '@atlas/menus/contract';
import type { Site } from '@atlas/sites/contract';
import { Badge, Button, EmptyState, ErrorState, Input, Select, Skeleton, useToast, errorText } from '@atlas/shell-kit';
import { useMenuItems, useSaveItem } from '../api/items';
import { useSaveMegaLayout } from '../api/mega-layout';
import type { MegaMenuWidth, Menu, MenuItem, WidgetType } from '../api/types';
import { DragHandle } from '../builder/drag-handle';
import { ItemFormModal } from '../builder/item-form-modal';
import { ITEM_TYPES, WIDGET_TYPES, itemFormFrom, itemPayload } from '../builder/item-form';
import { MEGA_WIDTHS } from '../builder/menu-form-modal';
import { MenuPreviewFrames } from '../preview/menu-preview';
import { ChoiceGroup } from '../shared/fields';
import {
  FIRST_COLUMN_LIMIT,
  MAX_COLUMNS,
  MIN_COLUMNS,
  arrangeColumns,
  clampColumns,
  columnOf,
  megaPlaces,
  moveToColumn,
  resizeColumns,
  type Columns,
} from './mega-layout';
import { defaultPanel, panelLabel, topEntries } from './mega-panels';
import { WIDGET_PRESETS } from './widget-presets';

const COLUMN_PREFIX = 'column-';
const REFUSED = `The first column holds at most ${FIRST_COLUMN_LIMIT} plain links; put this one in another column.`;

const bySortOrder = (a: MenuItem, b: MenuItem) => a.sort_order - b.sort_order || a.id - b.id;

/** Under the pointer: the card there, else the column (anywhere in it); the keyboard has no pointer: nearest corners. */
const columnsCollision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return closestCorners(args);
  const cards = hits.filter((hit) => !String(hit.id).startsWith(COLUMN_PREFIX));
  return cards.length > 0 ? cards : hits;
};

/** The saved layout with what changed since on the server: deleted items leave, new ones join their stored column. */
function reconcile(columns: Columns, children: MenuItem[]): Columns {
  const ids = new Set(children.map((child) => child.id));
  const next = columns.map((column) => column.filter((id) => ids.has(id)));
  for (const child of [...children].sort(bySortOrder)) {
    if (columnOf(next, child.id) >= 0) continue;
    const index = child.mega_menu_column >= 1 && child.mega_menu_column <= next.length ? child.mega_menu_column - 1 : 0;
    next[index].push(child.id);
  }
  return next;
}

function ColumnCard({
  item,
  column,
  columnCount,
  onEdit,
  onMove,
}: {
  item: MenuItem;
  column: number;
  columnCount: number;
  onEdit(item: MenuItem): void;
  onMove(item: MenuItem, column: number): void;
}) {
  const sortable = useSortable({ id: item.id });
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
        <DragHandle title={item.title} sortable={sortable} />
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
          onChange={(event) => onMove(item, Number(event.target.value) - 1)}
          options={Array.from({ length: columnCount }, (_v, i) => ({ value: String(i + 1), label: `Column ${i + 1}` }))}
        />
        <Button variant="ghost" size="sm" aria-label={`Edit ${item.title}`} onClick={() => onEdit(item)}>
          Edit
        </Button>
      </div>
    </li>
  );
}

function MegaColumn({
  index,
  items,
  count,
  onEdit,
  onMove,
}: {
  index: number;
  items: MenuItem[];
  count: number;
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
            <ColumnCard key={item.id} item={item} column={index} columnCount={count} onEdit={onEdit} onMove={onMove} />
          ))}
          {items.length === 0 && <li className="menus-mega-column__empty">Drop items here</li>}
        </ul>
      </SortableContext>
    </section>
  );
}

function PanelEditor({
  site,
  menu,
  items,
  panel,
  onDirtyChange,
}: {
  site: Site;
  menu: Menu;
  items: MenuItem[];
  panel: MenuItem;
  onDirtyChange(dirty: boolean): void;
}) {
  const toast = useToast();
  const save = useSaveMegaLayout(menu);
  const addItem = useSaveItem(menu.id);
  const children = items.filter((item) => item.parent === panel.id);
  const [count, setCount] = useState(clampColumns(menu.mega_menu_columns));
  const [width, setWidth] = useState<MegaMenuWidth>(menu.mega_menu_width);
  const [draft, setDraft] = useState<Columns | null>(null);
  const [refusal, setRefusal] = useState('');
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [widgetType, setWidgetType] = useState<WidgetType>('social_links');
  const [widgetColumn, setWidgetColumn] = useState('1');

  const columns = reconcile(draft ?? arrangeColumns(children, count), children);
  const byId = new Map(items.map((item) => [item.id, item]));
  const isPlain = (id: number) => !byId.get(id)?.is_mega_menu_item;
  const dirty = draft !== null || count !== menu.mega_menu_columns || width !== menu.mega_menu_width || !panel.is_mega_menu_item;
  const unsaved = draft !== null || count !== menu.mega_menu_columns || width !== menu.mega_menu_width;
  useEffect(() => onDirtyChange(unsaved), [unsaved, onDirtyChange]);
  const discard = () => {
    setDraft(null);
    setCount(clampColumns(menu.mega_menu_columns));
    setWidth(menu.mega_menu_width);
    setRefusal('');
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const place = (id: number, toColumn: number, toIndex: number) => {
    const next = moveToColumn(columns, id, toColumn, toIndex, isPlain);
    if (!next) return setRefusal(REFUSED);
    setRefusal('');
    setDraft(next);
  };
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

  const changeCount = (value: number) => {
    const next = clampColumns(value);
    setDraft(resizeColumns(columns, next));
    setCount(next);
    if (Number(widgetColumn) > next) setWidgetColumn('1');
  };

  const places = megaPlaces(columns);
  const laidOut = items.map((item) => {
    const stored = places.find((entry) => entry.id === item.id);
    if (item.id === panel.id) return { ...item, is_mega_menu_item: true, mega_menu_columns: count };
    return stored ? { ...item, mega_menu_column: stored.mega_menu_column, sort_order: stored.sort_order } : item;
  });

  const saveLayout = async (done = 'Mega menu saved') => {
    try {
      await save.mutateAsync({
        menu:
          count !== menu.mega_menu_columns || width !== menu.mega_menu_width
            ? { mega_menu_columns: count, mega_menu_width: width }
            : undefined,
        panel: !panel.is_mega_menu_item || panel.mega_menu_columns !== count ? { id: panel.id, mega_menu_columns: count } : undefined,
        places: places.map((entry) => ({ ...entry, parent_id: panel.id })),
      });
      setDraft(null);
      toast.success(done);
    } catch (error) {
      toast.error(errorText(error, 'Failed to save the mega menu'));
    }
  };

  const addWidget = async () => {
    const column = Math.min(Number(widgetColumn), count);
    const preset = WIDGET_PRESETS[widgetType];
    const form = { ...itemFormFrom({ item_type: 'widget', widget_type: widgetType, title: preset.title }), parent: String(panel.id) };
    const changes = itemPayload(form, {
      menu: menu.id,
      sort_order: MEGA_SORT_STEP * column + columns[column - 1].length,
      mega_menu_columns: count,
    });
    try {
      await addItem.mutateAsync({
        changes: { ...changes, is_mega_menu_item: true, mega_menu_column: column, widget_content: preset.content },
      });
      toast.success(`${preset.title} added to column ${column}`);
    } catch (error) {
      toast.error(errorText(error, 'Failed to add the widget'));
    }
  };

  return (
    <>
      {!panel.is_mega_menu_item && (
        <div className="menus-mega-step" role="group" aria-label="Mega panel">
          <p>
            <strong>{panel.title} opens as a plain dropdown on the site.</strong> Make it a mega menu panel to show its sub-items in these
            columns, in the preview and on the site.
          </p>
          <Button onClick={() => saveLayout(`${panel.title} opens as a mega panel`)} loading={save.isPending}>
            Make {panel.title} a mega panel
          </Button>
        </div>
      )}
      {children.length === 0 && (
        <p className="menus-muted">
          {panel.title} has no sub-items yet: add items with {panel.title} as their parent in the Builder, or add a widget to a column
          below.
        </p>
      )}
      <div className="menus-mega-controls">
        <div className="menus-mega-columns-input">
          <Button
            variant="secondary"
            size="sm"
            aria-label="Fewer columns"
            disabled={count <= MIN_COLUMNS}
            onClick={() => changeCount(count - 1)}
          >
            −
          </Button>
          <Input
            label="Columns"
            type="number"
            min={MIN_COLUMNS}
            max={MAX_COLUMNS}
            value={count}
            onChange={(event) => event.target.value !== '' && changeCount(Number(event.target.value))}
          />
          <Button
            variant="secondary"
            size="sm"
            aria-label="More columns"
            disabled={count >= MAX_COLUMNS}
            onClick={() => changeCount(count + 1)}
          >
            +
          </Button>
        </div>
        <ChoiceGroup label="Width" value={width} onChange={setWidth} options={MEGA_WIDTHS} />
        <span className="menus-actions__spacer" />
        <Button variant="secondary" aria-pressed={previewing} onClick={() => setPreviewing((on) => !on)}>
          {previewing ? 'Hide Preview' : 'Show Preview'}
        </Button>
        <Button variant="ghost" onClick={discard} disabled={!unsaved || save.isPending}>
          Discard
        </Button>
        <Button onClick={() => saveLayout()} loading={save.isPending} disabled={!dirty}>
          Save Layout
        </Button>
      </div>
      {unsaved && (
        <p className="menus-muted" aria-live="polite">
          Unsaved changes: Save Layout stores the columns, the width and where each item sits (another panel can be chosen after Save Layout
          or Discard).
        </p>
      )}
      <p className="menus-refusal" role="status" aria-live="polite">
        {refusal}
      </p>

      <div className="menus-mega-add">
        <Select
          label="Widget"
          value={widgetType}
          onChange={(event) => setWidgetType(event.target.value as WidgetType)}
          options={WIDGET_TYPES}
        />
        <Select
          label="Add to column"
          value={widgetColumn}
          onChange={(event) => setWidgetColumn(event.target.value)}
          options={Array.from({ length: count }, (_v, i) => ({ value: String(i + 1), label: `Column ${i + 1}` }))}
        />
        <Button variant="secondary" onClick={addWidget} loading={addItem.isPending}>
          Add Widget
        </Button>
      </div>

      <DndContext sensors={sensors} collisionDetection={columnsCollision} onDragOver={onDragOver} onDragEnd={onDragEnd}>
        <div className="menus-mega-grid" style={{ ['--columns' as string]: count }}>
          {columns.map((column, index) => (
            <MegaColumn
              key={index}
              index={index}
              count={count}
              items={column.map((id) => byId.get(id)).filter((item): item is MenuItem => Boolean(item))}
              onEdit={setEditing}
              onMove={(item, to) => place(item.id, to, columns[to]?.length ?? 0)}
            />
          ))}
        </div>
      </DndContext>

      {previewing && (
        <MenuPreviewFrames
          menu={{ ...menu, mega_menu_columns: count, mega_menu_width: width }}
          items={laidOut}
          siteName={site.name}
          siteSlug={site.slug}
          view="desktop"
          openItem={panel.id}
        />
      )}
      {editing && <ItemFormModal siteId={site.id} menu={menu} items={items} item={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** The Mega Menu tab: the dropdown of a top entry laid out in 1–6 columns of links and widgets. */
export function MegaEditor({ site, menu }: { site: Site; menu: Menu }) {
  const items = useMenuItems(menu.id);
  const [panelId, setPanelId] = useState<number | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const shown = items.data ? defaultPanel(items.data) : undefined;
  // The entry first shown stays chosen while items change (a new sub-item must not switch the panel).
  useEffect(() => {
    if (panelId === null && shown) setPanelId(shown.id);
  }, [panelId, shown]);

  if (items.isPending) return <Skeleton height={240} />;
  if (items.isError) return <ErrorState message="Failed to load menu items" onRetry={() => items.refetch()} />;
  const topLevel = topEntries(items.data);
  if (topLevel.length === 0) {
    return (
      <EmptyState title="No top-level items yet" description="Add an item in the Builder first: its dropdown becomes a mega menu panel." />
    );
  }
  const panel = topLevel.find((item) => item.id === panelId) ?? shown ?? topLevel[0];

  return (
    <div className="menus-mega">
      <Select
        label="Mega panel of"
        disabled={unsaved}
        title={unsaved ? 'Save or discard this layout first' : undefined}
        value={String(panel.id)}
        onChange={(event) => setPanelId(Number(event.target.value))}
        options={topLevel.map((item) => ({ value: String(item.id), label: panelLabel(item, items.data) }))}
      />
      <p className="menus-muted menus-mega-intro">
        A mega panel is the dropdown of a top entry, its sub-items laid out in columns. Choose the entry whose panel to lay out.
      </p>
      <PanelEditor key={panel.id} site={site} menu={menu} items={items.data} panel={panel} onDirtyChange={setUnsaved} />
    </div>
  );
}
