import type { BlockRender } from '../types';
import { str } from '../shared/content';
import { ButtonLink } from '../button/view';
import type { CtaContent } from './schema';

export const ctaView: BlockRender<CtaContent> = ({ content }) => (
  <section className="atlas-cta">
    <h2>{str(content.title)}</h2>
    {str(content.text) && <p>{str(content.text)}</p>}
    <div className="atlas-cta__actions">
      {str(content.buttonText) && <ButtonLink text={str(content.buttonText)} link={content.buttonLink} size="lg" />}
      {str(content.secondaryText) && (
        <ButtonLink text={str(content.secondaryText)} link={content.secondaryLink} variant="outline" size="lg" />
      )}
    </div>
  </section>
);
