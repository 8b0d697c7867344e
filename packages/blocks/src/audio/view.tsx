import type { BlockRender } from '../types';
import { str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import type { AudioContent } from './schema';

export const audioView: BlockRender<AudioContent> = ({ content, mode }) => {
  const src = safeUrl(content.src);
  return (
    <figure className="atlas-audio">
      <figcaption>
        <strong>{str(content.title)}</strong>
        {str(content.description) && <span className="atlas-muted">{str(content.description)}</span>}
      </figcaption>
      {src ? (
        <audio controls preload="metadata" src={src} aria-label={str(content.title) || 'Audio'}>
          Failed to load audio
        </audio>
      ) : (
        mode === 'canvas' && <div className="atlas-empty-hint">Add an audio file URL in the Content tab</div>
      )}
    </figure>
  );
};
