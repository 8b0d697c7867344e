import { useState } from 'react';
import { Button, Tabs } from '@atlas/shell-kit';
import { blockRegistry, cloneBlockWithNewIds, useExtraBlockDefinitions } from '@atlas/blocks';
import { useEditorSelector, useEditorStore } from '../../editor/store';
import { ContentTab } from './content-tab';
import { StyleTab } from './style-tab';
import { SettingsTab } from './settings-tab';

const TABS = ['Content', 'Style', 'Settings'] as const;
type Tab = (typeof TABS)[number];

/** The right sidebar: edits the selected block (Content from its definition's fields; Style; Settings). */
export function PropertiesPanel() {
  const store = useEditorStore();
  const extra = useExtraBlockDefinitions();
  const [tab, setTab] = useState<Tab>('Content');
  const selectedIds = useEditorSelector((snapshot) => snapshot.state.selectedIds);
  const block = useEditorSelector((snapshot) =>
    snapshot.state.selectedIds.length === 1 ? snapshot.byId.get(snapshot.state.selectedIds[0]) : undefined,
  );
  // A block inside a column is edited through its column.
  const column = useEditorSelector((snapshot) =>
    snapshot.state.selectedIds.length === 1 ? snapshot.columnOf.get(snapshot.state.selectedIds[0]) : undefined,
  );

  if (selectedIds.length > 1) {
    return (
      <aside className="atlas-properties" aria-label="Block properties">
        <h2 className="atlas-panel-title">{`${selectedIds.length} blocks selected`}</h2>
        <div className="atlas-properties__actions">
          <Button variant="secondary" size="sm" onClick={() => store.dispatch({ type: 'moveSelection', direction: -1 })}>
            Move up
          </Button>
          <Button variant="secondary" size="sm" onClick={() => store.dispatch({ type: 'moveSelection', direction: 1 })}>
            Move down
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              const { state, byId } = store.getSnapshot();
              store.dispatch({
                type: 'duplicate',
                copies: state.selectedIds.flatMap((id) =>
                  byId.has(id) ? [{ afterId: id, block: cloneBlockWithNewIds(byId.get(id)!) }] : [],
                ),
              });
            }}
          >
            Duplicate
          </Button>
          <Button variant="danger" size="sm" onClick={() => store.dispatch({ type: 'deleteSelection' })}>
            Delete
          </Button>
        </div>
      </aside>
    );
  }

  if (!block) {
    return (
      <aside className="atlas-properties" aria-label="Block properties">
        <h2 className="atlas-panel-title">Properties</h2>
        <p className="atlas-muted">Select a block on the canvas to edit it.</p>
      </aside>
    );
  }

  return (
    <aside className="atlas-properties" aria-label="Block properties">
      <h2 className="atlas-panel-title">{(blockRegistry[block.type] ?? extra[block.type])?.label ?? block.type}</h2>
      {column && <p className="atlas-muted">Inside a Columns block</p>}
      <Tabs tabs={TABS.map((id) => ({ id, label: id }))} selected={tab} onSelect={(id) => setTab(id as Tab)} label="Block property groups">
        {tab === 'Content' && <ContentTab block={block} column={column} />}
        {tab === 'Style' && <StyleTab block={block} column={column} />}
        {tab === 'Settings' && <SettingsTab block={block} column={column} />}
      </Tabs>
    </aside>
  );
}
