import { useState } from 'react';
import type { BlockRender, BlockMode } from '../types';
import { safeUrl } from '../shared/safe-url';
import { str } from '../shared/content';
import type { ImageContent } from './schema';

const FAILED = 'Failed to load image';

/**
 * On the canvas a broken image is replaced by a message; the public page carries no script for
 * it, so there the browser shows the alt text, and an image with no usable address shows the message.
 */
export function BlockImage({ src, alt, mode, className }: { src: unknown; alt: unknown; mode: BlockMode; className?: string }) {
  const [failed, setFailed] = useState(false);
  const url = safeUrl(src, { allowDataImage: true });
  if (!url || failed)
    return (
      <div className="atlas-image-failed" role="img" aria-label={str(alt) || FAILED}>
        {FAILED}
      </div>
    );
  return (
    <img
      className={className}
      src={url}
      alt={str(alt)}
      loading="lazy"
      decoding="async"
      onError={mode === 'canvas' ? () => setFailed(true) : undefined}
    />
  );
}

export const imageView: BlockRender<ImageContent> = ({ content, mode }) => (
  <figure className="atlas-image">
    <BlockImage src={content.src} alt={content.alt} mode={mode} />
    {str(content.caption) && <figcaption>{str(content.caption)}</figcaption>}
  </figure>
);
