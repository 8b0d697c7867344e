import type { BlockRender } from '../types';
import { num, str } from '../shared/content';
import type { MapContent } from './schema';

/** A map of an address (Google Maps embed, no API key needed) with a link to open it full size. */
export const mapView: BlockRender<MapContent> = ({ content }) => {
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
};
