import { envelope } from '@atlas/service-kit/testing';
import { alice, bob, block, startSites, type Harness } from './harness';
import { REVISIONS_KEPT_PER_PAGE } from '../repositories/revisions';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

let h: Harness;
let site: any;
beforeAll(async () => {
  h = await startSites();
  site = await h.createSite(alice, 'pages-site');
});
afterAll(async () => {
  await h.service.close();
});

describe('pages', () => {
  it('makes the first page of a site its home page, and only the first', async () => {
    const s = await h.createSite(alice, 'home-rules');
    const first = await h.createPage(alice, s.id, 'Welcome');
    const second = await h.createPage(alice, s.id, 'About Us');
    expect(first).toMatchObject({ is_home_page: true, slug: 'welcome', page_type: 'standard', is_published: false, site: s.id });
    expect(second).toMatchObject({ is_home_page: false, slug: 'about-us' });
  });

  it('keeps one home page per site even when first pages are created at once', async () => {
    const s = await h.createSite(alice, 'racing-homes');
    await Promise.all(['One', 'Two', 'Three'].map((title) => h.call('POST', '/api/builder/pages/', { body: { site: s.id, title } })));
    const pages = (await h.call('GET', `/api/builder/pages/?site=${s.id}`)).body;
    expect(pages.filter((p: any) => p.is_home_page)).toHaveLength(1);
  });

  it('derives a free slug from the title and refuses a taken one', async () => {
    const a = await h.createPage(alice, site.id, 'Contact!');
    const b = await h.createPage(alice, site.id, 'Contact');
    expect([a.slug, b.slug]).toEqual(['contact', 'contact-2']);
    const taken = await h.call('POST', '/api/builder/pages/', { body: { site: site.id, title: 'Again', slug: 'contact' } });
    expect(taken.status).toBe(400);
    expect(taken.body.detail).toBe('A page with this slug already exists on this site');
  });

  it('allows the same page slug on two different sites', async () => {
    const other = await h.createSite(alice, 'other-pages');
    const page = await h.createPage(alice, other.id, 'Contact');
    expect(page.slug).toBe('contact');
  });

  it("lists a site's pages, home first", async () => {
    const s = await h.createSite(alice, 'listing');
    await h.createPage(alice, s.id, 'Home');
    await h.createPage(alice, s.id, 'Blog', { page_type: 'blog' });
    const res = await h.call('GET', `/api/builder/pages/?site=${s.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => p.title)).toEqual(['Home', 'Blog']);
    expect(res.body[1].page_type).toBe('blog');
  });

  it("filters a site's pages by words, status and type, and sorts them", async () => {
    const site = await h.createSite(alice, 'filtered-pages');
    await h.createPage(alice, site.id, 'Welcome');
    await h.createPage(alice, site.id, 'Contact us', { page_type: 'contact', is_published: true });
    await h.createPage(alice, site.id, 'About the team', { is_published: true });
    const list = async (query: string) =>
      (await h.call('GET', `/api/builder/pages/?site=${site.id}&${query}`)).body.map((p: any) => p.title);
    expect(await list('search=team')).toEqual(['About the team']);
    expect(await list('status=published&sort=title')).toEqual(['About the team', 'Contact us']);
    expect(await list('status=draft')).toEqual(['Welcome']);
    expect(await list('type=contact')).toEqual(['Contact us']);
    expect(await list('sort=-title')).toEqual(['Welcome', 'Contact us', 'About the team']);
    expect((await h.call('GET', `/api/builder/pages/?site=${site.id}&status=live`)).status).toBe(400);
  });

  it('gets and patches a page', async () => {
    const page = await h.createPage(alice, site.id, 'Patch Me');
    const res = await h.call('PATCH', `/api/builder/pages/${page.id}/`, {
      body: { title: 'Patched', meta_description: 'About this page' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Patched', slug: 'patch-me', meta_description: 'About this page' });
    expect((await h.call('GET', `/api/builder/pages/${page.id}/`)).body.title).toBe('Patched');
  });

  it("ignores fields a client sends back that are not the page's to change", async () => {
    const page = await h.createPage(alice, site.id, 'Round Trip');
    const res = await h.call('PATCH', `/api/builder/pages/${page.id}/`, {
      body: { ...page, id: 999999, site: 12345, is_home_page: true, title: 'Round Trip 2' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: page.id, site: site.id, title: 'Round Trip 2', is_home_page: page.is_home_page });
  });

  it.each([
    [{ site: 0, title: 'x' }, /site/],
    [{ title: 'no site' }, /site/],
    [{ site: 1, title: '' }, /title/],
    [{ site: 1, title: 'x', slug: 'Bad Slug' }, /slug/],
    [{ site: 1, title: 'x', page_type: 'weird' }, /page_type/],
    [{ site: 1, title: 'x', blocks: [{ id: 'a', type: 'heading' }] }, /content/],
    [{ site: 1, title: 'x', blocks: 'nope' }, /blocks/],
  ])('refuses the page %j', async (body, detail) => {
    const res = await h.call('POST', '/api/builder/pages/', { body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
  });

  it('saves blocks and records a revision for each save', async () => {
    const page = await h.createPage(alice, site.id, 'Revisions');
    const v1 = [block('h', 'heading', { text: 'First', level: 'h1' })];
    const v2 = [block('h', 'heading', { text: 'Second', level: 'h1' }), block('s', 'spacer', { height: 40 })];
    expect((await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, { body: { blocks: v1 } })).status).toBe(200);
    const saved = await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, { body: { blocks: v2 } });
    expect(saved.body.blocks).toEqual(v2);
    const revisions = await h.call('GET', `/api/builder/pages/${page.id}/revisions/`);
    expect(revisions.status).toBe(200);
    expect(revisions.body).toHaveLength(2);
    expect(revisions.body[0].blocks).toEqual(v2);
    expect(revisions.body[1].blocks).toEqual(v1);

    const restored = await h.call('POST', `/api/builder/revisions/${revisions.body[1].id}/restore/`);
    expect(restored.status).toBe(200);
    expect(restored.body.blocks).toEqual(v1);
    expect((await h.call('GET', `/api/builder/pages/${page.id}/`)).body.blocks).toEqual(v1);
    const history = (await h.call('GET', `/api/builder/pages/${page.id}/revisions/`)).body;
    expect(history).toHaveLength(3);
    // the restore is itself a revision, naming the one it put back and who did it
    expect(history[0]).toMatchObject({ blocks: v1, restored_from: revisions.body[1].id, created_by: alice.id });
    expect(history[1]).toMatchObject({ restored_from: null, created_by: alice.id });
  });

  it('names who saved each revision, once the account is known here', async () => {
    await h.service.app.events.deliver(
      envelope('identity.user.registered', { user_id: alice.id, username: alice.username, email: 'alice@example.com', demo: false }),
    );
    const page = await h.createPage(alice, site.id, 'Authored');
    await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, {
      body: { blocks: [block('h', 'heading', { text: 'Hi', level: 'h1' })] },
    });
    const [latest] = (await h.call('GET', `/api/builder/pages/${page.id}/revisions/`)).body;
    expect(latest).toMatchObject({ created_by: alice.id, created_by_username: alice.username, restored_from: null });
  });

  it(`keeps only the last ${REVISIONS_KEPT_PER_PAGE} revisions of a page`, async () => {
    const page = await h.createPage(alice, site.id, 'Busy Page');
    for (let i = 1; i <= REVISIONS_KEPT_PER_PAGE + 5; i++) {
      await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, {
        body: { blocks: [block('t', 'text', { text: `<p>v${i}</p>` })] },
      });
    }
    const revisions = (await h.call('GET', `/api/builder/pages/${page.id}/revisions/`)).body;
    expect(revisions).toHaveLength(REVISIONS_KEPT_PER_PAGE);
    expect(revisions[0].blocks[0].content.text).toBe(`<p>v${REVISIONS_KEPT_PER_PAGE + 5}</p>`);
    expect(revisions.at(-1).blocks[0].content.text).toBe('<p>v6</p>');
  });

  it.each([[5], [501], ['tall']])('refuses a spacer of height %p', async (height) => {
    const page = await h.createPage(alice, site.id, `Spacer ${height}`);
    const res = await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, {
      body: { blocks: [block('s', 'spacer', { height })] },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/spacer height must be between 10 and 500/);
  });

  it("cleans a text block's HTML when it is saved, nested columns included", async () => {
    const page = await h.createPage(alice, site.id, 'Dirty HTML');
    const text = block('t', 'text', {
      text: '<p onclick="steal()">Hi <script>steal()</script><a href="javascript:steal()">x</a><strong>bold</strong></p>',
    });
    const columns = block('c', 'columns', {
      count: 1,
      columns: [{ id: 'c1', blocks: [block('t2', 'text', { text: '<img src=x onerror="steal()">ok' })] }],
    });
    const res = await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, { body: { blocks: [text, columns] } });
    expect(res.status).toBe(200);
    expect(res.body.blocks[0].content.text).toBe('<p>Hi <a>x</a><strong>bold</strong></p>');
    expect(res.body.blocks[1].content.columns[0].blocks[0].content.text).toBe('<img src="x" />ok');
    expect(JSON.stringify((await h.call('GET', `/api/builder/pages/${page.id}/`)).body)).not.toContain('steal');
  });

  it('checks spacers nested in columns too', async () => {
    const page = await h.createPage(alice, site.id, 'Nested');
    const columns = block('c', 'columns', {
      count: 2,
      gap: 20,
      columns: [
        { id: 'c1', blocks: [block('s', 'spacer', { height: 9 })] },
        { id: 'c2', blocks: [] },
      ],
    });
    const res = await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, { body: { blocks: [columns] } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/columns\/0\/blocks\/0: spacer height/);
  });

  it('refuses more blocks than a page holds', async () => {
    const page = await h.createPage(alice, site.id, 'Too Many');
    const blocks = Array.from({ length: 501 }, (_, i) => block(`b${i}`, 'divider', {}));
    const res = await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, { body: { blocks } });
    expect(res.status).toBe(400);
  });

  it('duplicates a page as a draft copy that is not home', async () => {
    const s = await h.createSite(alice, 'dupes');
    const home = await h.createPage(alice, s.id, 'Landing', { blocks: [block('h', 'heading', { text: 'Hi' })], is_published: true });
    const copy = await h.call('POST', `/api/builder/pages/${home.id}/duplicate/`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: 'Landing (Copy)',
      slug: 'landing-copy',
      is_published: false,
      is_home_page: false,
      blocks: home.blocks,
    });
    expect(copy.body.id).not.toBe(home.id);
    const again = await h.call('POST', `/api/builder/pages/${home.id}/duplicate/`);
    expect(again.body.slug).toBe('landing-copy-2');
  });

  it('moves the home page with set_as_home', async () => {
    const s = await h.createSite(alice, 'homes');
    const a = await h.createPage(alice, s.id, 'A');
    const b = await h.createPage(alice, s.id, 'B');
    const res = await h.call('POST', `/api/builder/pages/${b.id}/set_as_home/`);
    expect(res.body.is_home_page).toBe(true);
    expect((await h.call('GET', `/api/builder/pages/${a.id}/`)).body.is_home_page).toBe(false);
  });

  it('hands home to the next page when the home page is deleted', async () => {
    const s = await h.createSite(alice, 'deleting');
    const a = await h.createPage(alice, s.id, 'A');
    const b = await h.createPage(alice, s.id, 'B');
    expect((await h.call('DELETE', `/api/builder/pages/${a.id}/`)).status).toBe(204);
    expect((await h.call('GET', `/api/builder/pages/${a.id}/`)).status).toBe(404);
    expect((await h.call('GET', `/api/builder/pages/${b.id}/`)).body.is_home_page).toBe(true);
  });

  it('writes sites.page events for create, publish, unpublish, save and delete', async () => {
    const page = await h.createPage(alice, site.id, 'Go Live');
    expect((await h.call('POST', `/api/builder/pages/${page.id}/publish/`)).body.is_published).toBe(true);
    expect((await h.call('POST', `/api/builder/pages/${page.id}/unpublish/`)).body.is_published).toBe(false);
    await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, { body: { blocks: [] } });
    await h.call('DELETE', `/api/builder/pages/${page.id}/`);
    const events = (await h.outbox()).filter((e) => e.type.startsWith('sites.page.') && e.payload.page_id === page.id);
    expect(events.map((e) => e.type)).toEqual([
      'sites.page.created',
      'sites.page.published',
      'sites.page.unpublished',
      'sites.page.updated',
      'sites.page.deleted',
    ]);
    expect(events[0]).toMatchObject({
      key: String(site.id),
      payload: { site_id: site.id, site_slug: 'pages-site', slug: 'go-live', title: 'Go Live', owner_id: alice.id },
    });
  });

  it('hides a page and its revisions from another user', async () => {
    const page = await h.createPage(alice, site.id, 'Private');
    await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, { body: { blocks: [block('h', 'heading', { text: 'Mine' })] } });
    const [revision] = (await h.call('GET', `/api/builder/pages/${page.id}/revisions/`)).body;
    for (const [method, url, body] of [
      ['GET', `/api/builder/pages/${page.id}/`, undefined],
      ['PATCH', `/api/builder/pages/${page.id}/`, { title: 'Stolen' }],
      ['DELETE', `/api/builder/pages/${page.id}/`, undefined],
      ['POST', `/api/builder/pages/${page.id}/save_blocks/`, { blocks: [] }],
      ['POST', `/api/builder/pages/${page.id}/publish/`, undefined],
      ['POST', `/api/builder/pages/${page.id}/duplicate/`, undefined],
      ['POST', `/api/builder/pages/${page.id}/set_as_home/`, undefined],
      ['GET', `/api/builder/pages/${page.id}/revisions/`, undefined],
      ['POST', `/api/builder/revisions/${revision.id}/restore/`, undefined],
      ['GET', `/api/builder/pages/?site=${site.id}`, undefined],
    ] as const) {
      const res = await h.call(method, url, { as: bob, body });
      expect([url, res.status]).toEqual([url, 404]);
    }
    const create = await h.call('POST', '/api/builder/pages/', { as: bob, body: { site: site.id, title: 'Intruder' } });
    expect(create.status).toBe(404);
    expect((await h.call('GET', `/api/builder/pages/${page.id}/`)).body.title).toBe('Private');
  });
});
