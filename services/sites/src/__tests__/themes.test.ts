import { authHeader } from '@atlas/service-kit/testing';
import { alice, bob, startSites, type Harness } from './harness';
import { seedThemeLibrary } from '../operations/themes-seed';
import { THEME_DEFAULTS, THEME_FONT_NAMES, THEME_TYPES } from '../rules/theme-rules';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

let h: Harness;
let themes: any[];
let site: any;
let bobSite: any;
beforeAll(async () => {
  h = await startSites();
  themes = (await h.call('GET', '/api/themes/themes/')).body;
  site = await h.createSite(alice, 'themed-bakery');
  bobSite = await h.createSite(bob, 'bobs-garage');
});
afterAll(async () => {
  await h.service.close();
});

const theme = (name: string) => themes.find((t) => t.name === name);
const text = async (url: string, as: { id: number } = alice) => {
  const response = await h.service.app.inject({ method: 'GET', url, headers: authHeader(as) });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.body };
};
const createSiteTheme = (siteId: number, body: Record<string, unknown> = {}, as: { id: number } = alice) =>
  h.call('POST', '/api/themes/site-themes/', { as, body: { site: siteId, theme: theme('Atlas').id, ...body } });

describe('the theme catalogue', () => {
  it('offers at least six themes across every theme type, the default one wearing the product’s default look', async () => {
    expect(themes.length).toBeGreaterThanOrEqual(6);
    expect(new Set(themes.map((t) => t.theme_type))).toEqual(new Set(THEME_TYPES));
    const [first] = themes;
    expect(first).toMatchObject({ name: 'Atlas', is_default: true, ...THEME_DEFAULTS });
    expect(themes.filter((t) => t.is_default)).toHaveLength(1);
    for (const t of themes) {
      expect(THEME_FONT_NAMES).toContain(t.heading_font);
      expect(THEME_FONT_NAMES).toContain(t.body_font);
      expect(t.preview_image).toMatch(/^data:image\/svg\+xml,/);
      expect(t.variations_count).toBeGreaterThan(0);
    }
  });

  it('filters by theme type, premium and a search of name and description', async () => {
    const blogs = (await h.call('GET', '/api/themes/themes/?theme_type=blog')).body;
    expect(blogs.map((t: any) => t.name)).toEqual(['Journal']);
    const premium = (await h.call('GET', '/api/themes/themes/?is_premium=true')).body;
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((t: any) => t.is_premium)).toBe(true);
    const free = (await h.call('GET', '/api/themes/themes/?is_premium=false')).body;
    expect(free.length + premium.length).toBe(themes.length);
    expect((await h.call('GET', '/api/themes/themes/?search=serif')).body.map((t: any) => t.name)).toContain('Journal');
    expect((await h.call('GET', '/api/themes/themes/?search=100%25')).body).toEqual([]);
    const bad = await h.call('GET', '/api/themes/themes/?theme_type=brutalist');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('querystring/theme_type must be one of business, creative, blog, ecommerce, landing');
  });

  it('needs a signed-in user', async () => {
    expect((await h.call('GET', '/api/themes/themes/', { as: null })).status).toBe(401);
  });

  it('answers a theme with its variations, its assets and its stylesheet', async () => {
    const journal = theme('Journal');
    const detail = await h.call('GET', `/api/themes/themes/${journal.id}/`);
    expect(detail.body.variations.map((v: any) => v.name)).toEqual(['Ink', 'Sage']);
    const variations = (await h.call('GET', `/api/themes/themes/${journal.id}/variations/`)).body;
    expect(variations).toEqual(detail.body.variations);
    const sage = variations[1];
    expect(sage).toMatchObject({ theme: journal.id, primary_color: '#4d7c0f', heading_font: 'PT Serif', background_color: null });

    const assets = (await h.call('GET', `/api/themes/themes/${journal.id}/assets/`)).body;
    expect(assets.map((a: any) => a.asset_type)).toEqual(['stylesheet', 'image', 'font', 'font']);
    expect(assets[0].url).toBe(`/api/themes/themes/${journal.id}/css/`);
    // Fonts are system stacks: no font file, no third-party host.
    expect(assets.filter((a: any) => a.asset_type === 'font').every((a: any) => a.url === null && /serif$/.test(a.value))).toBe(true);

    const css = await text(`/api/themes/themes/${journal.id}/css/`);
    expect(css.status).toBe(200);
    expect(css.type).toMatch(/^text\/css/);
    expect(css.body).toContain('--atlas-color-primary:#b45309');
    expect(css.body).toContain('--atlas-max-width:860px');
    expect(css.body).toContain('--atlas-font-heading:Merriweather,');
    expect(css.body).not.toMatch(/https?:/);
    const dressed = await text(`/api/themes/themes/${journal.id}/css/?variation=${sage.id}`);
    expect(dressed.body).toContain('--atlas-color-primary:#4d7c0f');
    expect(dressed.body).toContain('--atlas-font-heading:"PT Serif"');
    const [foreign] = (await h.call('GET', `/api/themes/themes/${theme('Atlas').id}/variations/`)).body.map((v: any) => v.id);
    expect((await text(`/api/themes/themes/${journal.id}/css/?variation=${foreign}`)).status).toBe(404);
  });

  it('answers 404 for a theme that does not exist and 400 for an id that cannot be one', async () => {
    expect((await h.call('GET', '/api/themes/themes/99999/')).body.detail).toBe('Theme not found');
    expect((await h.call('GET', '/api/themes/themes/99999/variations/')).status).toBe(404);
    expect((await text('/api/themes/themes/99999/css/')).status).toBe(404);
    expect((await h.call('GET', '/api/themes/themes/abc/')).status).toBe(400);
  });

  it('seeds again without duplicating anything or changing ids', async () => {
    await seedThemeLibrary(h.service.app.db);
    const again = (await h.call('GET', '/api/themes/themes/')).body;
    expect(again.map((t: any) => [t.id, t.name, t.variations_count])).toEqual(themes.map((t) => [t.id, t.name, t.variations_count]));
    const [{ count }] = await h.service.app.db('sites.theme_presets').count({ count: '*' });
    expect(Number(count)).toBe(6);
  });
});

