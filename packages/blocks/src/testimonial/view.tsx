import type { BlockRender } from '../types';
import { num, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { type TestimonialContent, MAX_RATING } from './schema';

/** Stars with an accessible label ("Rated 4 out of 5"); the glyphs themselves are hidden from screen readers. */
export function Rating({ value }: { value: unknown }) {
  const rating = Math.round(num(value, 0, 0, MAX_RATING));
  if (rating <= 0) return null;
  return (
    <p className="atlas-rating" role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rating ? 'atlas-star atlas-star--on' : 'atlas-star'}>
          ★
        </span>
      ))}
    </p>
  );
}

/** One quote with its author, shared by the testimonial and testimonial-slider blocks. */
export function TestimonialCard({ item }: { item: Record<string, unknown> }) {
  const photo = safeUrl(item.avatar, { allowDataImage: true });
  return (
    <figure className="atlas-testimonial">
      <Rating value={item.rating} />
      <blockquote>
        <p>{str(item.quote)}</p>
      </blockquote>
      <figcaption>
        {photo && <img className="atlas-avatar" src={photo} alt="" width={48} height={48} loading="lazy" />}
        <span>
          <strong>{str(item.author)}</strong>
          {str(item.position) && <span className="atlas-muted">{str(item.position)}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

export const testimonialView: BlockRender<TestimonialContent> = ({ content }) => <TestimonialCard item={content} />;
