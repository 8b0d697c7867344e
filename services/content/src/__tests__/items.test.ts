import { randomUUID } from 'node:crypto';
import { alice, bob, staff, startContent, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startContent();
  await h.site('created', { id: 10, owner: alice.id, slug: 'alice-site', name: 'Alice Site' });
  await h.site('created', { id: 11, owner: alice.id, slug: 'alice-blog' });
  await h.site('created', { id: 20, owner: bob.id, slug: 'bob-site' });
});
afterAll(() => h.service.close());

describe('content items', () => {
  it('creates a post with the server deriving the slug, cleaning tags and rendering markdown safely', async () => {
    const item = await h.createItem(alice, {
      site: 10,
      title: 'Café Menu',
      body: '# Hello\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[link](javascript:alert(3)) **bold**',
      tags: [' news ', '', 'News', 'food', '  '],
    });
    expect(item).toMatchObject({
      slug: 'cafe-menu',
      status: 'draft',
      type: 'post',
      tags: ['news', 'food'],
      site: 10,
      site_name: 'Alice Site',
      author: { id: 1, username: 'alice' },
      views: 0,
    });
    expect(item.body_html).toContain('<h1>Hello</h1>');
    expect(item.body_html).toContain('<strong>bold</strong>');
    expect(item.body_html).not.toMatch(/<script|onerror|href="javascript:/);
  });

  it('gives a clashing slug -2, then -3, per site (another site may reuse it)', async () => {
    const second = await h.createItem(alice, { site: 10, title: 'Café Menu' });
    const third = await h.createItem(alice, { site: 10, title: 'Cafe menu' });
    const elsewhere = await h.createItem(alice, { site: 11, title: 'Café Menu' });
    expect([second.slug, third.slug, elsewhere.slug]).toEqual(['cafe-menu-2', 'cafe-menu-3', 'cafe-menu']);
  });

  it('gives fifty saves racing for one slug fifty different slugs, none failing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => h.call('POST', '/api/content/', { body: { site: 11, title: 'Race' } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const slugs = answers.map((a) => a.body.slug);
    expect(new Set(slugs).size).toBe(50);
    expect(slugs).toContain('race');
    expect(slugs).toContain('race-50');
  });

  it('takes a featured image only at an http(s) address or a path on the platform: never a script in og:image', async () => {
    for (const featured_image of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>1</script>',
      '//evil.example/a.png',
      'a.png',
    ]) {
      const refused = await h.call('POST', '/api/content/', { body: { site: 10, title: 'Script', featured_image } });
      expect(refused).toMatchObject({
        status: 400,
        body: { detail: 'featured_image must be an http:// or https:// address or a path starting with /' },
      });
    }
    for (const featured_image of ['', '/media/u1/a.png', 'https://cdn.example.com/a.png']) {
      expect((await h.call('POST', '/api/content/', { body: { site: 10, title: 'Picture', featured_image } })).status).toBe(201);
    }
  });

  it('refuses SEO fields over their limits and a schedule without a date, each with a detail', async () => {
    const long = await h.call('POST', '/api/content/', { body: { site: 10, title: 'T', seo_title: 'x'.repeat(61) } });
    expect(long).toMatchObject({ status: 400, body: { detail: 'SEO title must be at most 60 characters' } });
    const description = await h.call('POST', '/api/content/', { body: { site: 10, title: 'T', seo_description: 'x'.repeat(161) } });
    expect(description.body.detail).toBe('SEO description must be at most 160 characters');
    const scheduled = await h.call('POST', '/api/content/', { body: { site: 10, title: 'T', status: 'scheduled' } });
    expect(scheduled).toMatchObject({ status: 400, body: { detail: 'A publish date is required for scheduled content' } });
    const typo = await h.call('POST', '/api/content/', { body: { site: 10, title: 'T', status: 'live' } });
    expect(typo.status).toBe(400);
    expect(typo.body.detail).toContain('draft, published, scheduled, archived');
  });

  it('refuses to schedule content for a time already past, naming the field; an unchanged schedule saves again', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const refused = await h.call('POST', '/api/content/', {
      body: { site: 10, title: 'Yesterday', status: 'scheduled', published_at: past },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        detail: 'The publish date must be in the future to schedule content',
        errors: [{ path: 'body/published_at', message: 'The publish date must be in the future to schedule content' }],
      },
    });
    const item = await h.createItem(alice, {
      site: 10,
      title: 'Tomorrow',
      status: 'scheduled',
      published_at: new Date(Date.now() + 864e5).toISOString(),
    });
    const moved = await h.call('PATCH', `/api/content/${item.id}/`, { body: { published_at: past } });
    expect(moved).toMatchObject({ status: 400, body: { detail: 'The publish date must be in the future to schedule content' } });
    const draft = await h.createItem(alice, { site: 10, title: 'Draft to schedule', published_at: past });
    const rescheduled = await h.call('PATCH', `/api/content/${draft.id}/`, { body: { status: 'scheduled' } });
    expect(rescheduled.status).toBe(400);

    // Its time comes while the owner edits: saving again without touching the schedule is accepted.
    await h.service.app.db('content.items').where({ id: item.id }).update({ published_at: past });
    const edited = await h.call('PUT', `/api/content/${item.id}/`, {
      body: { title: 'Tomorrow, today', status: 'scheduled', published_at: past },
    });
    expect(edited).toMatchObject({ status: 200, body: { status: 'scheduled' } });
    // A revision from while it waited is restored as published: the scheduler would have published it by now.
    const revisions = (await h.call('GET', `/api/content/${item.id}/revisions/`)).body;
    await h.call('PATCH', `/api/content/${item.id}/`, { body: { status: 'draft' } });
    const restored = await h.call('POST', `/api/content/${item.id}/revisions/${revisions[0].id}/restore/`);
    expect(restored).toMatchObject({ status: 200, body: { status: 'published' } });
  });

  it("refuses content for a site the user does not own, and answers another user's item with 404", async () => {
    const foreign = await h.call('POST', '/api/content/', { as: bob, body: { site: 10, title: 'Mine now' } });
    expect(foreign).toMatchObject({ status: 404, body: { detail: 'Site not found' } });
    const unknown = await h.call('POST', '/api/content/', { body: { site: 999, title: 'Nowhere' } });
    expect(unknown.status).toBe(404);
    const item = await h.createItem(alice, { site: 10, title: 'Private' });
    for (const [method, body] of [['GET'], ['PUT', { title: 'x' }], ['PATCH', { status: 'published' }], ['DELETE']] as const) {
      const res = await h.call(method, `/api/content/${item.id}/`, { as: bob, body });
      expect(res).toMatchObject({ status: 404, body: { detail: 'Content not found' } });
    }
    expect((await h.call('GET', `/api/content/${item.id}/`, { as: staff })).status).toBe(200);
    expect((await h.call('PATCH', `/api/content/${item.id}/`, { as: staff, body: { title: 'x' } })).status).toBe(404);
    expect((await h.call('GET', `/api/content/${item.id}/`, { as: null })).status).toBe(401);
    expect((await h.call('GET', '/api/content/abc/')).status).toBe(400);
  });

  it('PATCH changes the status and keeps the rest; publishing stamps published_at and emits events through the outbox', async () => {
    const item = await h.createItem(alice, { site: 10, title: 'To publish', excerpt: 'kept' });
    const published = await h.call('PATCH', `/api/content/${item.id}/`, { body: { status: 'published' } });
    expect(published.body).toMatchObject({ status: 'published', excerpt: 'kept', slug: 'to-publish' });
    expect(Date.parse(published.body.published_at)).toBeGreaterThan(Date.now() - 60_000);
    const events = (await h.outbox()).filter((e) => e.payload.item_id === item.id).map((e) => e.type);
    expect(events).toEqual(['content.item.created', 'content.item.updated', 'content.item.published']);
    const unpublished = await h.call('PATCH', `/api/content/${item.id}/`, { body: { status: 'draft' } });
    expect(unpublished.body.status).toBe('draft');
    expect((await h.outbox('content.item.unpublished')).some((e) => e.payload.item_id === item.id)).toBe(true);
    const del = await h.call('DELETE', `/api/content/${item.id}/`);
    expect(del.status).toBe(204);
    expect((await h.call('GET', `/api/content/${item.id}/`)).status).toBe(404);
    const deleted = await h.outbox('content.item.deleted');
    expect(deleted.at(-1)).toMatchObject({ key: '10', payload: { item_id: item.id, site_slug: 'alice-site' } });
  });

  it('keeps a revision per save (restorable) and an audit trail of who did what', async () => {
    const item = await h.createItem(alice, { site: 10, title: 'First title', body: 'one' });
    await h.call('PUT', `/api/content/${item.id}/`, { body: { title: 'Second title', body: 'two', site: 10 } });
    await h.call('PATCH', `/api/content/${item.id}/`, { body: { status: 'published' } });
    const revisions = (await h.call('GET', `/api/content/${item.id}/revisions/`)).body;
    expect(revisions.map((r: any) => r.title)).toEqual(['Second title', 'Second title', 'First title']);
    const restored = await h.call('POST', `/api/content/${item.id}/revisions/${revisions[2].id}/restore/`);
    expect(restored.body).toMatchObject({ title: 'First title', body: 'one', status: 'draft', slug: 'first-title' });
    const history = (await h.call('GET', `/api/content/${item.id}/history/`)).body.map((e: any) => e.action);
    expect(history).toEqual(['restored', 'unpublished', 'updated', 'published', 'updated', 'updated', 'created']);
    expect((await h.call('POST', `/api/content/${item.id}/revisions/${revisions[2].id}/restore/`, { as: bob })).status).toBe(404);
    expect((await h.call('POST', `/api/content/${item.id}/revisions/999999/restore/`)).status).toBe(404);
  });

  it('keeps only the last 50 revisions', async () => {
    const item = await h.createItem(alice, { site: 10, title: 'Busy' });
    for (let n = 0; n < 55; n++) await h.call('PATCH', `/api/content/${item.id}/`, { body: { body: `v${n}` } });
    expect((await h.call('GET', `/api/content/${item.id}/revisions/`)).body).toHaveLength(50);
  });
});

