/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { BlockView, blockCss, cloneBlockWithNewIds, createBlock, islandScript, publicBlockCss, validateBlock, type Block } from '../index';

const withContent = (type: string, content: Record<string, unknown>): Block => {
  const block = createBlock(type);
  block.content = { ...block.content, ...content };
  return block;
};
const html = (block: Block, mode: 'canvas' | 'public' = 'public') => renderToStaticMarkup(<BlockView block={block} mode={mode} />);

describe('video block', () => {
  it('refuses a YouTube URL without an 11-character id', () => {
    expect(validateBlock(withContent('video', { type: 'youtube', src: 'https://youtube.com/watch?v=abc' }))).toBe('Invalid YouTube URL');
    expect(validateBlock(withContent('video', { type: 'youtube', src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }))).toBeNull();
    expect(validateBlock(withContent('video', { type: 'youtube', src: 'https://youtu.be/dQw4w9WgXcQ' }))).toBeNull();
  });
  it('refuses a Vimeo URL without a numeric id', () => {
    expect(validateBlock(withContent('video', { type: 'vimeo', src: 'https://vimeo.com/channels/staff' }))).toBe('Invalid Vimeo URL');
    expect(validateBlock(withContent('video', { type: 'vimeo', src: 'https://vimeo.com/76979871' }))).toBeNull();
  });
  it('embeds YouTube through the privacy-friendly player with a title', () => {
    const markup = html(withContent('video', { type: 'youtube', src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
    expect(markup).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(markup).toContain('title="YouTube video player"');
  });
  it('embeds Vimeo with do-not-track', () => {
    expect(html(withContent('video', { type: 'vimeo', src: 'https://vimeo.com/76979871' }))).toContain(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });
});

describe('titles on a 375px screen', () => {
  const rule = (css: string, selector: string) => css.split('}').find((r) => r.trimStart().startsWith(selector)) ?? '';
  it.each([
    ['public page', publicBlockCss],
    ['canvas', blockCss],
  ])('break a word longer than the line and shrink with the width (%s)', (_where, css) => {
    expect(rule(css, '.atlas-block h1,.atlas-block h2')).toContain('overflow-wrap:anywhere');
    expect(rule(css, '.atlas-block .atlas-hero__title')).toMatch(/font-size:clamp\(1\.75rem,[^;]*cqi,3\.5rem\)/);
    expect(rule(css, 'h1.atlas-heading')).toMatch(/font-size:clamp\(1\.75rem,[^;]*cqi,2\.5rem\)/);
  });
});

describe('html block', () => {
  const raw = '<div id="x"><script>alert(1)</script></div>';
  it('runs in a sandboxed iframe on the canvas', () => {
    const markup = html(withContent('html', { html: raw }), 'canvas');
    expect(markup).toMatch(/<iframe[^>]*sandbox=""[^>]*srcDoc="/i);
    expect(markup).not.toContain('<script>');
  });
  it('is output as written on the public page', () => {
    expect(html(withContent('html', { html: raw }), 'public')).toContain(raw);
  });
});

describe('text block', () => {
  it('strips scripts and event handlers but keeps formatting', () => {
    const markup = html(
      withContent('text', {
        text: '<p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a></p></div></div><img src=x onerror=alert(1)>',
      }),
    );
    expect(markup).toContain('<p>Hello <strong>world</strong><a>x</a></p>');
    expect(markup).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(markup.match(/<div/g)!.length).toBe(markup.match(/<\/div>/g)!.length);
  });
});

describe('accordion block', () => {
  it('opens the first item and, unless several may open, groups the items so opening one closes the others', () => {
    const markup = html(createBlock('accordion'));
    expect(markup.match(/<details[^>]*open=""/g)).toHaveLength(1);
    expect(markup.indexOf('open=""')).toBeLessThan(markup.indexOf('</details>'));
    expect(markup).toMatch(/<details[^>]*name="acc-/);
    expect(html(withContent('accordion', { allowMultiple: true }))).not.toMatch(/<details[^>]*name=/);
  });
});

describe('tabs block', () => {
  const rule = (css: string, selector: string) => css.split('}').find((r) => r.trimStart().startsWith(selector)) ?? '';
  it.each([
    ['public page', publicBlockCss],
    ['canvas', blockCss],
  ])('keeps every tab in view on a 375px screen: the row wraps instead of scrolling, the tabs narrow (%s)', (_where, css) => {
    const list = rule(css, '.atlas-tabs__list{');
    expect(list).toContain('flex-wrap:wrap');
    expect(list).not.toContain('overflow-x');
    expect(rule(css, '.atlas-tabs__tab{')).toMatch(/padding:12px clamp\(8px,2\.5cqi,18px\)/);
    // A title longer than a narrow canvas wraps inside its tab (a button inherits nowrap in the builder).
    expect(rule(css, '.atlas-tabs__tab{')).toContain('white-space:normal;overflow-wrap:anywhere');
  });
  it('renders an ARIA tablist with the first panel visible', () => {
    const markup = html(createBlock('tabs'));
    expect(markup).toContain('role="tablist"');
    expect(markup.match(/role="tab"/g)).toHaveLength(3);
    expect(markup.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(markup.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2);
  });
});

describe('footer block', () => {
  const year = String(new Date().getFullYear());
  it.each(['public', 'canvas'] as const)('shows the current year in a new footer’s copyright line (%s)', (mode) => {
    const markup = html(createBlock('footer'), mode);
    expect(markup).toContain(`© ${year} Brightside. All rights reserved.`);
    expect(markup).not.toContain('{year}');
    expect(markup).not.toContain('© 2024');
  });
  it('keeps a year the owner typed, and fills in {year} wherever it stands', () => {
    expect(html(withContent('footer', { copyright: '© 2019 Crusty Bakery' }))).toContain('© 2019 Crusty Bakery');
    expect(html(withContent('footer', { copyright: 'Since 2019 · © {year} Crusty' }))).toContain(`Since 2019 · © ${year} Crusty`);
  });
});

describe('contact form block', () => {
  it('ties each label to its input and honours required', () => {
    const markup = html(createBlock('form'));
    const ids = [...markup.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(markup).toMatch(new RegExp(`id="${id}"[^>]*required=""`));
  });
});

describe('testimonial block', () => {
  it('labels the stars for screen readers', () => {
    expect(html(withContent('testimonial', { rating: 4 }))).toContain('aria-label="Rated 4 out of 5"');
  });
});

describe('columns block', () => {
  it('renders nested blocks recursively', () => {
    const inner = withContent('heading', { text: 'Nested title' });
    const markup = html(
      withContent('columns', {
        columns: [
          { id: 'a', blocks: [inner] },
          { id: 'b', blocks: [] },
        ],
      }),
    );
    expect(markup).toContain('Nested title');
    expect(markup.match(/class="atlas-column"/g)).toHaveLength(2);
  });
});

describe('cloneBlockWithNewIds', () => {
  it('gives new ids to the block, its columns and the blocks nested at every depth', () => {
    const deepest = createBlock('text');
    const middle = withContent('columns', {
      columns: [
        { id: 'm1', blocks: [deepest] },
        { id: 'm2', blocks: [] },
      ],
    });
    const outer = withContent('columns', {
      columns: [
        { id: 'o1', blocks: [middle] },
        { id: 'o2', blocks: [] },
      ],
    });
    const copy = cloneBlockWithNewIds(outer);
    const ids = (b: Block): string[] => [
      b.id,
      ...(b.content.columns ?? []).flatMap((c: { id: string; blocks: Block[] }) => [c.id, ...c.blocks.flatMap(ids)]),
    ];
    const before = ids(outer);
    const after = ids(copy);
    expect(after).toHaveLength(before.length);
    for (const id of after) expect(before).not.toContain(id);
    expect(copy.content.columns[0].blocks[0].content.columns[0].blocks[0].content).toEqual(deepest.content);
    expect(outer.content.columns[0].id).toBe('o1');
  });
});

describe('islandScript', () => {
  it('stays under 4 KB', () => {
    expect(Buffer.byteLength(islandScript)).toBeLessThan(4096);
  });
  it('is valid JavaScript', () => {
    expect(() => new Function(islandScript)).not.toThrow();
  });
});

describe('content saved by the simple builder', () => {
  it('reads a button url and a video url', () => {
    const button = createBlock('button');
    button.content = { text: 'Go', url: '/pricing' };
    expect(html(button)).toContain('href="/pricing"');
    const video = createBlock('video');
    video.content = { url: 'https://youtu.be/dQw4w9WgXcQ', type: 'youtube' };
    expect(html(video)).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(validateBlock({ ...video, content: { url: 'https://youtu.be/short', type: 'youtube' } })).toBe('Invalid YouTube URL');
  });
});
