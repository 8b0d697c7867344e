import type { Migration } from '@atlas/service-kit';

/**
 * A mega menu's panel is the dropdown of a top entry marked as a mega item. Before the screens said so,
 * owners marked an entry's sub-items Mega or put them in columns and left the entry itself plain, which
 * the site drew as a plain dropdown. Those entries become the panels their owners set up (data only).
 */
export const megaPanels: Migration = {
  name: '002_menus_mega_panels',
  async up(knex, { schema }) {
    await knex.raw(
      `update ??.items as entry
          set is_mega_menu_item = true, mega_menu_columns = menu.mega_menu_columns, updated_at = now()
         from ??.menus as menu
        where entry.menu_id = menu.id
          and menu.menu_type = 'mega_menu'
          and entry.parent_id is null
          and not entry.is_mega_menu_item
          and exists (select 1 from ??.items as child
                       where child.parent_id = entry.id and (child.is_mega_menu_item or child.mega_menu_column > 1))`,
      [schema, schema, schema],
    );
  },
};
