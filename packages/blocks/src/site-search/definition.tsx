import type { BlockDefinition } from '../types';
import { str } from '../shared/content';

/** A search box that sends visitors to DuckDuckGo, limited to the given domain (no search index needed). */
export const siteSearchBlock: BlockDefinition = {
  type: 'site-search',
  label: 'Search Box',
  category: 'forms',
  icon: '⚲',
  description: 'A search box that searches your site through DuckDuckGo.',
  defaults: () => ({ label: 'Search this site', placeholder: 'Search…', buttonText: 'Search', domain: '' }),
  fields: [
    { name: 'label', label: 'Label', kind: 'text' },
    { name: 'placeholder', label: 'Placeholder', kind: 'text' },
    { name: 'buttonText', label: 'Button text', kind: 'text' },
    { name: 'domain', label: 'Your domain (e.g. example.com)', kind: 'text' },
  ],
  render: ({ content, block, mode }) => {
    const id = `s-${String(block.id).replace(/[^\w-]/g, '')}`;
    const domain = str(content.domain)
      .replace(/^https?:\/\//, '')
      .replace(/[^\w.-]/g, '');
    return (
      <form
        className="atlas-search"
        role="search"
        action="https://duckduckgo.com/"
        method="get"
        onSubmit={mode === 'canvas' ? (event) => event.preventDefault() : undefined}
      >
        <label htmlFor={id}>{str(content.label) || 'Search'}</label>
        <div className="atlas-newsletter__row">
          <input id={id} type="search" name="q" placeholder={str(content.placeholder) || undefined} required />
          {domain && <input type="hidden" name="sites" value={domain} />}
          <button type="submit" className="atlas-button atlas-button--primary atlas-button--md">
            {str(content.buttonText) || 'Search'}
          </button>
        </div>
      </form>
    );
  },
};