describe('presets', () => {
  it('lists the featured presets first, each with its base theme', async () => {
    const all = (await h.call('GET', '/api/themes/presets/')).body;
    const featured = (await h.call('GET', '/api/themes/presets/?is_featured=true')).body;
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.every((p: any) => p.is_featured)).toBe(true);
    expect(all.slice(0, featured.length)).toEqual(featured);
    const law = featured.find((p: any) => p.name === 'Law Firm');
    expect(law.base_theme_details).toMatchObject({ id: law.base_theme, name: 'Corporate' });
    expect(law.base_variation_details).toMatchObject({ id: law.base_variation, name: 'Slate' });
    expect((await h.call('GET', `/api/themes/presets/${law.id}/`)).body).toEqual(law);
    expect((await h.call('GET', '/api/themes/presets/99999/')).body.detail).toBe('Preset not found');
  });

  it('applies a preset to a site: its theme, variation and customisation', async () => {
    const law = (await h.call('GET', '/api/themes/presets/')).body.find((p: any) => p.name === 'Law Firm');
    for (const body of [undefined, {}, { site_id: null }]) {
      const missing = await h.call('POST', `/api/themes/presets/${law.id}/apply_to_site/`, { body });
      expect(missing.status).toBe(400);
      expect(missing.body.detail).toBe('Site ID is required to apply preset');
    }
    const foreign = await h.call('POST', `/api/themes/presets/${law.id}/apply_to_site/`, { body: { site_id: bobSite.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Site not found');

    const other = await h.createSite(alice, 'preset-site');
    const applied = await h.call('POST', `/api/themes/presets/${law.id}/apply_to_site/`, { body: { site_id: other.id } });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      site: other.id,
      theme: law.base_theme,
      variation: law.base_variation,
      custom_heading_font: 'Georgia',
      theme_details: { name: 'Corporate' },
      variation_details: { name: 'Slate' },
      resolved: { primary_color: '#334155', heading_font: 'Georgia', body_font: 'Open Sans' },
      warnings: [],
    });
    // Applying another preset replaces it: still one site theme for the site.
    const food = (await h.call('GET', '/api/themes/presets/')).body.find((p: any) => p.name === 'Food Blog');
    const again = await h.call('POST', `/api/themes/presets/${food.id}/apply_to_site/`, { body: { site_id: other.id } });
    expect(again.body).toMatchObject({ id: applied.body.id, custom_heading_font: null, theme_details: { name: 'Journal' } });
    expect((await h.call('GET', `/api/themes/site-themes/?site=${other.id}`)).body).toHaveLength(1);
    const events = (await h.outbox('sites.theme.changed')).filter((e) => e.payload.site_id === other.id);
    expect(events.map((e) => e.payload)).toEqual([
      { site_id: other.id, owner_id: alice.id, site_slug: 'preset-site' },
      { site_id: other.id, owner_id: alice.id, site_slug: 'preset-site' },
    ]);
    expect(events[0].key).toBe(String(other.id));
  });
});

