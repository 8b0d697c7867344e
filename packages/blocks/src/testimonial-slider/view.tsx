import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import { TestimonialCard } from '../testimonial/view';
import type { TestimonialSliderContent } from './schema';

/** Several testimonials in a horizontally scrolling row (CSS scroll snap, no script; keyboard-scrollable). */
export const testimonialSliderView: BlockRender<TestimonialSliderContent> = ({ content, block }) => {
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
};
