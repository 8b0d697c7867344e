import { defineBlock } from '../define-block';

export type MapContent = { address: string; zoom: number; height: number };

export const mapSchema = defineBlock<MapContent>()({
  type: 'map',
  label: 'Map',
  category: 'advanced',
  icon: '⚑',
  description: 'A map showing your address.',
  defaults: () => ({ address: '120 Market Street, San Francisco, CA', zoom: 14, height: 400 }),
  fields: [
    { name: 'address', label: 'Address', kind: 'text' },
    { name: 'zoom', label: 'Zoom (1–20)', kind: 'number', min: 1, max: 20, step: 1 },
    { name: 'height', label: 'Height (px)', kind: 'number', min: 150, max: 1000, step: 10 },
  ],
});
