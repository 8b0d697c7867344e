import type { BlockRender } from '../types';
import { str } from '../shared/content';
import type { SiteSearchContent } from './schema';

/** A search box that sends visitors to DuckDuckGo, limited to the given domain (no search index needed). */
export const siteSearchView: BlockRender<SiteSearchContent> = ({ content, block, mode }) => {
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
};
