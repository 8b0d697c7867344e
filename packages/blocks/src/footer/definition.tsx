import type { BlockDefinition } from '../types';
import { list, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { linkItemFields } from '../navbar/definition';

/** Stands for the year the page is drawn in, so a copyright line never goes stale. */
export const YEAR_TOKEN = '{year}';

/** The copyright line as shown: `{year}` becomes the current year when the block is drawn. */
export const copyrightLine = (text: string, now = new Date()) => text.replaceAll(YEAR_TOKEN, String(now.getFullYear()));

export const footerBlock: BlockDefinition = {
  type: 'footer',
  label: 'Footer',
  category: 'navigation',
  icon: '▁',
  description: 'The bottom of the page: brand, tagline, links and copyright.',
  defaults: () => ({
    brand: 'Brightside',
    tagline: 'Websites for small businesses that want to look big.',
    links: [
      { label: 'About', url: '#about' },
      { label: 'Pricing', url: '#pricing' },
      { label: 'Privacy', url: '/privacy' },
      { label: 'Contact', url: '#contact' },
    ],
    copyright: `© ${YEAR_TOKEN} Brightside. All rights reserved.`,
  }),
  fields: [
    { name: 'brand', label: 'Brand name', kind: 'text' },
    { name: 'tagline', label: 'Tagline', kind: 'text' },
    {
      name: 'links',
      label: 'Links',
      kind: 'list',
      itemLabel: 'Link',
      fields: linkItemFields,
      newItem: () => ({ label: 'New link', url: '/' }),
    },
    { name: 'copyright', label: `Copyright line (${YEAR_TOKEN} shows the current year)`, kind: 'text' },
  ],
  render: ({ content }) => (
    <footer className="atlas-footer">
      <div className="atlas-footer__top">
        <div>
          <p className="atlas-footer__brand">{str(content.brand)}</p>
          {str(content.tagline) && <p>{str(content.tagline)}</p>}
        </div>
        <nav aria-label="Footer">
          <ul>
            {list(content.links).map((link, i) => (
              <li key={i}>
                <a href={safeUrl(link.url) || '#'}>{str(link.label)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {str(content.copyright) && <p className="atlas-footer__copyright">{copyrightLine(str(content.copyright))}</p>}
    </footer>
  ),
};
