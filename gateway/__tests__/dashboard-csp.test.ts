import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageBlocks, blockOf, blockRegistry, type Block } from '@atlas/blocks';
import { buildGateway } from '../src';
import { publicSiteCsp } from '@atlas/public-sites';
import { fakeRepo, SECRET } from './stubs';

// The builder's canvas and the previews render blocks inside the dashboard, under the dashboard's
// content-security policy. Whatever a block loads on the public page (a map, an embed, a video, an
// audio file), the same block on the canvas must be allowed to load it too.

let repo: Awaited<ReturnType<typeof fakeRepo>>;
let gateway: FastifyInstance;
const ORIGIN = 'http://atlas.test';

beforeAll(async () => {
  repo = await fakeRepo({ remotes: {} });
  gateway = await buildGateway({
    env: {},
    upstreams: {},
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: async () => {},
  });
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  await repo.remove();
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** CSP source matching for the sources a policy here uses: 'self', a scheme, an origin, '*'. */
function allows(policy: Map<string, string[]>, directive: string, address: string): boolean {
  const sources = policy.get(directive) ?? policy.get('default-src') ?? [];
  const url = new URL(address, ORIGIN);
  return sources.some(
    (source) =>
      source === '*' ||
      (source === "'self'" && url.origin === ORIGIN) ||
      source === url.protocol ||
      source.replace(/\/$/, '') === url.origin,
  );
}

/** Every block type with the content an owner gives it: the defaults, and an https address where a block needs one. */
const OWNER_CONTENT: Record<string, Record<string, unknown>> = {
  embed: { url: 'https://calendly.com/crusty-bakery/tasting' },
  audio: { src: 'https://cdn.example.com/episode-1.mp3' },
};
const VIDEOS: Record<string, unknown>[] = [
  { type: 'youtube', src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  { type: 'vimeo', src: 'https://vimeo.com/76979871' },
  { type: 'embed', src: 'https://player.example.tv/embed/42' },
  { type: 'upload', src: 'https://cdn.example.com/clip.mp4' },
];

function everyBlock(): Block[] {
  const blocks = Object.values(blockRegistry).map((definition) =>
    blockOf(`b-${definition.type}`, definition.type, { ...definition.defaults(), ...OWNER_CONTENT[definition.type] }),
  );
  return [...blocks, ...VIDEOS.map((content, i) => blockOf(`video-${i}`, 'video', content))];
}

/** What the rendered blocks load: [directive, address] for each frame, media and image source. */
function loads(html: string): [string, string][] {
  const found: [string, string][] = [];
  for (const [, tag, src] of html.matchAll(/<(iframe|audio|video|source|img)\b[^>]*?\ssrc="([^"]+)"/g)) {
    const directive = tag === 'iframe' ? 'frame-src' : tag === 'img' ? 'img-src' : 'media-src';
    found.push([directive, src.replace(/&amp;/g, '&')]);
  }
  return found;
}

test('the canvas may load every map, embed, video and audio a public page shows', async () => {
  const dashboard = directives(String((await gateway.inject('/dashboard')).headers['content-security-policy']));
  const publicPage = directives(publicSiteCsp({ origin: ORIGIN, ownerCode: false }));
  const loaded = ['public', 'canvas'].flatMap((mode) =>
    loads(renderToStaticMarkup(createElement(PageBlocks, { blocks: everyBlock(), mode: mode as 'public' | 'canvas' }))),
  );
  const frames = loaded.filter(([directive]) => directive === 'frame-src').map(([, src]) => new URL(src).host);
  expect(frames).toEqual(expect.arrayContaining(['maps.google.com', 'calendly.com', 'www.youtube-nocookie.com', 'player.vimeo.com']));

  const refused = loaded.filter(([directive, src]) => allows(publicPage, directive, src) && !allows(dashboard, directive, src));
  expect(refused).toEqual([]);
});

test('still frames nothing but https pages and this origin', async () => {
  const dashboard = directives(String((await gateway.inject('/dashboard')).headers['content-security-policy']));
  expect(allows(dashboard, 'frame-src', 'http://plain.example.com/page')).toBe(false);
  expect(allows(dashboard, 'frame-src', 'data:text/html,hi')).toBe(false);
  expect(allows(dashboard, 'frame-src', '/preview/site/1/page/new')).toBe(true);
});