describe('site themes', () => {
  let siteTheme: any;

  it('creates one site theme per site, and two created at once leave one row', async () => {
    const created = await createSiteTheme(site.id);
    expect(created.status).toBe(201);
    siteTheme = created.body;
    expect(siteTheme).toMatchObject({ site: site.id, theme: theme('Atlas').id, variation: null, custom_css: '', custom_css_variables: {} });
    expect(siteTheme.resolved).toMatchObject(THEME_DEFAULTS);
    const second = await createSiteTheme(site.id);
    expect(second.status).toBe(400);
    expect(second.body.detail).toBe('This site already has a site theme: switch or customise it instead');

    const racing = await h.createSite(alice, 'racing-site');
    const answers = await Promise.all([createSiteTheme(racing.id), createSiteTheme(racing.id), createSiteTheme(racing.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    const rows = await h.service.app.db('sites.site_themes').where({ site_id: racing.id });
    expect(rows).toHaveLength(1);
  });

  it('checks what a create names: the site, the theme and a variation of that theme', async () => {
    const fresh = await h.createSite(alice, 'checks-site');
    expect((await createSiteTheme(bobSite.id)).body.detail).toBe('Site not found');
    expect((await createSiteTheme(fresh.id, { theme: 99999 })).body.detail).toBe('Theme 99999 does not exist');
    const foreignVariation = (await h.call('GET', `/api/themes/themes/${theme('Journal').id}/variations/`)).body[0].id;
    const wrong = await createSiteTheme(fresh.id, { variation: foreignVariation });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe(`Variation ${foreignVariation} is not a variation of theme ${theme('Atlas').id}`);
    const missing = await h.call('POST', '/api/themes/site-themes/', { body: { theme: theme('Atlas').id } });
    expect(missing.status).toBe(400);
    expect((await h.call('GET', `/api/themes/site-themes/?site=${fresh.id}`)).body).toEqual([]);
  });

  it("is its owner's only: someone else gets 404 on every route, and lists only their own", async () => {
    const id = siteTheme.id;
    for (const [method, url, body] of [
      ['GET', `/api/themes/site-themes/${id}/`],
      ['PUT', `/api/themes/site-themes/${id}/`, { custom_css: 'a{}' }],
      ['DELETE', `/api/themes/site-themes/${id}/`],
      ['POST', `/api/themes/site-themes/${id}/customize/`, { primary_color: '#000000' }],
      ['POST', `/api/themes/site-themes/${id}/reset/`],
      ['POST', `/api/themes/site-themes/${id}/switch_theme/`, { theme_id: theme('Journal').id }],
    ] as const) {
      const res = await h.call(method as any, url, { as: bob, body });
      expect([url, res.status, res.body.detail]).toEqual([url, 404, 'Site theme not found']);
    }
    expect((await text(`/api/themes/site-themes/${id}/css/`, bob)).status).toBe(404);
    expect((await h.call('GET', '/api/themes/site-themes/', { as: bob })).body).toEqual([]);
    expect((await h.call('GET', `/api/themes/site-themes/?site=${site.id}`, { as: bob })).body).toEqual([]);
    const mine = (await h.call('GET', `/api/themes/site-themes/?site=${site.id}`)).body;
    expect(mine.map((t: any) => t.id)).toEqual([id]);
    expect((await h.call('GET', `/api/themes/site-themes/${id}/`)).body.id).toBe(id);
    expect((await h.call('GET', '/api/themes/site-themes/99999/')).status).toBe(404);
  });

  it('customises colours, fonts, variables and CSS, and its stylesheet wears them', async () => {
    const res = await h.call('POST', `/api/themes/site-themes/${siteTheme.id}/customize/`, {
      body: {
        primary_color: '#aa3300',
        heading_font: 'Playfair Display',
        css_variables: { '--atlas-border-radius': '2px', '--atlas-shadow': '0 1px 3px rgba(0,0,0,.2)' },
        custom_css: '.hero{background:url(/media/bread.jpg)}',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      custom_primary_color: '#aa3300',
      custom_heading_font: 'Playfair Display',
      custom_body_font: null,
      resolved: { primary_color: '#aa3300', heading_font: 'Playfair Display', body_font: 'Inter', border_radius: '2px' },
      warnings: [],
    });
    const css = await text(`/api/themes/site-themes/${siteTheme.id}/css/`);
    expect(css.type).toMatch(/^text\/css/);
    expect(css.body).toContain('--atlas-color-primary:#aa3300');
    expect(css.body).toContain('--atlas-radius:2px');
    expect(css.body).toContain('--atlas-shadow:0 1px 3px rgba(0,0,0,.2)');
    expect(css.body).toContain('--atlas-font-heading:"Playfair Display"');
    expect(css.body).toContain('.hero{background:url(/media/bread.jpg)}');

    // A field left out keeps its value; '' puts it back to the theme's.
    const cleared = await h.call('POST', `/api/themes/site-themes/${siteTheme.id}/customize/`, { body: { heading_font: '' } });
    expect(cleared.body).toMatchObject({ custom_primary_color: '#aa3300', custom_heading_font: null, resolved: { heading_font: 'Inter' } });
  });

  it('refuses CSS injection through a colour, a font, a variable or custom CSS', async () => {
    const customize = (body: object) => h.call('POST', `/api/themes/site-themes/${siteTheme.id}/customize/`, { body });
    const refused: [object, string][] = [
      [{ primary_color: 'red;}body{display:none' }, 'body/primary_color must be a hex colour: #rgb or #rrggbb'],
      [{ text_color: '#fff;' }, 'body/text_color must be a hex colour: #rgb or #rrggbb'],
      [{ background_color: 'url(https://evil.example/x)' }, 'body/background_color must be a hex colour: #rgb or #rrggbb'],
      [
        { body_font: 'Inter;}</style><script>alert(1)</script>' },
        `body/body_font must be one of the theme fonts: ${THEME_FONT_NAMES.join(', ')}`,
      ],
      [{ heading_font: 'Comic Sans MS' }, `body/heading_font must be one of the theme fonts: ${THEME_FONT_NAMES.join(', ')}`],
      [{ css_variables: { color: 'red' } }, 'CSS variable "color" must be named --atlas-… (lowercase letters, digits and hyphens)'],
      [
        { css_variables: { '--atlas-x;}body{': '1px' } },
        'CSS variable "--atlas-x;}body{" must be named --atlas-… (lowercase letters, digits and hyphens)',
      ],
      [
        { css_variables: { '--atlas-gap': '1px;}</style><script>alert(1)</script>' } },
        'CSS variable --atlas-gap must be a length (8px, 1.5rem), a number, a colour (#hex, rgb(), hsl()) or a shadow',
      ],
      [
        { css_variables: { '--atlas-bg': 'url(https://evil.example/track.gif)' } },
        'CSS variable --atlas-bg must be a length (8px, 1.5rem), a number, a colour (#hex, rgb(), hsl()) or a shadow',
      ],
      [
        { custom_css: 'body{color:red}</style><script>alert(1)</script>' },
        'Custom CSS may not contain "<" (it could end the page\'s style element)',
      ],
      [{ custom_css: '\\3c /style>' }, 'Custom CSS may not contain "<" (it could end the page\'s style element)'],
      [
        { custom_css: '@import url(https://fonts.googleapis.com/css?family=Roboto);' },
        'Custom CSS may not use @import: styles and fonts load from Atlas only',
      ],
      [{ custom_css: '@\\69mport "x.css";' }, 'Custom CSS may not use @import: styles and fonts load from Atlas only'],
      [{ custom_css: 'p{width:expression(alert(1))}' }, 'Custom CSS may not use expression()'],
      [{ custom_css: 'a{background:url("javascript:alert(1)")}' }, 'Custom CSS may not contain javascript: addresses'],
      [
        { custom_css: '@font-face{font-family:X;src:url(https://fonts.gstatic.com/x.woff2)}' },
        'Custom CSS may load url() only from this site (an address starting with /)',
      ],
      [
        { custom_css: 'a{background:url(//evil.example/x.png)}' },
        'Custom CSS may load url() only from this site (an address starting with /)',
      ],
      [{ custom_css: `/* ${'x'.repeat(51 * 1024)} */` }, 'body/custom_css must be at most 50 KB'],
      [{ custom_css: `/* ${'é'.repeat(26 * 1024)} */` }, 'Custom CSS must be at most 50 KB'],
    ];
    for (const [body, detail] of refused) {
      const res = await customize(body);
      expect([JSON.stringify(body).slice(0, 80), res.status, res.body.detail]).toEqual([JSON.stringify(body).slice(0, 80), 400, detail]);
    }
    const put = await h.call('PUT', `/api/themes/site-themes/${siteTheme.id}/`, { body: { custom_primary_color: 'javascript:alert(1)' } });
    expect(put.status).toBe(400);
    const css = await text(`/api/themes/site-themes/${siteTheme.id}/css/`);
    expect(css.body).not.toMatch(/<|evil|expression|javascript/);
    expect(css.body).toContain('--atlas-color-primary:#aa3300');
  });

  it('accepts a text colour too weak on its background, and warns about it', async () => {
    const weak = await h.call('POST', `/api/themes/site-themes/${siteTheme.id}/customize/`, {
      body: { text_color: '#999999', background_color: '#ffffff' },
    });
    expect(weak.status).toBe(200);
    expect(weak.body.custom_text_color).toBe('#999999');
    expect(weak.body.warnings).toHaveLength(1);
    expect(weak.body.warnings[0]).toMatch(
      /^Text colour #999999 on background #ffffff has a contrast ratio of 2\.85:1; WCAG AA asks for at least 4\.5:1/,
    );
    expect((await h.call('GET', `/api/themes/site-themes/${siteTheme.id}/`)).body.warnings).toEqual(weak.body.warnings);
    const fixed = await h.call('POST', `/api/themes/site-themes/${siteTheme.id}/customize/`, { body: { text_color: '#111' } });
    expect(fixed.body.warnings).toEqual([]);
  });

  it("switches theme keeping the customisation, with the spec's errors", async () => {
    const journal = theme('Journal');
    const [ink] = (await h.call('GET', `/api/themes/themes/${journal.id}/variations/`)).body;
    const noTheme = await h.call('POST', `/api/themes/site-themes/${siteTheme.id}/switch_theme/`, { body: {} });
    expect(noTheme.body.detail).toBe('Theme ID is required to switch theme');
    const wrongVariation = await h.call('POST', `/api/themes/site-themes/${siteTheme.id}/switch_theme/`, {
      body: { theme_id: theme('Atlas').id, variation_id: ink.id },
    });
    expect(wrongVariation.status).toBe(400);

    const switched = await h.call('POST', `/api/themes/site-themes/${siteTheme.id}/switch_theme/`, {
      body: { theme_id: journal.id, variation_id: ink.id },
    });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      id: siteTheme.id,
      theme: journal.id,
      variation: ink.id,
      custom_primary_color: '#aa3300',
      resolved: { primary_color: '#aa3300', background_color: '#ffffff', body_font: 'Lora', max_width: '860px' },
    });

    // The selector's Apply on a site without a site theme: by site id.
    const missing = await h.call('POST', '/api/themes/site-themes/switch_theme/', { body: { theme_id: journal.id } });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('Site ID is required to switch theme');
    expect(
      (await h.call('POST', '/api/themes/site-themes/switch_theme/', { body: { site_id: bobSite.id, theme_id: journal.id } })).status,
    ).toBe(404);
    const bare = await h.createSite(alice, 'bare-site');
    const applied = await h.call('POST', '/api/themes/site-themes/switch_theme/', { body: { site_id: bare.id, theme_id: journal.id } });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ site: bare.id, theme: journal.id, variation: null });
  });

  it('resets to the theme and variation as they ship', async () => {
    const reset = await h.call('POST', `/api/themes/site-themes/${siteTheme.id}/reset/`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      theme: theme('Journal').id,
      custom_primary_color: null,
      custom_text_color: null,
      custom_css_variables: {},
      custom_css: '',
      resolved: { primary_color: '#1e40af', text_color: '#1e293b', border_radius: '6px' },
    });
    const css = await text(`/api/themes/site-themes/${siteTheme.id}/css/`);
    expect(css.body).toContain('--atlas-color-primary:#1e40af');
    expect(css.body).not.toContain('bread.jpg');
  });

  it('updates with PUT (fields left out keep their value) and deletes', async () => {
    const put = await h.call('PUT', `/api/themes/site-themes/${siteTheme.id}/`, {
      body: { theme: theme('Storefront').id, custom_accent_color: '#123456' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      theme: theme('Storefront').id,
      variation: null,
      custom_accent_color: '#123456',
      resolved: { accent_color: '#123456' },
    });
    const before = (await h.outbox('sites.theme.changed')).length;
    const removed = await h.call('DELETE', `/api/themes/site-themes/${siteTheme.id}/`);
    expect(removed.status).toBe(204);
    expect((await h.call('GET', `/api/themes/site-themes/${siteTheme.id}/`)).status).toBe(404);
    expect((await h.outbox('sites.theme.changed')).length).toBe(before + 1);
  });
});

