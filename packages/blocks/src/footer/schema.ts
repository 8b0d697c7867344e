import { defineBlock } from '../define-block';
import { linkItemFields, type LinkItem } from '../navbar/schema';

/** Stands for the year the page is drawn in, so a copyright line never goes stale. */
export const YEAR_TOKEN = '{year}';

export type FooterContent = { brand: string; tagline: string; links: LinkItem[]; copyright: string };

export const footerSchema = defineBlock<FooterContent>()({
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
});
