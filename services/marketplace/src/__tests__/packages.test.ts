import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderDeclarativeBlock } from '@atlas/blocks/model';
import { canonicalJson, satisfiesRange } from '../rules/module-rules';
import { sanitizeTemplate } from '../operations/declarative-blocks';
import { alice, staff, startMarketplace, type Marketplace } from './harness';

const demoKey = createPrivateKey(readFileSync(path.join(__dirname, '../../scripts/demo-publisher.key.pem'), 'utf8'));
const signed = (manifest: Record<string, unknown>, key = demoKey, publisher = 'atlas-demo') => ({
  manifest,
  publisher,
  signature: sign(null, Buffer.from(canonicalJson(manifest)), key).toString('base64'),
});

const manifest = (overrides: Record<string, unknown> = {}) => ({
  slug: 'promo-cards',
  title: 'Promo Cards',
  description: 'Cards for promotions.',
  version: '1.0.0',
  author: 'Demo Publisher',
  module_type: 'block',
  category: 'blocks',
  tags: ['promo'],
  atlas_versions: '^1.0.0',
  blocks: [
    {
      type: 'promo-card',
      label: 'Promo Card',
      template:
        '<div class="promo" onclick="steal()" style="color:{{color}}"><h3 title="{{title}}">{{title}}</h3><script>alert(1)</script><a href="{{link}}">Go</a><a href="javascript:alert(2)">x</a><img src="{{image}}" alt="{{title}}" onerror="alert(3)"></div>',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', default: 'Sale' },
        { name: 'link', label: 'Link', kind: 'url' },
        { name: 'image', label: 'Image', kind: 'image' },
        { name: 'color', label: 'Colour', kind: 'color', default: '#ff0000' },
      ],
    },
  ],
  ...overrides,
});

let t: Marketplace;
beforeAll(async () => {
  t = await startMarketplace();
});
afterAll(() => t?.close());

describe('signed packages', () => {
  it('accepts a package signed by a trusted publisher, its template sanitized, and lets users install it', async () => {
    const { status, body } = await t.call('POST', '/api/marketplace/packages/', { as: staff, body: signed(manifest()) });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      slug: 'promo-cards',
      publisher: 'atlas-demo',
      is_official: false,
      provides: { blocks: ['promo-cards/promo-card'] },
    });
    const blocks = (await t.call('GET', `/api/marketplace/modules/${body.id}/blocks/`)).body.blocks;
    expect(blocks[0].template).toBe(
      '<div class="promo" style="color:{{color}}"><h3 title="{{title}}">{{title}}</h3><a href="{{link}}">Go</a><a>x</a><img src="{{image}}" alt="{{title}}" /></div>',
    );
    expect((await t.install(alice, 'promo-cards')).body).toMatchObject({ success: true, changed: true });
    const event = (await t.published('marketplace.module.installed')).find((e) => e.slug === 'promo-cards');
    expect(event?.block_definitions[0]).toMatchObject({ type: 'promo-cards/promo-card', template: blocks[0].template });
  });

  it('refuses unsigned, tampered and unknown-publisher packages with a detail', async () => {
    const post = (body: object) => t.call('POST', '/api/marketplace/packages/', { as: staff, body });
    expect(await post({ manifest: manifest({ slug: 'unsigned' }) })).toEqual({
      status: 400,
      body: { detail: 'Package is not signed: signature and publisher are required' },
    });
    const tampered = signed(manifest({ slug: 'tampered' }));
    tampered.manifest.description = 'Changed after signing';
    const refused = await post(tampered);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/^Package signature does not match its manifest/);
    const stranger = generateKeyPairSync('ed25519').privateKey;
    expect((await post(signed(manifest({ slug: 'stranger' }), stranger))).status).toBe(403);
    expect(await post(signed(manifest({ slug: 'stranger' }), stranger, 'evil-corp'))).toEqual({
      status: 403,
      body: { detail: 'Publisher "evil-corp" is not trusted' },
    });
    expect((await post({ ...signed(manifest({ slug: 'bad-sig' })), signature: 'not base64 at all' })).status).toBe(403);
    expect((await t.call('GET', '/api/marketplace/modules/?search=tampered')).body.count).toBe(0);
  });

  it('is for staff only, and refuses a manifest that is signed but wrong', async () => {
    expect((await t.call('POST', '/api/marketplace/packages/', { as: alice, body: signed(manifest({ slug: 'mine' })) })).status).toBe(403);
    const post = (m: Record<string, unknown>) => t.call('POST', '/api/marketplace/packages/', { as: staff, body: signed(m) });
    expect((await post(manifest({ slug: 'x', module_type: 'malware' }))).body.detail).toMatch(/module_type must be one of/);
    const placeholder = manifest({
      slug: 'bad-placeholder',
      blocks: [{ type: 'b', label: 'B', template: '<p>{{nope}}</p>', fields: [] }],
    });
    expect((await post(placeholder)).body).toEqual({ detail: 'Block "b": placeholder {{nope}} is not one of its fields' });
    const inClass = manifest({
      slug: 'bad-place',
      blocks: [{ type: 'b', label: 'B', template: '<p class="{{c}}">x</p>', fields: [{ name: 'c', label: 'C', kind: 'text' }] }],
    });
    expect((await post(inClass)).body.detail).toBe('Block "b": placeholder {{c}} is not allowed in the class attribute');
    const partUrl = manifest({
      slug: 'bad-url',
      blocks: [
        { type: 'b', label: 'B', template: '<a href="https://x.test/{{c}}">x</a>', fields: [{ name: 'c', label: 'C', kind: 'text' }] },
      ],
    });
    expect((await post(partUrl)).body.detail).toBe('Block "b": placeholder {{c}} is not allowed in href (it must be the whole value)');
    const seeded = await post(manifest({ slug: 'webhooks' }));
    expect(seeded.status).toBe(409);
    expect((await post(manifest({ slug: 'range', atlas_versions: 'whenever' }))).status).toBe(400);
  });

  it('refuses to install a module made for another Atlas version', async () => {
    const future = await t.call('POST', '/api/marketplace/packages/', {
      as: staff,
      body: signed(manifest({ slug: 'future', atlas_versions: '>=9.0.0' })),
    });
    expect(future.body.is_compatible).toBe(false);
    const answer = await t.install(alice, 'future');
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe('Promo Cards 1.0.0 works with Atlas >=9.0.0; this is Atlas 1.0.0');
  });
});

