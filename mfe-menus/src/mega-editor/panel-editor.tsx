import { useEffect, useRef, useState } from 'react';
import { SaveOnLeave } from '@atlas/shell-kit';
import type { Site } from '@atlas/sites/contract';
import type { Menu, MenuItem } from '../api/types';
import { ItemFormModal } from '../builder/item-form-modal';
import { AddWidget } from './add-widget';
import { MakePanelStep } from './make-panel-step';
import { MegaColumns } from './mega-columns';
import { PanelPreview } from './panel-preview';
import { PanelSettings } from './panel-settings';
import { usePanelLayout } from './use-panel-layout';

/** One top entry's mega panel: its settings, a widget to add, its columns to arrange, and a preview. */
export function PanelEditor({
  site,
  menu,
  items,
  panel,
  refusal,
  onDirtyChange,
}: {
  site: Site;
  menu: Menu;
  items: MenuItem[];
  panel: MenuItem;
  refusal: string | null;
  onDirtyChange(dirty: boolean): void;
}) {
  const layout = usePanelLayout(menu, panel, items);
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [widgetColumn, setWidgetColumn] = useState('1');
  const { count, width, unsaved, saving, saveLayout } = layout;
  useEffect(() => onDirtyChange(unsaved), [unsaved, onDirtyChange]);
  const unsavedNow = useRef(unsaved);
  unsavedNow.current = unsaved && !refusal;

  const changeCount = (value: number) => {
    if (Number(widgetColumn) > layout.changeCount(value)) setWidgetColumn('1');
  };

  return (
    <>
      {/* Leaving the tab or the menu saves the layout first; it is several requests, so a closing tab asks instead. */}
      <SaveOnLeave isDirty={() => unsavedNow.current} save={() => saveLayout()} saveOnClose={() => false} />
      {!panel.is_mega_menu_item && (
        <MakePanelStep panel={panel} saving={saving} refusal={refusal} onMake={() => saveLayout(`${panel.title} opens as a mega panel`)} />
      )}
      {layout.children.length === 0 && (
        <p className="menus-muted">
          {panel.title} has no sub-items yet: add items with {panel.title} as their parent in the Builder, or add a widget to a column
          below.
        </p>
      )}
      <PanelSettings
        count={count}
        width={width}
        previewing={previewing}
        unsaved={unsaved}
        dirty={layout.dirty}
        saving={saving}
        refusal={refusal}
        onCountChange={changeCount}
        onWidthChange={layout.setWidth}
        onPreviewToggle={() => setPreviewing((on) => !on)}
        onDiscard={layout.discard}
        onSave={() => saveLayout()}
      />
      <p className="menus-refusal" role="status" aria-live="polite">
        {layout.refusal}
      </p>
      {!refusal && (
        <AddWidget
          menu={menu}
          panel={panel}
          columns={layout.columns}
          count={count}
          column={widgetColumn}
          onColumnChange={setWidgetColumn}
        />
      )}
      <MegaColumns columns={layout.columns} count={count} items={items} refusal={refusal} place={layout.place} onEdit={setEditing} />
      {previewing && (
        <PanelPreview site={site} menu={menu} items={items} panel={panel} count={count} width={width} columns={layout.columns} />
      )}
      {editing && <ItemFormModal siteId={site.id} menu={menu} items={items} item={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
