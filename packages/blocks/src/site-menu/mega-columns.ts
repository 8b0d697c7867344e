import type { MegaColumnWidth, PublicMenuItem } from './types';

export interface MegaColumn {
  column: number;
  width: MegaColumnWidth;
  items: PublicMenuItem[];
}

const clampColumns = (value: unknown, fallback: number) => {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n >= 1 && n <= 6 ? n : fallback;
};

/** How many columns a mega panel has: the menu's count (1..6, default 4), which bounds every item's column. */
const columnCountOf = (menuColumns: unknown) => clampColumns(menuColumns, 4);

/**
 * A mega item's children grouped by their column, every column present (an empty column keeps its place).
 * A child whose column no longer exists sits in column 1, as the editor moves it there.
 */
export function megaColumns(item: PublicMenuItem, menuColumns: unknown): MegaColumn[] {
  const count = columnCountOf(menuColumns);
  const columns: MegaColumn[] = Array.from({ length: count }, (_, i) => ({ column: i + 1, width: 'auto', items: [] }));
  for (const child of item.children ?? []) {
    const n = Math.trunc(Number(child.mega_menu_column));
    const column = columns[n >= 1 && n <= count ? n - 1 : 0];
    if (column.items.length === 0 && child.mega_menu_column_width) column.width = child.mega_menu_column_width;
    column.items.push(child);
  }
  return columns;
}

// A twelfth-based track per width; 'auto' columns share what the others leave.
const TWELFTHS: Partial<Record<MegaColumnWidth, number>> = { '1/4': 3, '1/3': 4, '1/2': 6, '2/3': 8, '3/4': 9 };

/** `grid-template-columns` for a panel: fixed fractions for sized columns, the rest shared; 'full' spans a row of its own. */
export function megaGridTemplate(columns: MegaColumn[]): string {
  const inRow = columns.filter((c) => c.width !== 'full');
  if (inRow.length === 0) return 'minmax(0,1fr)';
  const fixed = inRow.reduce((sum, c) => sum + (TWELFTHS[c.width] ?? 0), 0);
  const autos = inRow.filter((c) => !TWELFTHS[c.width]).length;
  const share = autos ? Math.max(2, (12 - fixed) / autos) : 0;
  return inRow.map((c) => `minmax(0,${TWELFTHS[c.width] ?? +share.toFixed(2)}fr)`).join(' ');
}
