import { defineBlock, type Field } from '../define-block';

export type LinkItem = { label: string; url: string };

export const linkItemFields: Field<Extract<keyof LinkItem, string>>[] = [
  { name: 'label', label: 'Label', kind: 'text' },
  { name: 'url', label: 'URL', kind: 'url' },
];

export type NavbarContent = { brand: string; logo: string; links: LinkItem[]; ctaText: string; ctaLink: string };

export const navbarSchema = defineBlock<NavbarContent>()({
  type: 'navbar',
  label: 'Navigation Bar',
  category: 'navigation',
  icon: '≡',
  description: 'A header with your logo, menu links and a button; collapses on mobile.',
  interactive: true,
  defaults: () => ({
    brand: 'Brightside',
    logo: '',
    links: [
      { label: 'Home', url: '/' },
      { label: 'About', url: '#about' },
      { label: 'Services', url: '#services' },
      { label: 'Contact', url: '#contact' },
    ],
    ctaText: 'Book a call',
    ctaLink: '#contact',
  }),
  fields: [
    { name: 'brand', label: 'Brand name', kind: 'text' },
    { name: 'logo', label: 'Logo', kind: 'image' },
    {
      name: 'links',
      label: 'Links',
      kind: 'list',
      itemLabel: 'Link',
      fields: linkItemFields,
      newItem: () => ({ label: 'New link', url: '/' }),
    },
    { name: 'ctaText', label: 'Button text', kind: 'text' },
    { name: 'ctaLink', label: 'Button link', kind: 'url' },
  ],
});