describe('the content list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const category = (await h.call('POST', '/api/content/categories/', { as: bob, body: { name: 'Recipes' } })).body;
    const make = async (title: string, extra: Record<string, unknown> = {}) =>
      (await h.createItem(bob, { site: 20, title, ...extra })).id as number;
    ids = {
      soup: await make('Tomato soup for winter', {
        body: 'A warming recipe with basil',
        tags: ['soup', 'winter'],
        category: category.id,
        status: 'published',
      }),
      bread: await make('Sourdough bread', { body: 'Flour, water, salt and patience', tags: ['baking'], category: category.id }),
      event: await make('Summer market', { type: 'event', body: 'Stalls and music', status: 'published' }),
      page: await make('About us', { type: 'page', excerpt: 'Who bakes the bread' }),
    };
  });

  const list = async (query: string) => (await h.call('GET', `/api/content/?${query}`, { as: bob })).body;
  const titles = (body: any) => body.results.map((r: any) => r.title);

  it('filters by type, status, category, tag and author, 20 per page with results and count', async () => {
    expect((await list('content_type=post')).count).toBe(2);
    expect(titles(await list('content_type=post&status=published'))).toEqual(['Tomato soup for winter']);
    expect(titles(await list('tag=baking'))).toEqual(['Sourdough bread']);
    const category = (await h.call('GET', '/api/content/categories/', { as: bob })).body.results[0];
    expect(category).toMatchObject({ name: 'Recipes', count: 2 });
    expect((await list(`category=${category.id}`)).count).toBe(2);
    expect((await list('author=bob')).count).toBe(4);
    expect((await list('author=alice')).count).toBe(0);
    expect(await list('sort=title&page_size=2')).toMatchObject({ count: 4, next: 2, previous: null });
    expect(titles(await list('sort=title&page_size=2&page=2'))).toEqual(['Summer market', 'Tomato soup for winter']);
  });

  it('searches with PostgreSQL full-text search, ranked, with prefixes while typing', async () => {
    expect(titles(await list('search=bread'))).toEqual(['Sourdough bread', 'About us']);
    expect(titles(await list('search=sourd'))).toEqual(['Sourdough bread']);
    expect((await list('search=stalls')).results.map((r: any) => r.id)).toEqual([ids.event]);
    expect(titles(await list('search=warming basil'))).toEqual(['Tomato soup for winter']);
    expect((await list('search=%27%3B%20drop%20table')).count).toBe(0);
    expect((await list('search=!!!')).count).toBe(0);
  });

  it("lists only the items of the user's sites (a site they may not open: 404) and refuses bad filters with a detail", async () => {
    expect(await h.call('GET', '/api/content/?site=20', { as: alice })).toMatchObject({ status: 404, body: { detail: 'Site not found' } });
    const bad = await h.call('GET', '/api/content/?sort=random');
    expect(bad.status).toBe(400);
    expect((await h.call('GET', '/api/content/?page=0')).status).toBe(400);
    expect((await h.call('GET', '/api/content/?dateFrom=yesterday')).status).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`dateFrom=${today}&dateTo=${today}`)).count).toBe(4);
    expect((await list('dateTo=2000-01-01')).count).toBe(0);
  });
});

