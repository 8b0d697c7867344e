import type { BlockRender } from '../types';
import { gridStyle } from '../shared/grid-style';
import { list, num, str } from '../shared/content';
import { BlockImage } from '../image/view';
import type { GalleryContent } from './schema';

export const galleryView: BlockRender<GalleryContent> = ({ content, mode }) => (
  <ul className="atlas-gallery atlas-grid" style={gridStyle(num(content.columns, 3, 1, 6))}>
    {list(content.images).map((image, i) => (
      <li key={i}>
        <figure>
          <BlockImage src={image.src} alt={image.alt} mode={mode} />
          {str(image.caption) && <figcaption>{str(image.caption)}</figcaption>}
        </figure>
      </li>
    ))}
  </ul>
);
