import type { Knex } from 'knex';
import { httpError, type AuthUser, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { CreateItemBody, UpdateItemBody } from '../schemas/items';
import type { ItemChanges, ItemRow, ItemView } from '../repositories/items';
import type { MenuRow, MenuView } from '../repositories/menus';
import { FIRST_COLUMN_LIMIT, MENU_ITEM_LIMIT } from '../constants';
import { isMenuAddress, widgetContent } from './widgets';
import { parseJson } from '../repositories/db';
import { shapeProblem } from './tree';
import { menuChanged } from './menu-events';
import type { WidgetType } from '../contract';

type ItemInput = Static<typeof UpdateItemBody> | Static<typeof CreateItemBody>;

const bad = (detail: string) => httpError(400, detail);

const DEFAULTS: ItemChanges = {
  parent_id: null,
  item_type: 'custom_url',
  url: '',
  page_id: null,
  category: null,
  target: '_self',
  rel_attributes: '',
  description: '',
  icon_class: '',
  css_classes: '',
  is_active: true,
  is_mega_menu_item: false,
  mega_menu_column: 1,
  mega_menu_columns: 1,
  mega_menu_column_width: 'auto',
  widget_type: null,
  widget_content: null,
  show_to_logged_in_users: true,
  show_to_logged_out_users: true,
};

/** The body's fields in the stored names; a field left out is absent, a null clears. */
function changesOf(input: ItemInput): ItemChanges & { title?: string | null } {
  const out: ItemChanges & { title?: string | null } = {};
  const copy = <K extends keyof ItemInput>(from: K, to: keyof ItemChanges | 'title' = from as keyof ItemChanges) => {
    if (input[from] !== undefined) (out as Record<string, unknown>)[to] = input[from];
  };
  copy('title');
  copy('item_type');
  copy('url');
  copy('page', 'page_id');
  copy('category');
  copy('parent', 'parent_id');
  copy('target');
  copy('rel_attributes');
  copy('description');
  copy('icon_class');
  copy('css_classes');
  copy('sort_order');
  copy('is_active');
  copy('is_mega_menu_item');
  copy('mega_menu_column');
  copy('mega_menu_columns');
  copy('mega_menu_column_width');
  copy('widget_type');
  copy('widget_content');
  copy('show_to_logged_in_users');
  copy('show_to_logged_out_users');
  return out;
}

/** What a client may change of a stored item (not its id, menu, count or times). */
function editableFields(row: ItemRow): ItemChanges & { title: string } {
  const { id: _id, menu_id: _menu, click_count: _clicks, created_at: _created, updated_at: _updated, ...fields } = row;
  return { ...fields, widget_content: parseJson(fields.widget_content) };
}

/**
 * An item as it would be stored after `input`, checked against its type's rules, its menu and the
 * site's pages. `current` is the item being edited (null for a new one).
 */
async function checkedItem(
  deps: Deps,
  trx: Knex.Transaction,
  menu: MenuRow,
  current: ItemRow | null,
  input: ItemInput,
): Promise<ItemChanges & { title: string }> {
  const merged = { ...(current ? editableFields(current) : DEFAULTS), ...changesOf(input) };
  const title = (merged.title ?? '').trim();
  if (!title) throw bad('Title is required');
  const url = (merged.url ?? '').trim();
  const item: ItemChanges & { title: string } = { ...merged, title, url };
  // An address sent is checked by the one rule whatever the item's type (a page item then drops it).
  const sent = (input.url ?? '').trim();
  if (sent && !isMenuAddress(sent)) throw bad('Enter a valid URL: http:// or https:// with a host, or a path starting with /');

  const type = item.item_type ?? 'custom_url';
  const keepLink = { url: '', page_id: null, category: null } as const;
  switch (type) {
    case 'custom_url':
      if (!url) throw bad('URL is required for a custom link');
      if (!isMenuAddress(url)) throw bad('Enter a valid URL: http:// or https:// with a host, or a path starting with /');
      Object.assign(item, { page_id: null, category: null, widget_type: null, widget_content: null });
      break;
    case 'page':
      if (!item.page_id) throw bad('Page is required for a page item');
      await assertSitePage(deps, trx, menu.site_id, item.page_id, current?.page_id ?? null);
      Object.assign(item, { url: '', category: null, widget_type: null, widget_content: null });
      break;
    case 'category':
      if (!item.category) throw bad('Category is required for a category item (a shop category slug)');
      Object.assign(item, { url: '', page_id: null, widget_type: null, widget_content: null });
      break;
    case 'button':
      if (item.page_id) await assertSitePage(deps, trx, menu.site_id, item.page_id, current?.page_id ?? null);
      else if (!url) throw bad('A button needs a URL or a page');
      if (url && !isMenuAddress(url)) throw bad('Enter a valid URL: http:// or https:// with a host, or a path starting with /');
      Object.assign(item, { category: null, widget_type: null, widget_content: null });
      break;
    case 'search':
      Object.assign(item, keepLink, { widget_type: 'search', widget_content: widgetContent('search', item.widget_content) });
      break;
    case 'social_links':
      if (item.widget_content == null) throw bad('Social links: widget_content must be a list of {platform, url, title, icon}');
      Object.assign(item, keepLink, { widget_type: 'social_links', widget_content: widgetContent('social_links', item.widget_content) });
      break;
    case 'widget':
      if (!item.widget_type) throw bad('widget_type is required for a widget item');
      Object.assign(item, keepLink, { widget_content: widgetContent(item.widget_type as WidgetType, item.widget_content) });
      break;
    default:
      Object.assign(item, keepLink, { widget_type: null, widget_content: null });
  }

  const column = item.mega_menu_column ?? 1;
  if (column > menu.mega_menu_columns)
    throw bad(`mega_menu_column must be from 1 to ${menu.mega_menu_columns} (the menu's number of columns)`);

  const parentId = item.parent_id ?? null;
  if (parentId !== null) {
    const parent = await deps.repos.items.find(parentId, trx);
    if (!parent || parent.menu_id !== menu.id) throw bad('parent must be an item of the same menu');
  }
  const shape = (await deps.repos.items.shapeOf(menu.id, trx)).filter((row) => row.id !== current?.id);
  // The edited item first, so a refusal names it.
  const problem = shapeProblem([{ id: current?.id ?? 0, parent_id: parentId }, ...shape]);
  if (problem) throw bad(problem);

  // In a mega menu's panel the first column holds at most ten plain links.
  if (menu.menu_type === 'mega_menu' && parentId !== null && column === 1 && !item.is_mega_menu_item) {
    const moving = !current || current.parent_id !== parentId || current.mega_menu_column !== 1 || current.is_mega_menu_item;
    if (moving && (await deps.repos.items.countFirstColumnRegulars(menu.id, parentId, current?.id ?? null, trx)) >= FIRST_COLUMN_LIMIT)
      throw bad(`The first column takes at most ${FIRST_COLUMN_LIMIT} items that are not mega menu items`);
  }
  return item;
}

async function assertSitePage(deps: Deps, trx: Knex.Transaction, siteId: number, pageId: number, currentPageId: number | null) {
  const page = await deps.repos.pages.find(pageId, trx);
  // An item may keep a page that was deleted since (it is flagged), but never gain one.
  if (pageId === currentPageId && page?.site_id === siteId) return;
  if (!page || page.deleted || page.site_id !== siteId) throw bad("page must be a page of this menu's site");
}

export async function createItem(
  deps: Deps,
  user: AuthUser,
  input: Static<typeof CreateItemBody>,
): Promise<{ item: ItemView; menu: MenuView }> {
  if (!input.menu) throw bad('menu is required (a menu id)');
  const menuId = input.menu;
  return deps.owned.checked(
    () => deps.owned.menu(user, menuId, 'editor'),
    () =>
      deps.db.transaction(async (trx) => {
        const menu = await deps.owned.menu(user, menuId, 'editor', trx);
        const locked = (await deps.repos.menus.lock(menu.id, trx))!;
        // Counted under the lock, so racing creations cannot pass the limit together.
        if ((await deps.repos.items.shapeOf(menu.id, trx)).length >= MENU_ITEM_LIMIT)
          throw bad(`A menu holds at most ${MENU_ITEM_LIMIT} items`);
        const item = await checkedItem(deps, trx, locked, null, input);
        if (input.sort_order === undefined) item.sort_order = await deps.repos.items.nextSortOrder(menu.id, item.parent_id ?? null, trx);
        const row = await deps.repos.items.insert({ ...item, menu_id: menu.id }, trx);
        await menuChanged(deps, trx, menu, 'items');
        return { item: (await deps.repos.items.view(row.id, trx))!, menu };
      }),
  );
}

export async function updateItem(deps: Deps, user: AuthUser, id: number, input: Static<typeof UpdateItemBody>) {
  return deps.owned.checked(
    () => deps.owned.item(user, id, 'editor'),
    () =>
      deps.db.transaction(async (trx) => {
        const { menu } = await deps.owned.item(user, id, 'editor', trx);
        if (input.menu && input.menu !== menu.id) throw bad('An item cannot move to another menu');
        const locked = (await deps.repos.menus.lock(menu.id, trx))!;
        // Read again under the menu's lock: a reorder may have moved it meanwhile.
        const fresh = (await deps.repos.items.find(id, trx))!;
        const item = await checkedItem(deps, trx, locked, fresh, input);
        await deps.repos.items.update(id, item, trx);
        await menuChanged(deps, trx, menu, 'items');
        return { item: (await deps.repos.items.view(id, trx))!, menu };
      }),
  );
}

/** Deletes an item; its children move up to its place's parent rather than vanish. */
export async function deleteItem(deps: Deps, user: AuthUser, id: number) {
  await deps.owned.checked(
    () => deps.owned.item(user, id, 'editor'),
    () =>
      deps.db.transaction(async (trx) => {
        const { menu } = await deps.owned.item(user, id, 'editor', trx);
        await deps.repos.menus.lock(menu.id, trx);
        const item = await deps.repos.items.find(id, trx);
        if (!item) throw httpError(404, 'Menu item not found');
        await deps.repos.items.liftChildren(item, trx);
        await deps.repos.items.remove(id, trx);
        await menuChanged(deps, trx, menu, 'items');
      }),
  );
}
