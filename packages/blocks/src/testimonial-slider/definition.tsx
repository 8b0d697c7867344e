import type { BlockDefinition } from '../types';
import { list, str } from '../shared/content';
import { avatar } from '../shared/illustration';
import { TestimonialCard, testimonialFields } from '../testimonial/definition';

/** Several testimonials in a horizontally scrolling row (CSS scroll snap, no script; keyboard-scrollable). */
export const testimonialSliderBlock: BlockDefinition = {
  type: 'testimonial-slider',
  label: 'Testimonial Slider',
  category: 'social',
  icon: '❞',
  description: 'A swipeable row of customer quotes.',
  defaults: () => ({
    title: 'What our customers say',
    items: [
      {
        quote: 'The easiest website I have ever built. Our bookings doubled.',
        author: 'Lucas Martin',
        position: 'Owner, Café Lumière',
        avatar: avatar('LM', 30),
        rating: 5,
      },
      {
        quote: 'Support answered within minutes, every single time.',
        author: 'Aisha Bello',
        position: 'Photographer',
        avatar: avatar('AB', 300),
        rating: 5,
      },
      {
        quote: 'We moved our store over in a weekend and never looked back.',
        author: 'Tom Ericsson',
        position: 'Founder, North Goods',
        avatar: avatar('TE', 180),
        rating: 4,
      },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'items',
      label: 'Testimonials',
      kind: 'list',
      itemLabel: 'Testimonial',
      fields: testimonialFields,
      newItem: () => ({ quote: 'A great experience.', author: 'Customer name', position: '', avatar: '', rating: 5 }),
    },
  ],
  render: ({ content, block }) => {
    const titleId = `ts-${String(block.id).replace(/[^\w-]/g, '')}`;
    return (
      <section
        className="atlas-slider"
        aria-labelledby={str(content.title) ? titleId : undefined}
        aria-label={str(content.title) ? undefined : 'Testimonials'}
      >
        {str(content.title) && (
          <h2 id={titleId} className="atlas-section-title">
            {str(content.title)}
          </h2>
        )}
        <ul className="atlas-slider__track" tabIndex={0} aria-label="Testimonials, scroll sideways for more">
          {list(content.items).map((item, i) => (
            <li key={i}>
              <TestimonialCard item={item} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
};
