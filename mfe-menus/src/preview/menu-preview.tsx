import { Suspense, lazy, useState } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@atlas/shell-kit';
import { useMenuItems } from '../api/items';
import type { Menu } from '../api/types';
import { ChoiceGroup } from '../shared/fields';
import { DEVICES } from './devices';
import type { View } from './menu-preview-frames';
import type { Visitor } from './public-menu';

const Frames = lazy(() => import('./menu-preview-frames'));

/** The menu in device-sized frames, drawn by the public site's own component once it has loaded. */
export function MenuPreviewFrames(props: Parameters<typeof Frames>[0]) {
  return (
    <Suspense fallback={<Skeleton height={240} />}>
      <Frames {...props} />
    </Suspense>
  );
}

const VIEWS: { value: View; label: string }[] = [
  ...DEVICES.map((device) => ({ value: device.id as View, label: device.label })),
  { value: 'all', label: 'All devices' },
];

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
