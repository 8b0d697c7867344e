import { defineBlock } from '../define-block';
import { str } from '../shared/content';
import { vimeoId, youTubeId } from './video-url';

export const TYPES = ['upload', 'youtube', 'vimeo', 'embed'] as const;

export type VideoContent = {
  src: string;
  type: (typeof TYPES)[number];
  autoplay: boolean;
  controls: boolean;
  muted: boolean;
  loop: boolean;
  /** Pages from the simple builder stored the address as `url`. */
  url?: string;
};

export const videoSchema = defineBlock<VideoContent>()({
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
});
