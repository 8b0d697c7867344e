import type { BlockRender } from '../types';
import { ALIGNS, oneOf, str } from '../shared/content';
import type { QuoteContent } from './schema';

export const quoteView: BlockRender<QuoteContent> = ({ content }) => (
  <figure className={`atlas-quote atlas-align-${oneOf(content.align, ALIGNS, 'left')}`}>
    <blockquote>
      <p>{str(content.quote)}</p>
    </blockquote>
    {(str(content.author) || str(content.source)) && (
      <figcaption>
        {str(content.author) && <span>— {str(content.author)}</span>}
        {str(content.source) && (
          <cite>
            {str(content.author) ? ', ' : ''}
            {str(content.source)}
          </cite>
        )}
      </figcaption>
    )}
  </figure>
);