describe('categories and tags', () => {
  it('creates, renames and deletes categories per user; a taken name is a 400', async () => {
    const made = await h.call('POST', '/api/content/categories/', { body: { name: 'Travel' } });
    expect(made).toMatchObject({ status: 201, body: { name: 'Travel', slug: 'travel', count: 0 } });
    expect((await h.call('POST', '/api/content/categories/', { body: { name: 'travel' } })).body.detail).toBe(
      'A category named "travel" already exists',
    );
    expect((await h.call('POST', '/api/content/categories/', { body: { name: '   ' } })).status).toBe(400);
    expect((await h.call('PATCH', `/api/content/categories/${made.body.id}/`, { as: bob, body: { name: 'Mine' } })).status).toBe(404);
    const item = await h.createItem(alice, { site: 10, title: 'Trip', category: made.body.id });
    expect(item.category_name).toBe('Travel');
    expect((await h.call('PATCH', `/api/content/categories/${made.body.id}/`, { body: { name: 'Journeys' } })).body.name).toBe('Journeys');
    expect((await h.call('GET', `/api/content/${item.id}/`)).body.category_name).toBe('Journeys');
    expect((await h.call('DELETE', `/api/content/categories/${made.body.id}/`)).status).toBe(204);
    expect((await h.call('GET', `/api/content/${item.id}/`)).body.category).toBeNull();
    // bob's category is not alice's to use
    const bobs = (await h.call('GET', '/api/content/categories/', { as: bob })).body.results[0];
    expect((await h.call('POST', '/api/content/', { body: { site: 10, title: 'x', category: bobs.id } })).status).toBe(404);
  });

  it('knows the tags items use; renaming or deleting a tag changes those items', async () => {
    const item = await h.createItem(alice, { site: 11, title: 'Tagged', tags: ['Alpha', 'beta'] });
    const tags = (await h.call('GET', '/api/content/tags/')).body.results;
    const alpha = tags.find((t: any) => t.name === 'Alpha');
    expect(alpha.count).toBeGreaterThanOrEqual(1);
    await h.call('PATCH', `/api/content/tags/${alpha.id}/`, { body: { name: 'Gamma' } });
    expect((await h.call('GET', `/api/content/${item.id}/`)).body.tags).toEqual(expect.arrayContaining(['Gamma', 'beta']));
    expect((await h.call('DELETE', `/api/content/tags/${alpha.id}/`, { as: bob })).status).toBe(404);
    expect((await h.call('DELETE', `/api/content/tags/${alpha.id}/`)).status).toBe(204);
    expect((await h.call('GET', `/api/content/${item.id}/`)).body.tags).toEqual(['beta']);
  });
});

