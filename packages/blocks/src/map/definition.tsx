import type { BlockDefinition } from '../types';
import { num, str } from '../shared/content';

/** A map of an address (Google Maps embed, no API key needed) with a link to open it full size. */
export const mapBlock: BlockDefinition = {
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
  render: ({ content }) => {
    const address = str(content.address).trim();
    const query = encodeURIComponent(address);
    return (
      <figure className="atlas-map">
        <iframe
          src={`https://maps.google.com/maps?q=${query}&z=${num(content.zoom, 14, 1, 20)}&output=embed`}
          title={`Map of ${address}`}
          loading="lazy"
          style={{ height: num(content.height, 400, 150, 1000) }}
          referrerPolicy="no-referrer-when-downgrade"
        />
        <figcaption>
          <a href={`https://www.google.com/maps/search/?api=1&query=${query}`} target="_blank" rel="noopener noreferrer">
            Open {address} in Google Maps
          </a>
        </figcaption>
      </figure>
    );
  },
};
