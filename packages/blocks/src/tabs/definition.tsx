import { useState, type KeyboardEvent } from 'react';
import type { BlockDefinition, BlockMode } from '../types';
import { list, str } from '../shared/content';
import { RichText } from '../shared/rich-text';

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

export const tabsBlock: BlockDefinition = {
  type: 'tabs',
  label: 'Tabs',
  category: 'interactive',
  icon: '⊟',
  description: 'Content split into tabs, one visible at a time.',
  interactive: true,
  defaults: () => ({
    tabs: [
      { title: 'Overview', content: '<p>A short overview of what you offer and who it is for.</p>' },
      { title: 'Details', content: '<p>Specifications, materials, dimensions — the facts people look for.</p>' },
      { title: 'Support', content: '<p>How to reach you, response times and where to find help.</p>' },
    ],
  }),
  fields: [
    {
      name: 'tabs',
      label: 'Tabs',
      kind: 'list',
      itemLabel: 'Tab',
      fields: [
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'content', label: 'Content', kind: 'richtext' },
      ],
      newItem: () => ({ title: 'New tab', content: '<p>Tab content.</p>' }),
    },
  ],
  render: ({ content, block, mode }) => <TabsView tabs={list(content.tabs)} blockId={String(block.id)} mode={mode} />,
};
