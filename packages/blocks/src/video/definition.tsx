import { useState } from 'react';
import type { BlockDefinition, BlockMode } from '../types';
import { oneOf, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { vimeoEmbedUrl, vimeoId, youTubeEmbedUrl, youTubeId } from './video-url';

const TYPES = ['upload', 'youtube', 'vimeo', 'embed'] as const;
const FAILED = 'Failed to load video';

interface Playback {
  autoplay: boolean;
  controls: boolean;
  muted: boolean;
  loop: boolean;
}

/** An uploaded file in a native player; on the canvas a file that cannot play shows a message. */
function UploadedVideo({ src, playback, mode }: { src: string; playback: Playback; mode: BlockMode }) {
  const [failed, setFailed] = useState(false);
  const url = safeUrl(src);
  if (!url || failed) return <div className="atlas-video atlas-video--failed">{FAILED}</div>;
  return (
    <div className="atlas-video">
      <video
        src={url}
        controls={playback.controls}
        autoPlay={playback.autoplay}
        muted={playback.muted || playback.autoplay}
        loop={playback.loop}
        playsInline
        preload="metadata"
        onError={mode === 'canvas' ? () => setFailed(true) : undefined}
      >
        {FAILED}
      </video>
    </div>
  );
}

export const videoBlock: BlockDefinition = {
  type: 'video',
  label: 'Video',
  category: 'media',
  icon: '▶',
  description: 'A YouTube, Vimeo, embedded or uploaded video.',
  defaults: () => ({ src: '', type: 'youtube', autoplay: false, controls: true, muted: false, loop: false }),
  fields: [
    {
      name: 'type',
      label: 'Source',
      kind: 'select',
      options: [
        { value: 'youtube', label: 'YouTube' },
        { value: 'vimeo', label: 'Vimeo' },
        { value: 'upload', label: 'Upload' },
        { value: 'embed', label: 'Embed URL' },
      ],
    },
    { name: 'src', label: 'Video', kind: 'video' },
    { name: 'autoplay', label: 'Autoplay', kind: 'boolean' },
    { name: 'controls', label: 'Show controls', kind: 'boolean' },
    { name: 'muted', label: 'Muted', kind: 'boolean' },
    { name: 'loop', label: 'Loop', kind: 'boolean' },
  ],
  // Pages from the simple builder stored the address as `url`.
  validate: (content) => {
    const src = str(content.src ?? content.url).trim();
    if (!src) return null;
    if (content.type === 'youtube' && !youTubeId(src)) return 'Invalid YouTube URL';
    if (content.type === 'vimeo' && !vimeoId(src)) return 'Invalid Vimeo URL';
    return null;
  },
  render: ({ content, block, mode }) => {
    const type = oneOf(content.type, TYPES, 'youtube');
    const src = str(block.content?.src ?? block.content?.url ?? content.src).trim();
    const playback = { autoplay: !!content.autoplay, controls: content.controls !== false, muted: !!content.muted, loop: !!content.loop };
    if (!src) {
      return mode === 'canvas' ? <div className="atlas-video atlas-empty-hint">Add a video link in the Content tab</div> : null;
    }
    if (type === 'upload') return <UploadedVideo src={src} playback={playback} mode={mode} />;
    const id = type === 'youtube' ? youTubeId(src) : type === 'vimeo' ? vimeoId(src) : null;
    const embed =
      type === 'youtube' && id
        ? youTubeEmbedUrl(id, playback)
        : type === 'vimeo' && id
          ? vimeoEmbedUrl(id, playback)
          : type === 'embed'
            ? safeUrl(src)
            : '';
    if (!embed) return <div className="atlas-video atlas-video--failed">{FAILED}</div>;
    return (
      <div className="atlas-video atlas-video--frame">
        <iframe
          src={embed}
          title={type === 'youtube' ? 'YouTube video player' : type === 'vimeo' ? 'Vimeo video player' : 'Embedded video'}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  },
};
