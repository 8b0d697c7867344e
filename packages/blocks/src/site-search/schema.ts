import { defineBlock } from '../define-block';

export type SiteSearchContent = { label: string; placeholder: string; buttonText: string; domain: string };

export const siteSearchSchema = defineBlock<SiteSearchContent>()({
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
});
