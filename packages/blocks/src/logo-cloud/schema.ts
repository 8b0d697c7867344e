import { defineBlock } from '../define-block';

/** A generated wordmark so the default block shows real logos offline. */
function wordmark(name: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48"><circle cx="20" cy="24" r="12" fill="hsl(${hue} 45% 35%)"/>` +
    `<text x="40" y="31" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#374151">${name}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export type LogoCloudContent = { title: string; logos: { src: string; alt: string; link: string }[] };

export const logoCloudSchema = defineBlock<LogoCloudContent>()({
  type: 'logo-cloud',
  label: 'Logo Cloud',
  category: 'business',
  icon: '◎',
  description: 'Logos of clients, partners or press that trust you.',
  defaults: () => ({
    title: 'Trusted by teams at',
    logos: [
      { src: wordmark('Northwind', 210), alt: 'Northwind', link: '' },
      { src: wordmark('Lumen', 40), alt: 'Lumen', link: '' },
      { src: wordmark('Acme', 0), alt: 'Acme', link: '' },
      { src: wordmark('Orbital', 270), alt: 'Orbital', link: '' },
      { src: wordmark('Verde', 130), alt: 'Verde', link: '' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'logos',
      label: 'Logos',
      kind: 'list',
      itemLabel: 'Logo',
      fields: [
        { name: 'src', label: 'Logo', kind: 'image' },
        { name: 'alt', label: 'Company name', kind: 'text' },
        { name: 'link', label: 'Link', kind: 'url' },
      ],
      newItem: () => ({ src: wordmark('Company', 190), alt: 'Company', link: '' }),
    },
  ],
});
