import { siteCopyRepository } from '@atlas/service-kit';
import { json, qualified, SCHEMA, table, type Db } from './db';

export interface ItemRow {
  id: number;
  menu_id: number;
  parent_id: number | null;
  title: string;
  item_type: string;
  url: string;
  page_id: number | null;
  category: string | null;
  target: string;
  rel_attributes: string;
  description: string;
  icon_class: string;
  css_classes: string;
  sort_order: number;
  is_active: boolean;
  is_mega_menu_item: boolean;
  mega_menu_column: number;
  mega_menu_columns: number;
  mega_menu_column_width: string;
  widget_type: string | null;
  widget_content: unknown;
  show_to_logged_in_users: boolean;
  show_to_logged_out_users: boolean;
  click_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** An item with what this service knows of the page it links (null when it links none or the page is unknown). */
export interface ItemView extends ItemRow {
  page_slug: string | null;
  page_title: string | null;
  page_deleted: boolean | null;
  page_published: boolean | null;
  page_home: boolean | null;
}

/** What counting a click needs to know of an item: its menu's and its site's state. */
export interface ClickTarget {
  id: number;
  is_active: boolean;
  menu_id: number;
  track_clicks: boolean;
  menu_active: boolean;
  site_id: number;
  slug: string;
  deleted: boolean;
}

/** A reordered item: its place, its parent and (unless left as it is) its mega-menu column. */
export interface ItemPlace {
  id: number;
  sort_order: number;
  parent_id: number | null;
  mega_menu_column: number | null;
}

export type ItemChanges = Partial<Omit<ItemRow, 'id' | 'menu_id' | 'click_count' | 'created_at' | 'updated_at'>>;

const stored = (changes: ItemChanges) =>
  'widget_content' in changes ? { ...changes, widget_content: json(changes.widget_content) } : changes;

export function itemsRepository(db: Db) {
  const sites = siteCopyRepository(db, SCHEMA);
  const view = (trx: Db) =>
    trx(`${qualified('items')} as i`)
      .leftJoin(`${qualified('pages')} as p`, 'p.id', 'i.page_id')
      .select(
        'i.*',
        'p.slug as page_slug',
        'p.title as page_title',
        'p.deleted as page_deleted',
        'p.is_published as page_published',
        'p.is_home_page as page_home',
      );
  return {
    async view(id: number, trx: Db = db): Promise<ItemView | undefined> {
      return view(trx).where('i.id', id).first();
    },
    /** A menu's items with their pages: top level first, then by parent, each list in its sort order. */
    async ofMenu(menuId: number, trx: Db = db): Promise<ItemView[]> {
      return view(trx).where('i.menu_id', menuId).orderByRaw('i.parent_id asc nulls first, i.sort_order asc, i.id asc');
    },
    /** Only the ids and parents, for the checks of a reorder. */
    async shapeOf(menuId: number, trx: Db = db): Promise<Pick<ItemRow, 'id' | 'parent_id'>[]> {
      return table(trx, 'items').where({ menu_id: menuId }).select('id', 'parent_id');
    },
    async find(id: number, trx: Db = db): Promise<ItemRow | undefined> {
      return table(trx, 'items').where({ id }).first();
    },
    async byIds(ids: number[], trx: Db = db): Promise<ItemRow[]> {
      return ids.length ? table(trx, 'items').whereIn('id', ids) : [];
    },
    async insert(item: ItemChanges & Pick<ItemRow, 'menu_id' | 'title'>, trx: Db = db): Promise<ItemRow> {
      const [row] = await table(trx, 'items').insert(stored(item)).returning('*');
      return row;
    },
    async update(id: number, changes: ItemChanges, trx: Db = db): Promise<void> {
      await table(trx, 'items')
        .where({ id })
        .update({ ...stored(changes), updated_at: new Date() });
    },
    async remove(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'items').where({ id }).delete();
    },
    /** Moves an item's children up to its own parent (used before deleting it). */
    async liftChildren(item: Pick<ItemRow, 'id' | 'parent_id'>, trx: Db = db): Promise<void> {
      await table(trx, 'items').where({ parent_id: item.id }).update({ parent_id: item.parent_id, updated_at: new Date() });
    },
    async nextSortOrder(menuId: number, parentId: number | null, trx: Db = db): Promise<number> {
      const row = await table(trx, 'items')
        .where({ menu_id: menuId })
        .andWhere((q) => (parentId === null ? q.whereNull('parent_id') : q.where('parent_id', parentId)))
        .max('sort_order as max')
        .first();
      const max = row?.max;
      return max === null || max === undefined ? 0 : Number(max) + 1;
    },
    async countFirstColumnRegulars(menuId: number, parentId: number | null, exceptId: number | null, trx: Db = db): Promise<number> {
      const query = table(trx, 'items')
        .where({ menu_id: menuId, mega_menu_column: 1, is_mega_menu_item: false })
        .andWhere((q) => (parentId === null ? q.whereNull('parent_id') : q.where('parent_id', parentId)));
      if (exceptId) query.whereNot('id', exceptId);
      const row = await query.count<{ count: string | number }[]>('* as count').first();
      return Number(row?.count ?? 0);
    },
    /** Moves every top-level item one place down, freeing position 0. */
    async shiftTopLevel(menuId: number, trx: Db = db): Promise<void> {
      await table(trx, 'items').where({ menu_id: menuId }).whereNull('parent_id').increment('sort_order', 1);
    },
    async linkingPage(pageId: number, trx: Db = db): Promise<ItemRow[]> {
      return table(trx, 'items').where({ page_id: pageId });
    },
    async hasPage(menuId: number, pageId: number, trx: Db = db): Promise<boolean> {
      return Boolean(await table(trx, 'items').where({ menu_id: menuId, page_id: pageId }).first('id'));
    },
    /** Items in columns a menu no longer has go to column 1. */
    async foldColumns(menuId: number, columns: number, trx: Db = db): Promise<void> {
      await table(trx, 'items').where({ menu_id: menuId }).where('mega_menu_column', '>', columns).update({ mega_menu_column: 1 });
    },
    /** The item with its menu and its site, for counting a click on it. */
    async clickTarget(id: number, trx: Db = db): Promise<ClickTarget | undefined> {
      return sites
        .joinTo(trx(`${qualified('items')} as i`).join(`${qualified('menus')} as m`, 'm.id', 'i.menu_id'), 'm.site_id')
        .where('i.id', id)
        .select(
          'i.id',
          'i.is_active',
          'm.id as menu_id',
          'm.track_clicks',
          'm.is_active as menu_active',
          's.id as site_id',
          's.slug',
          's.deleted',
        )
        .first();
    },
    /** Puts the menu's items at these places in one statement (items of other menus are left alone). */
    async place(menuId: number, places: ItemPlace[], trx: Db = db): Promise<void> {
      const values = places.map(() => '(?::int, ?::int, ?::int, ?::int)').join(', ');
      const bindings = places.flatMap((entry) => [entry.id, entry.sort_order, entry.parent_id, entry.mega_menu_column]);
      await trx.raw(
        `update ${qualified('items')} as i
          set sort_order = v.sort_order, parent_id = v.parent_id,
              mega_menu_column = coalesce(v.col, i.mega_menu_column), updated_at = now()
         from (values ${values}) as v(id, sort_order, parent_id, col)
        where i.id = v.id and i.menu_id = ?`,
        [...bindings, menuId],
      );
    },
    async countClick(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'items').where({ id }).increment('click_count', 1);
    },
  };
}
export type ItemsRepository = ReturnType<typeof itemsRepository>;
