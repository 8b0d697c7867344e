import { defineBlock } from '../define-block';

export type StepsContent = { title: string; steps: { title: string; description: string }[] };

export const stepsSchema = defineBlock<StepsContent>()({
  type: 'steps',
  label: 'Steps',
  category: 'business',
  icon: '①',
  description: 'How it works, as numbered steps.',
  defaults: () => ({
    title: 'How it works',
    steps: [
      { title: 'Pick a template', description: 'Choose from designs made for your kind of business.' },
      { title: 'Make it yours', description: 'Swap in your words, photos and colours with drag and drop.' },
      { title: 'Publish', description: 'Go live on your own domain with one click.' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'steps',
      label: 'Steps',
      kind: 'list',
      itemLabel: 'Step',
      fields: [
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'description', label: 'Description', kind: 'textarea' },
      ],
      newItem: () => ({ title: 'Next step', description: 'What happens here.' }),
    },
  ],
});
