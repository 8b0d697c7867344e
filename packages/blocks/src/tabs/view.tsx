import { useState, type KeyboardEvent } from 'react';
import type { BlockRender, BlockMode } from '../types';
import { list, str } from '../shared/content';
import { RichText } from '../shared/rich-text';
import type { TabsContent } from './schema';

/**
 * ARIA tabs. The canvas switches tabs with React state; the public page renders the same markup and
 * islandScript switches tabs (click, arrow keys, Home, End) through the data attributes.
 */
function TabsView({ tabs, blockId, mode }: { tabs: Record<string, unknown>[]; blockId: string; mode: BlockMode }) {
  const [active, setActive] = useState(0);
  const base = `t-${blockId.replace(/[^\w-]/g, '')}`;
  const selected = Math.min(active, Math.max(0, tabs.length - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setActive((moves[event.key] + tabs.length) % tabs.length);
  };
  return (
    <div className="atlas-tabs" data-atlas-tabs="">
      <div className="atlas-tabs__list" role="tablist" onKeyDown={mode === 'canvas' ? onKeyDown : undefined}>
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-controls={`${base}-panel-${i}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className="atlas-tabs__tab"
            onClick={mode === 'canvas' ? () => setActive(i) : undefined}
          >
            {str(tab.title)}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          tabIndex={0}
          hidden={i !== selected}
          className="atlas-tabs__panel"
        >
          <RichText className="atlas-prose" html={tab.content} />
        </div>
      ))}
    </div>
  );
}

export const tabsView: BlockRender<TabsContent> = ({ content, block, mode }) => (
  <TabsView tabs={list(content.tabs)} blockId={String(block.id)} mode={mode} />
);
