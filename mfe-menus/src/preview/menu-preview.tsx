import { useState } from 'react';
import { SiteMenu } from '@atlas/blocks';
import { EmptyState, ErrorState, Skeleton } from '@atlas/shell-kit';
import { useMenuItems } from '../api/items';
import type { Menu, MenuItem } from '../api/types';
import { ChoiceGroup } from '../shared/fields';
import { DEVICES, DeviceFrame, type DeviceId } from './device-frame';
import { toPublicMenu, type Visitor } from './public-menu';

type View = DeviceId | 'all';

const VIEWS: { value: View; label: string }[] = [
  ...DEVICES.map((device) => ({ value: device.id as View, label: device.label })),
  { value: 'all', label: 'All devices' },
];

/** The menu drawn by the public site's own component, in device-sized frames. */
export function MenuPreviewFrames({
  menu,
  items,
  siteName,
  siteSlug,
  view,
  visitor = 'signed-out',
}: {
  menu: Menu;
  items: MenuItem[];
  siteName: string;
  siteSlug: string;
  view: View;
  visitor?: Visitor;
}) {
  const publicMenu = toPublicMenu(menu, items, visitor);
  const devices = view === 'all' ? DEVICES.map((device) => device.id) : [view];
  return (
    <div className={view === 'all' ? 'menus-devices menus-devices--grid' : 'menus-devices'}>
      {devices.map((device) => (
        <DeviceFrame key={device} device={device} siteName={siteName}>
          <SiteMenu menu={publicMenu} location={menu.location_slug} siteSlug={siteSlug} preview />
        </DeviceFrame>
      ))}
    </div>
  );
}

/** The Preview tab: one device or all four, as a signed-out or a signed-in visitor sees the menu. */
export function MenuPreview({ siteName, siteSlug, menu }: { siteName: string; siteSlug: string; menu: Menu }) {
  const items = useMenuItems(menu.id);
  const [view, setView] = useState<View>('desktop');
  const [visitor, setVisitor] = useState<Visitor>('signed-out');

  return (
    <div className="menus-preview">
      <div className="menus-preview__controls">
        <ChoiceGroup label="Device" value={view} onChange={setView} options={VIEWS} />
        <ChoiceGroup
          label="Visitor"
          value={visitor}
          onChange={setVisitor}
          options={[
            { value: 'signed-out', label: 'Signed out' },
            { value: 'signed-in', label: 'Signed in' },
          ]}
        />
      </div>
      {!menu.is_active && <p className="menus-note">This menu is inactive: the public site does not show it yet.</p>}
      {items.isPending ? (
        <Skeleton height={240} />
      ) : items.isError ? (
        <ErrorState message="Failed to load menu items" onRetry={() => items.refetch()} />
      ) : items.data.length === 0 ? (
        <EmptyState title="Nothing to preview" description="An empty menu renders nothing on the site. Add items in the Builder." />
      ) : (
        <MenuPreviewFrames menu={menu} items={items.data} siteName={siteName} siteSlug={siteSlug} view={view} visitor={visitor} />
      )}
    </div>
  );
}
