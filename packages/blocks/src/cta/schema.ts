import { defineBlock } from '../define-block';

export type CtaContent = {
  title: string;
  text: string;
  buttonText: string;
  buttonLink: string;
  secondaryText: string;
  secondaryLink: string;
};

export const ctaSchema = defineBlock<CtaContent>()({
  type: 'cta',
  label: 'Call to Action',
  category: 'layout',
  icon: '➜',
  description: 'A bold band with a headline and one or two buttons.',
  defaults: () => ({
    title: 'Ready to get started?',
    text: 'Join thousands of creators building with Atlas. Free for your first site.',
    buttonText: 'Start for free',
    buttonLink: '#',
    secondaryText: 'Talk to sales',
    secondaryLink: '#contact',
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'text', label: 'Text', kind: 'textarea' },
    { name: 'buttonText', label: 'Button text', kind: 'text' },
    { name: 'buttonLink', label: 'Button link', kind: 'url' },
    { name: 'secondaryText', label: 'Second button text', kind: 'text' },
    { name: 'secondaryLink', label: 'Second button link', kind: 'url' },
  ],
});
