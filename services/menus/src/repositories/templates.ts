import { json, parseJson, table, type Db } from './db';
import type { TemplateItem } from '../seed/templates';

export interface TemplateRow {
  id: number;
  key: string;
  name: string;
  description: string;
  category: string;
  is_featured: boolean;
  menu_type: string;
  mega_menu_columns: number;
  mega_menu_width: string;
  items: TemplateItem[];
}

export function templatesRepository(db: Db) {
  const read = (row: TemplateRow | undefined) => (row ? { ...row, items: parseJson<TemplateItem[]>(row.items) ?? [] } : undefined);
  return {
    async list(trx: Db = db): Promise<TemplateRow[]> {
      const rows: TemplateRow[] = await table(trx, 'templates').orderBy([
        { column: 'is_featured', order: 'desc' },
        { column: 'id', order: 'asc' },
      ]);
      return rows.map((row) => read(row)!);
    },
    async find(id: number, trx: Db = db): Promise<TemplateRow | undefined> {
      return read(await table(trx, 'templates').where({ id }).first());
    },
    /** Writes the library's templates (by key), so a new release's edits reach an existing database. */
    async upsert(template: Omit<TemplateRow, 'id'>, trx: Db = db): Promise<void> {
      await table(trx, 'templates')
        .insert({ ...template, items: json(template.items) })
        .onConflict('key')
        .merge(['name', 'description', 'category', 'is_featured', 'menu_type', 'mega_menu_columns', 'mega_menu_width', 'items']);
    },
  };
}
