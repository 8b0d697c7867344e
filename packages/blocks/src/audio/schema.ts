import { defineBlock } from '../define-block';

export type AudioContent = { src: string; title: string; description: string };

export const audioSchema = defineBlock<AudioContent>()({
  type: 'audio',
  label: 'Audio',
  category: 'media',
  icon: '♪',
  description: 'An audio player for a podcast episode, song or recording.',
  defaults: () => ({
    src: '',
    title: 'Episode 1: Getting started',
    description: 'Our first episode: why we started and where we are going.',
  }),
  fields: [
    { name: 'src', label: 'Audio file URL', kind: 'url' },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
});
