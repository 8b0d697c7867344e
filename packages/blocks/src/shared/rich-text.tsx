import { sanitizeHtml } from './sanitize-html';

/** Author-written rich text, always passed through the one sanitizer. */
export function RichText({ html, className, as: Tag = 'div' }: { html: unknown; className?: string; as?: 'div' | 'span' }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
