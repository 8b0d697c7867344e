import type { BlockDefinition } from '../types';
import { num, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';

/** Any embeddable page (calendar, form, slides, podcast player) in a sandboxed iframe. */
export const embedBlock: BlockDefinition = {
  type: 'embed',
  label: 'Embed',
  category: 'advanced',
  icon: '❐',
  description: 'Embed another page by its URL: booking calendars, slides, players.',
  defaults: () => ({ url: '', title: 'Embedded content', height: 450 }),
  fields: [
    { name: 'url', label: 'Embed URL (https://...)', kind: 'url' },
    { name: 'title', label: 'Title (for screen readers)', kind: 'text' },
    { name: 'height', label: 'Height (px)', kind: 'number', min: 100, max: 2000, step: 10 },
  ],
  validate: (content) =>
    str(content.url) && !/^https:\/\//i.test(str(content.url).trim()) ? 'The embed URL must start with https://' : null,
  render: ({ content, mode }) => {
    const url = /^https:\/\//i.test(str(content.url).trim()) ? safeUrl(content.url) : '';
    if (!url) return mode === 'canvas' ? <div className="atlas-empty-hint">Paste an https:// embed URL in the Content tab</div> : null;
    return (
      <iframe
        className="atlas-embed"
        src={url}
        title={str(content.title) || 'Embedded content'}
        loading="lazy"
        style={{ height: num(content.height, 450, 100, 2000) }}
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  },
};
