import { defineBlock } from '../define-block';
import { linkItemFields, type LinkItem } from '../navbar/schema';

export type BreadcrumbContent = { items: LinkItem[] };

export const breadcrumbSchema = defineBlock<BreadcrumbContent>()({
  type: 'breadcrumb',
  label: 'Breadcrumb',
  category: 'navigation',
  icon: '›',
  description: 'Shows where the page sits in the site: Home › Section › Page.',
  defaults: () => ({
    items: [
      { label: 'Home', url: '/' },
      { label: 'Services', url: '/services' },
      { label: 'Web design', url: '' },
    ],
  }),
  fields: [
    { name: 'items', label: 'Trail', kind: 'list', itemLabel: 'Step', fields: linkItemFields, newItem: () => ({ label: 'Page', url: '' }) },
  ],
});