describe('ownership from sites events', () => {
  it('follows a site created after start, and archives its content when the site is deleted', async () => {
    await h.site('created', { id: 30, owner: alice.id, slug: 'short-lived' });
    const item = await h.createItem(alice, { site: 30, title: 'Soon archived', status: 'published' });
    await h.site('deleted', { id: 30, owner: alice.id, slug: 'short-lived' });
    expect((await h.call('GET', `/api/content/${item.id}/`)).body.status).toBe('archived');
    expect((await h.call('POST', '/api/content/', { body: { site: 30, title: 'Too late' } })).status).toBe(404);
    const history = (await h.call('GET', `/api/content/${item.id}/history/`)).body;
    expect(history[0]).toMatchObject({ action: 'archived', user: { username: 'system' } });
  });

  it('follows a site whose name is longer than the copy keeps, cut to 200 characters', async () => {
    await h.site('created', { id: 31, owner: alice.id, slug: 'long-named', name: 'L'.repeat(250) });
    const item = await h.createItem(alice, { site: 31, title: 'Under a long name' });
    expect(item.site_name).toBe('L'.repeat(200));
  });

  it("gives the demo account's site a blog to explore, once", async () => {
    const demo = { id: 50, username: 'demo' };
    await h.site('created', { id: 50, owner: demo.id, slug: 'demo', demo: true });
    await h.site('created', { id: 50, owner: demo.id, slug: 'demo', demo: true });
    const items = (await h.call('GET', '/api/content/?site=50&sort=title', { as: demo })).body;
    expect(items.results.map((i: any) => [i.title, i.status])).toEqual([
      ['Coming soon: our summer menu', 'scheduled'],
      ['Five tips for a faster website', 'published'],
      ['Notes for the next post', 'draft'],
      ['Welcome to our blog', 'published'],
    ]);
    expect(items.results.find((i: any) => i.slug === 'welcome-to-our-blog').body_html).toContain('<strong>content editor</strong>');
  });
});

