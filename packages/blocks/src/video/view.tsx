import { useState } from 'react';
import type { BlockRender, BlockMode } from '../types';
import { oneOf, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { vimeoEmbedUrl, vimeoId, youTubeEmbedUrl, youTubeId } from './video-url';
import { type VideoContent, TYPES } from './schema';

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

export const videoView: BlockRender<VideoContent> = ({ content, block, mode }) => {
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
};
