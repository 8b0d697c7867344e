import { siteCopyRepository } from '@atlas/service-kit';
import { qualified, SCHEMA, table, type Db } from './db';

export interface MenuRow {
  id: number;
  site_id: number;
  location_id: number;
  name: string;
  description: string;
  css_classes: string;
  menu_type: string;
  auto_add_pages: boolean;
  mega_menu_columns: number;
  mega_menu_width: string;
  show_to_logged_in_users: boolean;
  show_to_logged_out_users: boolean;
  track_clicks: boolean;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A menu as the routes answer it: with its location, its site's owner and slug and its item count. */
export interface MenuView extends MenuRow {
  location_name: string;
  location_slug: string;
  owner_id: number;
  site_slug: string;
  site_deleted: boolean;
  item_count: number;
}

export type MenuChanges = Partial<Omit<MenuRow, 'id' | 'created_at' | 'updated_at'>>;

export interface LocationRow {
  id: number;
  slug: string;
  name: string;
}

export function menusRepository(db: Db) {
  const sites = siteCopyRepository(db, SCHEMA);
  const view = (trx: Db) =>
    sites
      .joinTo(trx(`${qualified('menus')} as m`).join(`${qualified('locations')} as l`, 'l.id', 'm.location_id'), 'm.site_id')
      .select(
        'm.*',
        'l.name as location_name',
        'l.slug as location_slug',
        's.owner_id',
        's.slug as site_slug',
        's.deleted as site_deleted',
        trx.raw(`(select count(*)::int from ${qualified('items')} i where i.menu_id = m.id) as item_count`),
      );

  return {
    async find(id: number, trx: Db = db): Promise<MenuView | undefined> {
      return view(trx).where('m.id', id).first();
    },
    /** The menus of these sites (not deleted), by id. */
    async list(filter: { siteIds: number[]; locationId?: number }, trx: Db = db): Promise<MenuView[]> {
      const query = view(trx).where('s.deleted', false).whereIn('m.site_id', filter.siteIds).orderBy('m.id', 'asc');
      if (filter.locationId) query.where('m.location_id', filter.locationId);
      return query;
    },
    /** Holds the menu row until the transaction ends: every change to a menu's items queues here. */
    async lock(id: number, trx: Db): Promise<MenuRow | undefined> {
      return table(trx, 'menus').where({ id }).forUpdate().first();
    },
    async insert(menu: MenuChanges & Pick<MenuRow, 'site_id' | 'location_id' | 'name'>, trx: Db = db): Promise<MenuRow> {
      const [row] = await table(trx, 'menus').insert(menu).returning('*');
      return row;
    },
    async update(id: number, changes: MenuChanges, trx: Db = db): Promise<void> {
      await table(trx, 'menus')
        .where({ id })
        .update({ ...changes, updated_at: new Date() });
    },
    async touch(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'menus').where({ id }).update({ updated_at: new Date() });
    },
    async remove(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'menus').where({ id }).delete();
    },
    async ofSite(siteId: number, trx: Db = db): Promise<MenuRow[]> {
      return table(trx, 'menus').where({ site_id: siteId }).orderBy('id', 'asc');
    },
    async autoAddOf(siteId: number, trx: Db = db): Promise<MenuRow[]> {
      return table(trx, 'menus').where({ site_id: siteId, auto_add_pages: true }).orderBy('id', 'asc');
    },
    /** The menu a site shows at a location: the newest active one. */
    async activeAt(siteId: number, locationSlug: string, trx: Db = db): Promise<(MenuRow & { location_slug: string }) | undefined> {
      return trx(`${qualified('menus')} as m`)
        .join(`${qualified('locations')} as l`, 'l.id', 'm.location_id')
        .where({ 'm.site_id': siteId, 'l.slug': locationSlug, 'm.is_active': true })
        .orderBy('m.id', 'desc')
        .select('m.*', 'l.slug as location_slug')
        .first();
    },

    /** The menu a published site shows at a location, found by the site's slug: the newest active one. */
    async publishedAt(siteSlug: string, locationSlug: string, trx: Db = db): Promise<(MenuRow & { location_slug: string }) | undefined> {
      return sites
        .joinTo(trx(`${qualified('menus')} as m`), 'm.site_id')
        .join(`${qualified('locations')} as l`, 'l.id', 'm.location_id')
        .where({ 's.slug': siteSlug, 's.deleted': false, 's.is_published': true, 'l.slug': locationSlug, 'm.is_active': true })
        .orderBy('m.id', 'desc')
        .select('m.*', 'l.slug as location_slug')
        .first();
    },

    async locations(trx: Db = db): Promise<LocationRow[]> {
      return table(trx, 'locations').orderBy('id', 'asc');
    },
    async location(id: number, trx: Db = db): Promise<LocationRow | undefined> {
      return table(trx, 'locations').where({ id }).first();
    },
    async locationBySlug(slug: string, trx: Db = db): Promise<LocationRow | undefined> {
      return table(trx, 'locations').where({ slug }).first();
    },
  };
}
export type MenusRepository = ReturnType<typeof menusRepository>;
