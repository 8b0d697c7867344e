import type { BlockRender } from '../types';
import { num, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import type { EmbedContent } from './schema';

/** Any embeddable page (calendar, form, slides, podcast player) in a sandboxed iframe. */
export const embedView: BlockRender<EmbedContent> = ({ content, mode }) => {
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
};
