import type { BlockRender } from '../types';
import { oneOf, str } from '../shared/content';
import { RichText } from '../shared/rich-text';
import { BlockImage } from '../image/view';
import { ButtonLink } from '../button/view';
import type { ImageTextContent } from './schema';

export const imageTextView: BlockRender<ImageTextContent> = ({ content, mode }) => (
  <div className={`atlas-image-text atlas-image-text--${oneOf(content.imagePosition, ['left', 'right'] as const, 'left')}`}>
    <div className="atlas-image-text__media">
      <BlockImage src={content.image} alt={content.alt} mode={mode} />
    </div>
    <div className="atlas-image-text__body">
      {str(content.title) && <h2>{str(content.title)}</h2>}
      <RichText className="atlas-prose" html={content.text} />
      {str(content.buttonText) && <ButtonLink text={str(content.buttonText)} link={content.buttonLink} />}
    </div>
  </div>
);
