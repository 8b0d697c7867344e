import type { ContentClient, ImageInfo } from './content-client';

const MEDIA_URL = /\/media\/[a-z0-9/_.-]+\.[a-z0-9]+/g;

/** The stored-file addresses a page's blocks use (at most 50). */
export function mediaUrlsIn(blocks: unknown): string[] {
  return [...new Set(JSON.stringify(blocks ?? []).match(MEDIA_URL) ?? [])].slice(0, 50);
}

/** Sizes and srcsets of the page's stored images; an empty map when there are none or the service fails. */
export async function imagesFor(content: ContentClient | undefined, blocks: unknown): Promise<Map<string, ImageInfo>> {
  const urls = mediaUrlsIn(blocks);
  if (!content || urls.length === 0) return new Map();
  const answer = await content.images(urls);
  return new Map(answer.kind === 'ok' ? answer.data.results.map((image) => [image.url, image]) : []);
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Gives every `<img>` of a stored image its width and height (no layout shift while it loads) and
 * its WebP widths (`srcset`, the browser picks the smallest that fits). Other images are left alone.
 */
export function withResponsiveImages(html: string, images: Map<string, ImageInfo>): string {
  if (images.size === 0) return html;
  return html.replace(/<img\b([^>]*?)\s*(\/?)>/g, (tag, attributes: string, slash: string) => {
    const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1];
    const image = src ? images.get(src) : undefined;
    if (!image) return tag;
    let extra = '';
    if (!/\swidth="/.test(attributes)) extra += ` width="${image.width}" height="${image.height}"`;
    if (image.srcset && !/\ssrcset="/i.test(attributes))
      extra += ` srcset="${attr(image.srcset)}" sizes="(max-width: 1200px) 100vw, 1200px"`;
    return `<img${attributes}${extra}${slash ? ' /' : ''}>`;
  });
}
