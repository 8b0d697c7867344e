import { defineBlock, type Field } from '../define-block';
import { avatar } from '../shared/illustration';

export const MAX_RATING = 5;

export const testimonialFields: Field<Extract<keyof TestimonialContent, string>>[] = [
  { name: 'quote', label: 'Quote', kind: 'textarea' },
  { name: 'author', label: 'Author', kind: 'text' },
  { name: 'position', label: 'Position', kind: 'text' },
  { name: 'avatar', label: 'Avatar', kind: 'image' },
  { name: 'rating', label: 'Rating (0–5)', kind: 'number', min: 0, max: MAX_RATING, step: 1 },
];

export type TestimonialContent = { quote: string; author: string; position: string; avatar: string; rating: number };

export const testimonialSchema = defineBlock<TestimonialContent>()({
  type: 'testimonial',
  label: 'Testimonial',
  category: 'business',
  icon: '❝',
  description: 'A customer quote with name, role, photo and star rating.',
  defaults: () => ({
    quote: 'We rebuilt our whole site in an afternoon. Sign-ups went up 40% the next month.',
    author: 'Maya Thompson',
    position: 'Founder, Brightside Studio',
    avatar: avatar('MT', 265),
    rating: 5,
  }),
  fields: testimonialFields,
  validate: (content) => (Number(content.rating) > MAX_RATING ? `Rating can be at most ${MAX_RATING}` : null),
});