describe('public sites wear their site theme', () => {
  it('answers the resolved site theme in the public site and page data, null without one', async () => {
    const shop = await h.createSite(alice, 'themed-shop');
    await h.createPage(alice, shop.id, 'Home', { is_published: true });
    await h.call('POST', `/api/builder/sites/${shop.id}/publish/`);
    const plain = await h.call('GET', '/api/builder/public_site/themed-shop/', { as: null });
    expect(plain.body.site.site_theme).toBeNull();

    const created = await createSiteTheme(shop.id, { theme: theme('Storefront').id, custom_css: 'h1{letter-spacing:.02em}' });
    await h.call('POST', `/api/themes/site-themes/${created.body.id}/customize/`, { body: { primary_color: '#0f766e' } });
    const data = await h.call('GET', '/api/builder/public_site/themed-shop/', { as: null });
    expect(data.body.site.site_theme).toEqual({
      theme_id: theme('Storefront').id,
      theme_name: 'Storefront',
      variation_id: null,
      primary_color: '#0f766e',
      secondary_color: '#334155',
      accent_color: '#16a34a',
      background_color: '#ffffff',
      text_color: '#111827',
      heading_font: 'Poppins',
      body_font: 'Inter',
      border_radius: '10px',
      spacing_unit: '1rem',
      max_width: '1280px',
      css_variables: {},
      custom_css: 'h1{letter-spacing:.02em}',
    });
    const page = await h.call('GET', '/api/builder/public/themed-shop/home/', { as: null });
    expect(page.body.site.site_theme).toEqual(data.body.site.site_theme);
  });
});

