import { SiteMenu } from '@atlas/blocks';
import type { Menu, MenuItem } from '../api/types';
import { DeviceFrame } from './device-frame';
import { DEVICES, type DeviceId } from './devices';
import { toPublicMenu, type Visitor } from './public-menu';

export type View = DeviceId | 'all';

/**
 * The menu drawn by the public site's own component, in device-sized frames. Loaded on demand: the
 * public renderer brings the block library with it.
 */
export default function MenuPreviewFrames({
  menu,
  items,
  siteName,
  siteSlug,
  view,
  visitor = 'signed-out',
  openItem,
}: {
  menu: Menu;
  items: MenuItem[];
  siteName: string;
  siteSlug: string;
  view: View;
  visitor?: Visitor;
  openItem?: number;
}) {
  const publicMenu = toPublicMenu(menu, items, visitor);
  const devices = view === 'all' ? DEVICES.map((device) => device.id) : [view];
  return (
    <div className={view === 'all' ? 'menus-devices menus-devices--grid' : 'menus-devices'}>
      {devices.map((device) => (
        <DeviceFrame key={device} device={device} siteName={siteName} openItem={openItem}>
          <SiteMenu menu={publicMenu} location={menu.location_slug} siteSlug={siteSlug} preview />
        </DeviceFrame>
      ))}
    </div>
  );
}
