import { useEffect, useState } from 'react';
import type { Site } from '@atlas/sites/contract';
import { EmptyState, ErrorState, Select, Skeleton } from '@atlas/shell-kit';
import { useMenuItems } from '../api/items';
import type { Menu } from '../api/types';
import { defaultPanel, panelLabel, topEntries } from './mega-panels';
import { PanelEditor } from './panel-editor';

/**
 * The Mega Menu tab: the dropdown of a top entry laid out in 1–6 columns of links and widgets. With a
 * `refusal` (the role may not change menus) the panels can be looked at and previewed, not changed.
 */
export function MegaEditor({ site, menu, refusal }: { site: Site; menu: Menu; refusal: string | null }) {
  const items = useMenuItems(menu.id);
  const [panelId, setPanelId] = useState<number | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const shown = items.data ? defaultPanel(items.data) : undefined;
  // The entry first shown stays chosen while items change (a new sub-item must not switch the panel).
  useEffect(() => {
    if (panelId === null && shown) setPanelId(shown.id);
  }, [panelId, shown]);

  if (items.isPending) return <Skeleton height={240} />;
  if (items.isError) return <ErrorState message="Failed to load menu items" onRetry={() => items.refetch()} />;
  const topLevel = topEntries(items.data);
  if (topLevel.length === 0) {
    return (
      <EmptyState title="No top-level items yet" description="Add an item in the Builder first: its dropdown becomes a mega menu panel." />
    );
  }
  const panel = topLevel.find((item) => item.id === panelId) ?? shown ?? topLevel[0];

  return (
    <div className="menus-mega">
      {refusal && (
        <p className="menus-note" role="note">
          {refusal}
        </p>
      )}
      <Select
        label="Mega panel of"
        disabled={unsaved}
        title={unsaved ? 'Save or discard this layout first' : undefined}
        value={String(panel.id)}
        onChange={(event) => setPanelId(Number(event.target.value))}
        options={topLevel.map((item) => ({ value: String(item.id), label: panelLabel(item, items.data) }))}
      />
      <p className="menus-muted menus-mega-intro">
        A mega panel is the dropdown of a top entry, its sub-items laid out in columns. Choose the entry whose panel to lay out.
      </p>
      <PanelEditor key={panel.id} site={site} menu={menu} items={items.data} panel={panel} refusal={refusal} onDirtyChange={setUnsaved} />
    </div>
  );
}