describe('theme packs from the marketplace', () => {
  const aurora = {
    slug: 'aurora',
    name: 'Aurora',
    description: 'Bright gradients',
    theme_type: 'creative',
    primary_color: '#7c3aed',
    secondary_color: '#db2777',
    accent_color: '#f59e0b',
    background_color: '#ffffff',
    text_color: '#1f2937',
    heading_font: 'Poppins',
    body_font: 'Inter',
  };
  let at = Date.parse('2026-11-01T10:00:00Z');
  const packEvent = (verb: 'installed' | 'uninstalled', userId: number, definitions: unknown[] = [aurora]) => ({
    id: `${verb}-${userId}-${(at += 1000)}`.padEnd(36, '0'),
    type: `marketplace.module.${verb}`,
    version: 1 as const,
    occurredAt: new Date(at).toISOString(),
    key: String(userId),
    payload: {
      user_id: userId,
      owner_id: userId,
      module_id: 4,
      slug: 'creative-themes',
      name: 'Creative Themes',
      module_type: 'theme',
      version: '1.0.0',
      provides: { themes: ['aurora'] },
      block_definitions: [],
      theme_definitions: definitions,
      site_ids: [],
    },
  });
  const names = async (as: { id: number }) => ((await h.call('GET', '/api/themes/themes/', { as })).body as any[]).map((t) => t.name);

  it("offers a pack's themes to the users who installed it, and only while it is installed; a site wearing one keeps it", async () => {
    const malformed = { ...aurora, slug: 'broken', name: 'Broken', primary_color: 'red;}body{display:none' };
    await h.service.app.events.deliver(packEvent('installed', alice.id, [aurora, malformed]));
    expect(await names(alice)).toContain('Aurora');
    // A theme whose colour the customiser would refuse never joins the catalogue.
    expect(await names(alice)).not.toContain('Broken');
    expect(await names(bob)).not.toContain('Aurora');
    const offered = ((await h.call('GET', '/api/themes/themes/', { as: alice })).body as any[]).find((t) => t.name === 'Aurora');
    expect(offered).toMatchObject({ theme_type: 'creative', primary_color: '#7c3aed', heading_font: 'Poppins' });
    expect((await h.call('GET', `/api/themes/themes/${offered.id}/`, { as: bob })).status).toBe(404);
    expect(
      (await h.call('POST', '/api/themes/site-themes/switch_theme/', { as: bob, body: { site_id: bobSite.id, theme_id: offered.id } }))
        .status,
    ).toBe(400);

    const wearing = await h.call('POST', '/api/themes/site-themes/switch_theme/', { body: { site_id: site.id, theme_id: offered.id } });
    expect(wearing.status).toBeLessThan(300);
    expect(wearing.body.theme_details.name).toBe('Aurora');

    await h.service.app.events.deliver(packEvent('uninstalled', alice.id));
    expect(await names(alice)).not.toContain('Aurora');
    const kept = (await h.call('GET', `/api/themes/site-themes/?site=${site.id}`)).body;
    expect((Array.isArray(kept) ? kept : kept.results)[0].theme_details.name).toBe('Aurora');
    expect((await text(`/api/themes/site-themes/${wearing.body.id}/css/`)).body).toContain('#7c3aed');
  });

  it("offers a site's own theme pack on that site to all who work on it, not on its installer's other sites", async () => {
    const admin = { id: 60 };
    const ledger = { ...aurora, slug: 'ledger', name: 'Ledger', theme_type: 'business' };
    await h.service.app.db('sites.site_members').insert({ site_id: site.id, user_id: admin.id, role: 'admin', invited_by: alice.id });
    const adminsOwn = await h.createSite(admin, 'admins-own-themes');
    const event = packEvent('installed', admin.id, [ledger]);
    await h.service.app.events.deliver({
      ...event,
      key: String(site.id),
      payload: { ...event.payload, module_id: 5, slug: 'business-themes', owner_id: alice.id, site_id: site.id, site_ids: [site.id] },
    });
    const listed = async (as: { id: number }, query = '') =>
      ((await h.call('GET', `/api/themes/themes/${query}`, { as })).body as any[]).map((t) => t.name);
    expect(await listed(alice, `?site=${site.id}`)).toContain('Ledger');
    expect(await listed(admin, `?site=${site.id}`)).toContain('Ledger');
    expect(await listed(alice)).not.toContain('Ledger');
    expect(await listed(admin, `?site=${adminsOwn.id}`)).not.toContain('Ledger');
    expect((await h.call('GET', `/api/themes/themes/?site=${site.id}`, { as: bob })).status).toBe(404);

    const theme = ((await h.call('GET', `/api/themes/themes/?site=${site.id}`, { as: admin })).body as any[]).find(
      (t) => t.name === 'Ledger',
    );
    expect((await h.call('GET', `/api/themes/themes/${theme.id}/`, { as: alice })).status).toBe(200);
    expect((await h.call('GET', `/api/themes/themes/${theme.id}/`, { as: bob })).status).toBe(404);
    const switched = await h.call('POST', '/api/themes/site-themes/switch_theme/', {
      as: admin,
      body: { site_id: site.id, theme_id: theme.id },
    });
    expect(switched.status).toBeLessThan(300);
    expect(switched.body.theme_details.name).toBe('Ledger');
    const elsewhere = await h.call('POST', '/api/themes/site-themes/switch_theme/', {
      as: admin,
      body: { site_id: adminsOwn.id, theme_id: theme.id },
    });
    expect(elsewhere.status).toBe(400);
  });
});
