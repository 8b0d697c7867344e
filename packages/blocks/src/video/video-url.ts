/** The 11-character video id in a YouTube watch, short, embed, shorts or live URL (or a bare id), else null. */
export function youTubeId(url: string): string | null {
  const value = url.trim();
  if (/^[\w-]{11}$/.test(value)) return value;
  const match = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([\w-]{11})(?![\w-])/i.exec(
    value,
  );
  return match ? match[1] : null;
}

/** The numeric id in a vimeo.com or player.vimeo.com URL, else null. */
export function vimeoId(url: string): string | null {
  const match = /vimeo\.com\/(?:.*?\/)?(?:video\/)?(\d+)(?:[/?#]|$)/i.exec(url.trim());
  return match ? match[1] : null;
}

interface Playback {
  autoplay: boolean;
  controls: boolean;
  muted: boolean;
  loop: boolean;
}

/** Privacy-friendly player addresses: youtube-nocookie and Vimeo's do-not-track flag. */
export function youTubeEmbedUrl(id: string, p: Playback): string {
  const params = new URLSearchParams({ rel: '0' });
  if (p.autoplay) params.set('autoplay', '1');
  if (p.autoplay || p.muted) params.set('mute', '1');
  if (!p.controls) params.set('controls', '0');
  if (p.loop) {
    params.set('loop', '1');
    params.set('playlist', id);
  }
  return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
}

export function vimeoEmbedUrl(id: string, p: Playback): string {
  const params = new URLSearchParams({ dnt: '1' });
  if (p.autoplay) params.set('autoplay', '1');
  if (p.autoplay || p.muted) params.set('muted', '1');
  if (!p.controls) params.set('controls', '0');
  if (p.loop) params.set('loop', '1');
  return `https://player.vimeo.com/video/${id}?${params}`;
}
