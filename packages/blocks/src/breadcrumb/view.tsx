import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import type { BreadcrumbContent } from './schema';

export const breadcrumbView: BlockRender<BreadcrumbContent> = ({ content }) => {
  const items = list(content.items);
  return (
    <nav className="atlas-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          const href = safeUrl(item.url);
          return (
            <li key={i}>
              {last || !href ? (
                <span aria-current={last ? 'page' : undefined}>{str(item.label)}</span>
              ) : (
                <a href={href}>{str(item.label)}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
