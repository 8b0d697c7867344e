import { defineBlock } from '../define-block';
import { alignOptions, type Align } from '../shared/content';

export type HeroContent = {
  title: string;
  subtitle: string;
  backgroundImage: string;
  overlay: number;
  height: number;
  align: Align;
  ctaText: string;
  ctaLink: string;
};

export const heroSchema = defineBlock<HeroContent>()({
  type: 'hero',
  label: 'Hero',
  category: 'layout',
  icon: '★',
  description: 'A full-width opening section with title, subtitle, background image and a call to action.',
  defaults: () => ({
    title: 'Build something people love',
    subtitle: 'Launch a fast, beautiful website in minutes — no code required.',
    backgroundImage: '',
    overlay: 0.3,
    height: 500,
    align: 'center',
    ctaText: 'Get started',
    ctaLink: '#',
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'subtitle', label: 'Subtitle', kind: 'textarea' },
    { name: 'backgroundImage', label: 'Background image', kind: 'image' },
    { name: 'overlay', label: 'Overlay darkness', kind: 'number', min: 0, max: 1, step: 0.05 },
    { name: 'height', label: 'Height (px)', kind: 'number', min: 200, max: 1200, step: 10 },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
    { name: 'ctaText', label: 'Button text', kind: 'text' },
    { name: 'ctaLink', label: 'Button link', kind: 'url' },
  ],
});
