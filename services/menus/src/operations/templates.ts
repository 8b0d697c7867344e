import type { Knex } from 'knex';
import { httpError, type AuthUser, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { ApplyTemplateBody } from '../schemas/menus';
import type { MenuView } from '../repositories/menus';
import type { SiteCopyRow as SiteRow } from '@atlas/service-kit';
import type { PageRow } from '../repositories/pages';
import type { ItemChanges } from '../repositories/items';
import { MEGA_SORT_STEP } from '../constants';
import { TEMPLATE_LIBRARY, type MenuTemplateDefinition, type TemplateItem } from '../seed/templates';
import { widgetContent } from './widgets';
import { menuChanged } from './menu-events';
import type { WidgetType } from '../contract';

/** Writes the library's templates; run on every start (by key, so edits reach an existing database). */
export async function seedTemplates(deps: Deps) {
  for (const template of TEMPLATE_LIBRARY) await deps.repos.templates.upsert(template);
}

/** A template item as a stored item of `site`: named pages become page items when the site has them. */
function itemFrom(entry: TemplateItem, site: SiteRow, pages: Map<string, PageRow>): ItemChanges & { title: string } {
  const item: ItemChanges & { title: string } = {
    title: entry.title,
    item_type: entry.item_type,
    url: entry.url ?? '',
    category: entry.category ?? null,
    target: entry.target ?? '_self',
    description: entry.description ?? '',
    icon_class: entry.icon_class ?? '',
    css_classes: entry.css_classes ?? '',
    is_mega_menu_item: entry.is_mega_menu_item ?? false,
    mega_menu_column: entry.mega_menu_column ?? 1,
    mega_menu_column_width: entry.mega_menu_column_width ?? 'auto',
    widget_type: entry.widget_type ?? null,
    widget_content: entry.widget_type ? widgetContent(entry.widget_type as WidgetType, entry.widget_content) : null,
  };
  if (entry.link_page !== undefined) {
    const page = pages.get(entry.link_page);
    if (page) item.page_id = page.id;
    else {
      if (item.item_type === 'page') item.item_type = 'custom_url';
      item.url = entry.link_page ? `/${site.slug}/${entry.link_page}` : `/${site.slug}`;
    }
  }
  return item;
}

/** Creates a template's items (its whole tree) in a menu of `site`. */
export async function addTemplateItems(
  deps: Deps,
  trx: Knex.Transaction,
  template: Pick<MenuTemplateDefinition, 'items' | 'menu_type'>,
  site: SiteRow,
  menuId: number,
) {
  const pages = new Map<string, PageRow>();
  for (const page of await deps.repos.pages.ofSite(site.id, trx)) {
    pages.set(page.slug, page);
    if (page.is_home_page) pages.set('', page);
  }
  const add = async (entries: TemplateItem[], parentId: number | null) => {
    const positions = new Map<number, number>();
    for (const [index, entry] of entries.entries()) {
      const item = itemFrom(entry, site, pages);
      // Inside a mega panel the editor orders by 100 × column + position.
      const column = item.mega_menu_column ?? 1;
      const position = positions.get(column) ?? 0;
      positions.set(column, position + 1);
      const sortOrder = template.menu_type === 'mega_menu' && parentId !== null ? MEGA_SORT_STEP * column + position : index;
      const row = await deps.repos.items.insert({ ...item, menu_id: menuId, parent_id: parentId, sort_order: sortOrder }, trx);
      if (entry.children?.length) await add(entry.children, row.id);
    }
  };
  await add(template.items, null);
}

export async function applyTemplate(
  deps: Deps,
  user: AuthUser,
  templateId: number,
  body: Static<typeof ApplyTemplateBody>,
): Promise<MenuView> {
  const template = await deps.repos.templates.find(templateId);
  if (!template) throw httpError(404, 'Template not found');
  if (!body.site_id) throw httpError(400, 'site_id is required');
  if (!body.location_id) throw httpError(400, 'Location is required');
  const siteId = body.site_id;
  const locationId = body.location_id;
  const name = (body.name ?? '').trim() || template.name;
  await deps.owned.site(user, siteId, 'editor');
  return deps.db.transaction(async (trx) => {
    const site = await deps.owned.site(user, siteId, 'editor', trx);
    const location = await deps.repos.menus.location(locationId, trx);
    if (!location) throw httpError(400, 'Location is not one of the menu locations (see /api/locations/)');
    const row = await deps.repos.menus.insert(
      {
        site_id: site.id,
        location_id: location.id,
        name,
        description: template.description,
        menu_type: template.menu_type,
        mega_menu_columns: template.mega_menu_columns,
        mega_menu_width: template.mega_menu_width,
      },
      trx,
    );
    await addTemplateItems(
      deps,
      trx,
      { items: template.items, menu_type: template.menu_type as MenuTemplateDefinition['menu_type'] },
      site,
      row.id,
    );
    const menu = (await deps.repos.menus.find(row.id, trx))!;
    await menuChanged(deps, trx, menu, 'created');
    return menu;
  });
}
