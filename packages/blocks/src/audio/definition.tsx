import type { BlockDefinition } from '../types';
import { str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';

export const audioBlock: BlockDefinition = {
  type: 'audio',
  label: 'Audio',
  category: 'media',
  icon: '♪',
  description: 'An audio player for a podcast episode, song or recording.',
  defaults: () => ({
    src: '',
    title: 'Episode 1: Getting started',
    description: 'Our first episode: why we started and where we are going.',
  }),
  fields: [
    { name: 'src', label: 'Audio file URL', kind: 'url' },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  render: ({ content, mode }) => {
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
  },
};
