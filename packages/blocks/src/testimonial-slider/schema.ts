import { defineBlock } from '../define-block';
import { avatar } from '../shared/illustration';
import { testimonialFields, type TestimonialContent } from '../testimonial/schema';

export type TestimonialSliderContent = { title: string; items: TestimonialContent[] };

export const testimonialSliderSchema = defineBlock<TestimonialSliderContent>()({
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
});