describe('views from the analytics service', () => {
  it("adds a post's counted page views to its views, once per event, and leaves other items alone", async () => {
    await h.site('created', { id: 60, owner: alice.id, slug: 'viewed' });
    const post = await h.createItem(alice, { site: 60, title: 'Read me', status: 'published' });
    const page = await h.createItem(alice, { site: 60, title: 'About', type: 'page', status: 'published' });
    const counted = (posts: { slug: string; views: number }[]) => ({
      id: randomUUID(),
      type: 'analytics.post.viewed',
      version: 1 as const,
      occurredAt: new Date().toISOString(),
      key: '60',
      payload: { site_id: 60, site_slug: 'viewed', posts },
    });
    const first = counted([
      { slug: post.slug, views: 3 },
      { slug: page.slug, views: 5 },
      { slug: 'no-such-post', views: 2 },
    ]);
    expect(await h.service.app.events.deliver(first)).toBe(true);
    // Redelivered: already handled, nothing added.
    expect(await h.service.app.events.deliver(first)).toBe(false);
    await h.service.app.events.deliver(counted([{ slug: post.slug, views: 1 }]));
    expect((await h.call('GET', `/api/content/${post.id}/`)).body.views).toBe(4);
    expect((await h.call('GET', `/api/content/${page.id}/`)).body.views).toBe(0);
  });
});
