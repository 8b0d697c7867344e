import { alice, bob, block, startSites, type Harness } from './harness';
import { libraryFixture } from './library-fixture';
import { seedTemplateLibrary } from '../operations/templates-seed';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

let h: Harness;
beforeAll(async () => {
  h = await startSites();
});
afterAll(async () => {
  await h.service.close();
});

describe('templates', () => {
  it('lists the seeded library, filtered by category', async () => {
    const all = await h.call('GET', '/api/builder/templates/');
    expect(all.status).toBe(200);
    expect(all.body.map((t: any) => t.key).sort()).toEqual(['blog-journal', 'landing-startup']);
    expect(all.body.find((t: any) => t.key === 'blog-journal')).toMatchObject({
      is_premium: true,
      rating: 4.5,
      usage_count: 0,
      category: 'blog',
    });
    const landing = await h.call('GET', '/api/builder/templates/?category=landing');
    expect(landing.body.map((t: any) => t.key)).toEqual(['landing-startup']);
    expect((await h.call('GET', '/api/builder/templates/?category=weird')).status).toBe(400);
  });

  it('seeds idempotently and refreshes a changed template in place', async () => {
    const before = (await h.call('GET', '/api/builder/templates/')).body.find((t: any) => t.key === 'landing-startup');
    await seedTemplateLibrary(h.service.app.db, libraryFixture as any);
    const changed = libraryFixture.map((t) => (t.key === 'landing-startup' ? { ...t, name: 'Startup Landing v2' } : t));
    await seedTemplateLibrary(h.service.app.db, changed as any);
    const after = (await h.call('GET', '/api/builder/templates/')).body;
    expect(after).toHaveLength(2);
    const landing = after.find((t: any) => t.key === 'landing-startup');
    expect(landing.id).toBe(before.id);
    expect(landing.name).toBe('Startup Landing v2');
  });

  it("uses a template as the site's home page, creating it, then overwriting it", async () => {
    const site = await h.createSite(alice, 'from-template');
    const [landing] = (await h.call('GET', '/api/builder/templates/?category=landing')).body;
    const first = await h.call('POST', `/api/builder/templates/${landing.id}/use_template/`, { body: { site_id: site.id, title: 'Home' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: 'Home', slug: 'home', is_home_page: true });
    expect(first.body.blocks.map((b: any) => [b.type, b.content])).toEqual(landing.blocks.map((b: any) => [b.type, b.content]));
    expect(first.body.blocks[0].id).not.toBe(landing.blocks[0].id);
    const [blog] = (await h.call('GET', '/api/builder/templates/?category=blog')).body;
    const second = await h.call('POST', `/api/builder/templates/${blog.id}/use_template/`, { body: { site_id: site.id, title: 'Home' } });
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.blocks.map((b: any) => b.content)).toEqual(blog.blocks.map((b: any) => b.content));
    expect((await h.call('GET', `/api/builder/pages/?site=${site.id}`)).body).toHaveLength(1);
    expect((await h.call('GET', `/api/builder/templates/${landing.id}/`)).body.usage_count).toBe(1);
  });

  it("refuses to apply a template to another user's site", async () => {
    const site = await h.createSite(alice, 'not-bobs');
    const [landing] = (await h.call('GET', '/api/builder/templates/')).body;
    const res = await h.call('POST', `/api/builder/templates/${landing.id}/use_template/`, { as: bob, body: { site_id: site.id } });
    expect(res.status).toBe(404);
    expect((await h.call('POST', `/api/builder/templates/99999/use_template/`, { body: { site_id: site.id } })).status).toBe(404);
  });

  it('saves a page as a template only its owner sees', async () => {
    const site = await h.createSite(alice, 'templated');
    const page = await h.createPage(alice, site.id, 'Pricing', { blocks: [block('p', 'pricing', { plans: [] })] });
    const res = await h.call('POST', '/api/builder/save_as_template/', {
      body: { page_id: page.id, name: 'My pricing', description: 'Mine', category: 'business' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'My pricing', category: 'business', blocks: page.blocks, is_own: true });
    expect((await h.call('GET', '/api/builder/templates/?category=business')).body.map((t: any) => t.name)).toEqual(['My pricing']);
    expect((await h.call('GET', '/api/builder/templates/?category=business', { as: bob })).body).toEqual([]);
    expect((await h.call('GET', `/api/builder/templates/${res.body.id}/`, { as: bob })).status).toBe(404);
    expect(
      (await h.call('POST', '/api/builder/save_as_template/', { as: bob, body: { page_id: page.id, name: 'x', category: 'blog' } })).status,
    ).toBe(404);
    expect(
      (await h.call('POST', '/api/builder/save_as_template/', { body: { page_id: page.id, name: 'x', category: 'food' } })).status,
    ).toBe(400);
  });
});

describe('the template gallery', () => {
  it('searches, filters by type and author, sorts, and pages 12 at a time with count when asked for a page', async () => {
    const all = (await h.call('GET', '/api/builder/templates/?author=Atlas')).body;
    expect(all.map((t: any) => t.name).sort()).toEqual(['Journal', 'Startup Landing v2']);
    const page = await h.call('GET', '/api/builder/templates/?author=Atlas&page=1');
    expect(page.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(page.body.results).toHaveLength(2);
    const search = await h.call('GET', '/api/builder/templates/?search=landing&page=1');
    expect(search.body.results.map((t: any) => t.name)).toEqual(['Startup Landing v2']);
    expect((await h.call('GET', '/api/builder/templates/?type=block&page=1')).body.count).toBe(0);
    expect((await h.call('GET', '/api/builder/templates/?author=nobody&page=1')).body.count).toBe(0);
    const byRating = await h.call('GET', '/api/builder/templates/?author=Atlas&sort=rating');
    expect(byRating.body.map((t: any) => t.name)).toEqual(['Startup Landing v2', 'Journal']);
    const byName = await h.call('GET', '/api/builder/templates/?author=Atlas&sort=name&page=2&page_size=1');
    expect(byName.body).toMatchObject({ count: 2, next: null, previous: 1, results: [{ name: 'Startup Landing v2' }] });
    expect((await h.call('GET', '/api/builder/templates/?sort=random')).status).toBe(400);
  });
});

describe('deleting templates', () => {
  it("deletes the caller's own template, never a library one or someone else's", async () => {
    const site = await h.createSite(alice, 'tpl-delete');
    const page = await h.createPage(alice, site.id, 'Keep');
    const own = (await h.call('POST', '/api/builder/save_as_template/', { body: { page_id: page.id, name: 'Mine', category: 'blog' } }))
      .body;
    const [library] = (await h.call('GET', '/api/builder/templates/?category=landing')).body;
    expect((await h.call('DELETE', `/api/builder/templates/${library.id}/`)).status).toBe(403);
    expect((await h.call('DELETE', `/api/builder/templates/${own.id}/`, { as: bob })).status).toBe(404);
    expect((await h.call('DELETE', `/api/builder/templates/${own.id}/`)).status).toBe(204);
    expect((await h.call('GET', `/api/builder/templates/${own.id}/`)).status).toBe(404);
  });
});

describe('navigation', () => {
  it('starts empty and saves the whole list on both paths', async () => {
    const site = await h.createSite(alice, 'nav-site');
    const empty = await h.call('GET', `/api/builder/sites/${site.id}/navigation/`);
    expect(empty.body).toMatchObject({ structure: [], style_settings: {} });
    const saved = await h.call('PATCH', `/api/builder/sites/${site.id}/navigation/`, {
      body: {
        menu_items: [
          { label: ' Home ', url: 'anything', type: 'home' },
          { label: 'Contact', url: 'x', type: 'contact' },
          { label: 'Docs', url: 'docs.example.com', type: 'external' },
          { label: 'About', url: '/about', type: 'page', page_id: 12 },
          { label: 'Mail', url: 'mailto:hi@example.com', type: 'external' },
        ],
        settings: { alignment: 'right' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.structure.map((i: any) => [i.label, i.url, i.is_external, i.order, i.style])).toEqual([
      ['Home', '/', false, 0, 'default'],
      ['Contact', '/contact', false, 1, 'default'],
      ['Docs', 'https://docs.example.com', true, 2, 'default'],
      ['About', '/about', false, 3, 'default'],
      ['Mail', 'mailto:hi@example.com', true, 4, 'default'],
    ]);
    expect(saved.body.structure[3].page_id).toBe(12);
    const viaService = await h.call('GET', `/api/builder/site_navigation/${site.id}/`);
    expect(viaService.body.structure).toHaveLength(5);
    expect(viaService.body.style_settings).toEqual({ alignment: 'right' });
    const reordered = await h.call('PATCH', `/api/builder/site_navigation/${site.id}/`, {
      body: { structure: [{ label: 'About', url: '/about' }] },
    });
    expect(reordered.body.structure.map((i: any) => i.label)).toEqual(['About']);
    expect(reordered.body.style_settings).toEqual({ alignment: 'right' });
    expect((await h.call('GET', '/api/builder/sites/')).body.find((s: any) => s.id === site.id).navigations[0].structure).toHaveLength(1);
  });

  it.each([
    [{ label: '  ', url: '/x' }],
    [{ label: 'X', url: '' }],
    [{ label: 'X', url: 'javascript:alert(1)' }],
    [{ label: 'X', url: 'javascript:alert(1)', type: 'external' }],
    [{ label: 'X', url: 'JavaScript:alert(1)', type: 'page' }],
    [{ label: 'X', url: 'https://javascript:alert(1)', type: 'external' }],
    [{ label: 'X', url: 'data:text/html,<script>alert(1)</script>', type: 'external' }],
    [{ label: 'X', url: '/x', type: 'mega' }],
  ])('refuses the menu item %j', async (item) => {
    const site = await h.createSite(alice, `nav-bad-${Math.random().toString(36).slice(2, 8)}`);
    const res = await h.call('PATCH', `/api/builder/sites/${site.id}/navigation/`, { body: { menu_items: [item] } });
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe('string');
  });

  it('hides navigation from another user', async () => {
    const site = await h.createSite(alice, 'nav-private');
    expect((await h.call('GET', `/api/builder/sites/${site.id}/navigation/`, { as: bob })).status).toBe(404);
    expect((await h.call('PATCH', `/api/builder/site_navigation/${site.id}/`, { as: bob, body: { menu_items: [] } })).status).toBe(404);
    expect((await h.call('GET', `/api/builder/site_navigation/${site.id}/`, { as: bob })).status).toBe(404);
  });
});

describe('custom blocks', () => {
  it('saves a block for a site or for every site, and filters by site and category', async () => {
    const site = await h.createSite(alice, 'blocks-site');
    const other = await h.createSite(alice, 'blocks-other');
    const forSite = await h.call('POST', '/api/builder/custom_blocks/', {
      body: { name: 'Promo hero', category: 'layout', site: site.id, block: block('x', 'hero', { title: 'Sale' }) },
    });
    expect(forSite.status).toBe(201);
    await h.call('POST', '/api/builder/custom_blocks/', {
      body: { name: 'Footer note', category: 'content', block: block('y', 'text', { text: '<p>Hi</p>' }) },
    });
    await h.call('POST', '/api/builder/custom_blocks/', { body: { name: 'Other only', site: other.id, block: block('z', 'divider', {}) } });
    const bySite = await h.call('GET', `/api/builder/custom_blocks/?site=${site.id}`);
    expect(bySite.body.map((b: any) => b.name).sort()).toEqual(['Footer note', 'Promo hero']);
    const byCategory = await h.call('GET', '/api/builder/custom_blocks/?category=layout');
    expect(byCategory.body.map((b: any) => b.name)).toEqual(['Promo hero']);
    expect((await h.call('GET', '/api/builder/custom_blocks/', { as: bob })).body).toEqual([]);
  });

  it('deletes a custom block for its owner only', async () => {
    const created = (await h.call('POST', '/api/builder/custom_blocks/', { body: { name: 'Temp', block: block('d', 'divider', {}) } }))
      .body;
    expect((await h.call('DELETE', `/api/builder/custom_blocks/${created.id}/`, { as: bob })).status).toBe(404);
    expect((await h.call('DELETE', `/api/builder/custom_blocks/${created.id}/`)).status).toBe(204);
    expect((await h.call('GET', '/api/builder/custom_blocks/')).body.map((b: any) => b.id)).not.toContain(created.id);
  });

  it("refuses a malformed block and another user's site", async () => {
    const site = await h.createSite(alice, 'blocks-guarded');
    expect((await h.call('POST', '/api/builder/custom_blocks/', { body: { name: 'Bad', block: { type: 'hero' } } })).status).toBe(400);
    expect(
      (await h.call('POST', '/api/builder/custom_blocks/', { body: { name: 'Tall', block: block('s', 'spacer', { height: 900 }) } }))
        .status,
    ).toBe(400);
    expect(
      (
        await h.call('POST', '/api/builder/custom_blocks/', {
          as: bob,
          body: { name: 'Mine', site: site.id, block: block('s', 'divider', {}) },
        })
      ).status,
    ).toBe(404);
    expect((await h.call('GET', `/api/builder/custom_blocks/?site=${site.id}`, { as: bob })).status).toBe(404);
  });
});
