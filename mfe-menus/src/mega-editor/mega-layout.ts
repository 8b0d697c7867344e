import { FIRST_COLUMN_LIMIT, MEGA_MENU_COLUMNS_MAX, MEGA_MENU_COLUMNS_MIN, MEGA_SORT_STEP } from '@atlas/menus/contract';
import type { MenuItem } from '../api/types';

// A mega menu's dropdown as columns of item ids (index 0 is column 1), and the rules that keep it valid.

export const MIN_COLUMNS = MEGA_MENU_COLUMNS_MIN;
export const MAX_COLUMNS = MEGA_MENU_COLUMNS_MAX;
export { FIRST_COLUMN_LIMIT };

export type Columns = number[][];

export const clampColumns = (count: number) => Math.max(MIN_COLUMNS, Math.min(MAX_COLUMNS, Math.round(count) || MIN_COLUMNS));

const bySortOrder = (a: MenuItem, b: MenuItem) => a.sort_order - b.sort_order || a.id - b.id;

/**
 * Places each item in its stored column (one past the count falls back to column 1); plain links
 * beyond the first column's limit go to the least filled of the other columns.
 */
export function arrangeColumns(items: MenuItem[], count: number): Columns {
  const columns: Columns = Array.from({ length: clampColumns(count) }, () => []);
  const plainInFirst = () => columns[0].filter((id) => !items.find((item) => item.id === id)?.is_mega_menu_item).length;
  for (const item of [...items].sort(bySortOrder)) {
    const stored = item.mega_menu_column >= 1 && item.mega_menu_column <= columns.length ? item.mega_menu_column - 1 : 0;
    if (stored === 0 && !item.is_mega_menu_item && plainInFirst() >= FIRST_COLUMN_LIMIT && columns.length > 1) {
      const others = columns.slice(1);
      const target = others.indexOf(others.reduce((least, column) => (column.length < least.length ? column : least))) + 1;
      columns[target].push(item.id);
    } else {
      columns[stored].push(item.id);
    }
  }
  return columns;
}

/** The saved layout with what changed since on the server: deleted items leave, new ones join their stored column. */
export function reconcileColumns(columns: Columns, children: MenuItem[]): Columns {
  const ids = new Set(children.map((child) => child.id));
  const next = columns.map((column) => column.filter((id) => ids.has(id)));
  for (const child of [...children].sort(bySortOrder)) {
    if (columnOf(next, child.id) >= 0) continue;
    const index = child.mega_menu_column >= 1 && child.mega_menu_column <= next.length ? child.mega_menu_column - 1 : 0;
    next[index].push(child.id);
  }
  return next;
}

/** A new column count (bounded 1–6); the items of removed columns move to column 1. */
export function resizeColumns(columns: Columns, count: number): Columns {
  const next = clampColumns(count);
  if (next >= columns.length) return [...columns.map((column) => [...column]), ...Array.from({ length: next - columns.length }, () => [])];
  const kept = columns.slice(0, next).map((column) => [...column]);
  kept[0].push(...columns.slice(next).flat());
  return kept;
}

export function columnOf(columns: Columns, id: number): number {
  return columns.findIndex((column) => column.includes(id));
}

/**
 * Moves an item to a place in a column. Refused (null) when it would put more than the limit of plain
 * links into the first column.
 */
export function moveToColumn(
  columns: Columns,
  id: number,
  toColumn: number,
  toIndex: number,
  isPlain: (id: number) => boolean,
): Columns | null {
  const from = columnOf(columns, id);
  if (from < 0 || toColumn < 0 || toColumn >= columns.length) return columns;
  if (toColumn === 0 && from !== 0 && isPlain(id) && columns[0].filter(isPlain).length >= FIRST_COLUMN_LIMIT) return null;
  const next = columns.map((column) => column.filter((entry) => entry !== id));
  const index = Math.max(0, Math.min(toIndex, next[toColumn].length));
  next[toColumn].splice(index, 0, id);
  return next;
}

/** The stored place of each item: column number (from 1) and sort order 100 × column + position. */
export function megaPlaces(columns: Columns): { id: number; mega_menu_column: number; sort_order: number }[] {
  return columns.flatMap((column, index) =>
    column.map((id, position) => ({ id, mega_menu_column: index + 1, sort_order: MEGA_SORT_STEP * (index + 1) + position })),
  );
}