describe('renderDeclarativeBlock', () => {
  const template = sanitizeTemplate(manifest().blocks[0].template);
  const fields = manifest().blocks[0].fields as Parameters<typeof renderDeclarativeBlock>[2];

  it('fills text, links, images and colours', () => {
    expect(
      renderDeclarativeBlock(template, { title: 'Summer', link: '/sale', image: 'https://cdn.test/a.png', color: '#00ff00' }, fields),
    ).toBe(
      '<div class="promo" style="color:#00ff00"><h3 title="Summer">Summer</h3><a href="/sale">Go</a><a>x</a><img src="https://cdn.test/a.png" alt="Summer" /></div>',
    );
  });

  it('never lets a value run script or become markup', () => {
    const hostile = {
      title: '"><script>alert(1)</script><img src=x onerror=alert(2)>',
      link: 'javascript:alert(3)',
      image: ' jav\tascript:alert(4)',
      color: 'red;background:url(javascript:alert(5))',
    };
    const html = renderDeclarativeBlock(template, hostile, fields);
    expect(html).not.toMatch(/javascript:|url\(/i);
    // the only tags are the template's, and none carries a handler (quoted values set aside)
    const tags = html.match(/<[^>]+>/g)!.map((tag) => tag.replace(/"[^"]*"/g, '""'));
    expect(tags).toEqual([
      '<div class="" style="">',
      '<h3 title="">',
      '</h3>',
      '<a href="">',
      '</a>',
      '<a>',
      '</a>',
      '<img src="" alt="" />',
      '</div>',
    ]);
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="">Go</a>');
    expect(html).toContain('style="color:"');
    for (const link of ['JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.test', '/\\evil.test']) {
      expect(renderDeclarativeBlock('<a href="{{link}}">x</a>', { link }, [{ name: 'link', label: 'L', kind: 'url' }])).toBe(
        '<a href="">x</a>',
      );
    }
  });

  it('does not expand a placeholder written inside a value', () => {
    const html = renderDeclarativeBlock('<p>{{a}} {{b}}</p>', { a: '{{b}}', b: 'secret' }, [
      { name: 'a', label: 'A', kind: 'text' },
      { name: 'b', label: 'B', kind: 'text' },
    ]);
    expect(html).toBe('<p>&#123;&#123;b&#125;&#125; secret</p>');
  });

  it('drops placeholders in places a value may not go, even in an unsanitized template', () => {
    expect(renderDeclarativeBlock('<div onclick="{{x}}" class="{{x}}">{{x}}</div>', { x: 'alert(1)' }, [])).toBe(
      '<div onclick="" class="">alert(1)</div>',
    );
    expect(renderDeclarativeBlock('<script>var a = "{{x}}"</script>', { x: '";alert(1)//' }, [])).toBe('<script>var a = ""</script>');
  });
});

describe('satisfiesRange', () => {
  it.each([
    ['1.0.0', '>=1.0.0 <2.0.0', true],
    ['2.0.0', '>=1.0.0 <2.0.0', false],
    ['1.4.2', '^1.2.0', true],
    ['1.1.9', '^1.2.0', false],
    ['1.2.9', '~1.2', true],
    ['1.3.0', '~1.2', false],
    ['1.9.0', '1.x', true],
    ['3.0.0', '1.x || 3.x', true],
    ['1.0.0', '*', true],
    ['1.0.0', 'whenever', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});
