import type { BlockDefinition } from '../types';
import { ALIGNS, alignOptions, num, oneOf, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { ButtonLink } from '../button/definition';

export const heroBlock: BlockDefinition = {
  type: 'hero',
  label: 'Hero',
  category: 'layout',
  icon: '★',
  description: 'A full-width opening section with title, subtitle, background image and a call to action.',
  defaults: () => ({
    title: 'Build something people love',
    subtitle: 'Launch a fast, beautiful website in minutes — no code required.',
    backgroundImage: '',
    overlay: 0.3,
    height: 500,
    align: 'center',
    ctaText: 'Get started',
    ctaLink: '#',
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'subtitle', label: 'Subtitle', kind: 'textarea' },
    { name: 'backgroundImage', label: 'Background image', kind: 'image' },
    { name: 'overlay', label: 'Overlay darkness', kind: 'number', min: 0, max: 1, step: 0.05 },
    { name: 'height', label: 'Height (px)', kind: 'number', min: 200, max: 1200, step: 10 },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
    { name: 'ctaText', label: 'Button text', kind: 'text' },
    { name: 'ctaLink', label: 'Button link', kind: 'url' },
  ],
  render: ({ content }) => {
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
  },
};
