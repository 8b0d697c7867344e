import type { BlockRender } from '../types';
import { str } from '../shared/content';
import type { NewsletterContent } from './schema';

/** An email sign-up; it is submitted like the contact form (islandScript → the site's form endpoint). */
export const newsletterView: BlockRender<NewsletterContent> = ({ content, block, mode }) => {
  const id = `n-${String(block.id).replace(/[^\w-]/g, '')}-email`;
  return (
    <form
      className="atlas-newsletter"
      data-atlas-form={block.id}
      method="post"
      onSubmit={mode === 'canvas' ? (event) => event.preventDefault() : undefined}
    >
      {str(content.title) && <h2>{str(content.title)}</h2>}
      {str(content.text) && <p>{str(content.text)}</p>}
      <div className="atlas-newsletter__row">
        <label htmlFor={id} className="atlas-sr-only">
          Email address
        </label>
        <input id={id} type="email" name="email" required autoComplete="email" placeholder={str(content.placeholder) || undefined} />
        <button type="submit" className="atlas-button atlas-button--primary atlas-button--md">
          {str(content.buttonText) || 'Subscribe'}
        </button>
      </div>
      <p className="atlas-form__status" role="status" aria-live="polite" data-atlas-form-status="" />
    </form>
  );
};
