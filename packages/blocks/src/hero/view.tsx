import type { BlockRender } from '../types';
import { ALIGNS, num, oneOf, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { ButtonLink } from '../button/view';
import type { HeroContent } from './schema';

export const heroView: BlockRender<HeroContent> = ({ content }) => {
  const image = safeUrl(content.backgroundImage, { allowDataImage: true });
  const overlay = num(content.overlay, 0.3, 0, 1);
  return (
    <section
      className={`atlas-hero atlas-align-${oneOf(content.align, ALIGNS, 'center')}${image ? ' atlas-hero--image' : ''}`}
      style={{
        minHeight: num(content.height, 500, 100, 2000),
        backgroundImage: image ? `url("${image.replace(/["\\\n]/g, '')}")` : undefined,
      }}
    >
      <div
        className="atlas-hero__overlay"
        aria-hidden="true"
        style={{ opacity: image ? overlay : undefined, background: image ? '#000' : undefined }}
      />
      <div className="atlas-hero__inner">
        <h1 className="atlas-hero__title">{str(content.title)}</h1>
        {str(content.subtitle) && <p className="atlas-hero__subtitle">{str(content.subtitle)}</p>}
        {str(content.ctaText) && <ButtonLink text={str(content.ctaText)} link={content.ctaLink} size="lg" />}
      </div>
    </section>
  );
};
