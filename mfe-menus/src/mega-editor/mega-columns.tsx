import { DndContext } from '@dnd-kit/core';
import type { MenuItem } from '../api/types';
import type { Columns } from './mega-layout';
import { MegaColumn } from './mega-column';
import { useColumnDrag } from './use-column-drag';

/** The panel's columns side by side, their cards dragged between them or moved by each card's column choice. */
export function MegaColumns({
  columns,
  count,
  items,
  refusal,
  place,
  onEdit,
}: {
  columns: Columns;
  count: number;
  items: MenuItem[];
  refusal: string | null;
  place(id: number, toColumn: number, toIndex: number): void;
  onEdit(item: MenuItem): void;
}) {
  const drag = useColumnDrag(columns, place);
  const byId = new Map(items.map((item) => [item.id, item]));
  return (
    <DndContext {...drag}>
      <div className="menus-mega-grid" style={{ ['--columns' as string]: count }}>
        {columns.map((column, index) => (
          <MegaColumn
            key={index}
            index={index}
            count={count}
            refusal={refusal}
            items={column.map((id) => byId.get(id)).filter((item): item is MenuItem => Boolean(item))}
            onEdit={onEdit}
            onMove={(item, to) => place(item.id, to, columns[to]?.length ?? 0)}
          />
        ))}
      </div>
    </DndContext>
  );
}
