import type { Knex } from 'knex';
import { httpError, type AuthUser, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { CreateMenuBody, UpdateMenuBody } from '../schemas/menus';
import type { MenuChanges, MenuView } from '../repositories/menus';
import type { ItemRow } from '../repositories/items';
import { MEGA_MENU_COLUMNS_DEFAULT } from '../constants';
import { menuChanged } from './menu-events';

type MenuInput = Static<typeof UpdateMenuBody>;

const bad = (detail: string) => httpError(400, detail);

/** The body's settings in the stored names (name and location are checked by the callers). */
function settingsOf(input: MenuInput): MenuChanges {
  const out: MenuChanges = {};
  if (input.description !== undefined) out.description = input.description.trim();
  if (input.css_classes !== undefined) out.css_classes = input.css_classes.trim();
  for (const key of [
    'menu_type',
    'auto_add_pages',
    'mega_menu_columns',
    'mega_menu_width',
    'show_to_logged_in_users',
    'show_to_logged_out_users',
    'track_clicks',
    'is_active',
  ] as const) {
    if (input[key] !== undefined) (out as Record<string, unknown>)[key] = input[key];
  }
  return out;
}

function requiredName(name: string | null | undefined) {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw bad('Name is required');
  return trimmed;
}

async function knownLocation(deps: Deps, id: number | null | undefined, trx: Knex.Transaction) {
  if (!id) throw bad('Location is required');
  const location = await deps.repos.menus.location(id, trx);
  if (!location) throw bad('Location is not one of the menu locations (see /api/locations/)');
  return location;
}

export async function createMenu(deps: Deps, user: AuthUser, input: Static<typeof CreateMenuBody>): Promise<MenuView> {
  const name = requiredName(input.name);
  if (!input.site) throw bad('Site is required');
  const siteId = input.site;
  // The site first, outside the transaction: one created a moment ago is asked of the sites service.
  await deps.owned.site(user, siteId, 'editor');
  return deps.db.transaction(async (trx) => {
    const location = await knownLocation(deps, input.location, trx);
    await deps.owned.site(user, siteId, 'editor', trx);
    const row = await deps.repos.menus.insert(
      { mega_menu_columns: MEGA_MENU_COLUMNS_DEFAULT, ...settingsOf(input), name, site_id: siteId, location_id: location.id },
      trx,
    );
    const menu = (await deps.repos.menus.find(row.id, trx))!;
    await menuChanged(deps, trx, menu, 'created');
    return menu;
  });
}

export async function updateMenu(deps: Deps, user: AuthUser, id: number, input: MenuInput): Promise<MenuView> {
  return deps.owned.checked(
    () => deps.owned.menu(user, id, 'editor'),
    () =>
      deps.db.transaction(async (trx) => {
        const menu = await deps.owned.menu(user, id, 'editor', trx);
        if (input.site !== undefined && input.site !== null && input.site !== menu.site_id) throw bad('A menu cannot move to another site');
        await deps.repos.menus.lock(id, trx);
        const changes = settingsOf(input);
        if (input.name !== undefined) changes.name = requiredName(input.name);
        if (input.location !== undefined) changes.location_id = (await knownLocation(deps, input.location, trx)).id;
        // Fewer columns: the items of the removed columns go to the first one.
        if (changes.mega_menu_columns !== undefined && changes.mega_menu_columns < menu.mega_menu_columns)
          await deps.repos.items.foldColumns(id, changes.mega_menu_columns, trx);
        await deps.repos.menus.update(id, changes, trx);
        const updated = (await deps.repos.menus.find(id, trx))!;
        // A menu that moved is also gone from its old location.
        if (updated.location_id !== menu.location_id) await menuChanged(deps, trx, menu, 'updated');
        await menuChanged(deps, trx, updated, 'updated');
        return updated;
      }),
  );
}

export async function deleteMenu(deps: Deps, user: AuthUser, id: number): Promise<void> {
  await deps.owned.checked(
    () => deps.owned.menu(user, id, 'editor'),
    () =>
      deps.db.transaction(async (trx) => {
        const menu = await deps.owned.menu(user, id, 'editor', trx);
        await deps.repos.menus.lock(id, trx);
        await menuChanged(deps, trx, menu, 'deleted');
        await deps.repos.menus.remove(id, trx);
      }),
  );
}

/** Copies items into another menu, parents remapped to the copies; positions and settings kept, counts reset. */
export async function copyItems(deps: Deps, trx: Knex.Transaction, items: ItemRow[], menuId: number) {
  const copies = new Map<number, number>();
  for (const item of items) {
    const { id, menu_id: _menu, parent_id: _parent, click_count: _count, created_at: _created, updated_at: _updated, ...fields } = item;
    const extra = fields as Record<string, unknown>;
    for (const key of ['page_slug', 'page_title', 'page_deleted', 'page_published', 'page_home']) delete extra[key];
    const copy = await deps.repos.items.insert({ ...fields, widget_content: item.widget_content, menu_id: menuId, parent_id: null }, trx);
    copies.set(id, copy.id);
  }
  for (const item of items) {
    if (item.parent_id !== null)
      await deps.repos.items.update(copies.get(item.id)!, { parent_id: copies.get(item.parent_id) ?? null }, trx);
  }
}

/** '{name} (Copy)' on the same site and location, with the whole tree copied under new ids. */
export async function duplicateMenu(deps: Deps, user: AuthUser, id: number): Promise<MenuView> {
  return deps.owned.checked(
    () => deps.owned.menu(user, id, 'editor'),
    () =>
      deps.db.transaction(async (trx) => {
        const menu = await deps.owned.menu(user, id, 'editor', trx);
        await deps.repos.menus.lock(id, trx);
        const source = (await deps.repos.menus.find(id, trx))!;
        const {
          id: _id,
          created_at: _created,
          updated_at: _updated,
          location_name: _ln,
          location_slug: _ls,
          owner_id: _owner,
          site_slug: _slug,
          site_deleted: _deleted,
          item_count: _count,
          ...settings
        } = source;
        const suffix = ' (Copy)';
        const row = await deps.repos.menus.insert({ ...settings, name: `${menu.name.slice(0, 100 - suffix.length)}${suffix}` }, trx);
        await copyItems(deps, trx, await deps.repos.items.ofMenu(id, trx), row.id);
        const copy = (await deps.repos.menus.find(row.id, trx))!;
        await menuChanged(deps, trx, copy, 'created');
        return copy;
      }),
  );
}
