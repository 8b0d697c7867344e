import type { Site } from '@atlas/sites/contract';
import type { MegaMenuWidth, Menu, MenuItem } from '../api/types';
import { MenuPreviewFrames } from '../preview/menu-preview';
import { megaPlaces, type Columns } from './mega-layout';

/** The menu as the site would draw it with the layout being edited, its panel open. */
export function PanelPreview({
  site,
  menu,
  items,
  panel,
  count,
  width,
  columns,
}: {
  site: Site;
  menu: Menu;
  items: MenuItem[];
  panel: MenuItem;
  count: number;
  width: MegaMenuWidth;
  columns: Columns;
}) {
  const places = megaPlaces(columns);
  const laidOut = items.map((item) => {
    const stored = places.find((entry) => entry.id === item.id);
    if (item.id === panel.id) return { ...item, is_mega_menu_item: true, mega_menu_columns: count };
    return stored ? { ...item, mega_menu_column: stored.mega_menu_column, sort_order: stored.sort_order } : item;
  });
  return (
    <MenuPreviewFrames
      menu={{ ...menu, mega_menu_columns: count, mega_menu_width: width }}
      items={laidOut}
      siteName={site.name}
      siteSlug={site.slug}
      view="desktop"
      openItem={panel.id}
    />
  );
}
