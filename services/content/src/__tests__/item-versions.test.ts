import { IF_MATCH_FORMAT, VERSIONS_DISAGREE } from '@atlas/service-kit';
import { createDeps } from '../deps';
import { runDueSchedules } from '../operations/schedules';
import { alice, bob, startContent, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startContent();
  await h.site('created', { id: 10, owner: alice.id, slug: 'versions-site', name: 'Versions Site' });
});
afterAll(() => h.service.close());

const put = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  h.call('PUT', `/api/content/${id}/`, { body, headers });
const patch = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  h.call('PATCH', `/api/content/${id}/`, { body, headers });
const get = async (id: number) => (await h.call('GET', `/api/content/${id}/`)).body;

describe('content versions: two editors never overwrite each other silently', () => {
  it('answers every item with its version, +1 per save (list and detail)', async () => {
    const item = await h.createItem(alice, { site: 10, title: 'Counted', body: 'One' });
    expect(item.version).toBe(1);
    expect((await get(item.id)).version).toBe(1);
    const listed = (await h.call('GET', '/api/content/?site=10')).body.results.find((i: any) => i.id === item.id);
    expect(listed.version).toBe(1);
    expect((await put(item.id, { title: 'Counted', body: 'Two', version: 1 })).body.version).toBe(2);
    expect((await patch(item.id, { body: 'Three', version: 2 })).body.version).toBe(3);
  });

  it('refuses a stale PUT: 409 with the item as it now is, nothing written', async () => {
    const item = await h.createItem(alice, { site: 10, title: 'Contested', body: 'Start' });
    expect((await put(item.id, { title: 'Contested', body: 'Theirs', version: 1 })).status).toBe(200);
    const mine = await put(item.id, { title: 'Contested', body: 'Mine', version: 1 });
    expect(mine.status).toBe(409);
    expect(mine.body.detail).toMatch(/This post was changed by someone else/);
    expect(mine.body.current).toMatchObject({ id: item.id, version: 2, body: 'Theirs' });
    expect(await get(item.id)).toMatchObject({ version: 2, body: 'Theirs' });
    // one revision for the create, one for their save: the refused save left none
    expect((await h.call('GET', `/api/content/${item.id}/revisions/`)).body).toHaveLength(2);
    const kept = await put(item.id, { title: 'Contested', body: 'Mine', version: 2 });
    expect(kept.body).toMatchObject({ version: 3, body: 'Mine' });
  });

  it('refuses a stale PATCH the same way', async () => {
    const item = await h.createItem(alice, { site: 10, title: 'Patched', body: 'x' });
    await patch(item.id, { excerpt: 'Theirs' });
    const stale = await patch(item.id, { excerpt: 'Mine', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ excerpt: 'Theirs', version: 2 });
  });

  it('saves without a version as before', async () => {
    const item = await h.createItem(alice, { site: 10, title: 'Unversioned' });
    expect((await put(item.id, { title: 'Unversioned', body: 'a' })).body.version).toBe(2);
    expect((await patch(item.id, { body: 'b' })).body.version).toBe(3);
  });

  it('takes the version from If-Match: "N", W/"N" and *', async () => {
    const item = await h.createItem(alice, { site: 10, title: 'Headers' });
    expect((await patch(item.id, { body: '1' }, { 'if-match': '"1"' })).body.version).toBe(2);
    expect((await patch(item.id, { body: '2' }, { 'if-match': 'W/"2"' })).body.version).toBe(3);
    expect((await patch(item.id, { body: '3' }, { 'if-match': '*' })).body.version).toBe(4);
    const stale = await put(item.id, { title: 'Headers', body: 'late' }, { 'if-match': '"2"' });
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(4);
    expect(await patch(item.id, { body: '5', version: 5 }, { 'if-match': '"4"' })).toMatchObject({
      status: 400,
      body: { detail: VERSIONS_DISAGREE },
    });
  });

  it.each(['4', '"x"', '"0"', 'W/"a"', '"1","2"'])('refuses the malformed If-Match %s with a 400', async (value) => {
    const item = await h.createItem(alice, { site: 10, title: 'Malformed header' });
    expect(await patch(item.id, { body: 'x' }, { 'if-match': value })).toMatchObject({ status: 400, body: { detail: IF_MATCH_FORMAT } });
  });

  it.each([0, -1, 2.5, 'two'])('refuses the malformed body version %p with a 400', async (version) => {
    const item = await h.createItem(alice, { site: 10, title: 'Malformed body' });
    const res = await patch(item.id, { body: 'x', version });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/version/);
  });

  it("answers someone else's item 404 whatever version is sent", async () => {
    const item = await h.createItem(alice, { site: 10, title: 'Private' });
    expect((await h.call('PATCH', `/api/content/${item.id}/`, { as: bob, body: { body: 'x', version: 1 } })).status).toBe(404);
  });

  it('counts every other write too: publish, revision restore, tag rename and delete, category delete, the scheduler, a site archived', async () => {
    const category = (await h.call('POST', '/api/content/categories/', { body: { name: 'Versioned' } })).body;
    const item = await h.createItem(alice, { site: 10, title: 'Written', body: 'a', tags: ['versioned-tag'], category: category.id });
    expect((await patch(item.id, { status: 'published' })).body.version).toBe(2);
    const revisions = (await h.call('GET', `/api/content/${item.id}/revisions/`)).body;
    const first = revisions.at(-1);
    expect((await h.call('POST', `/api/content/${item.id}/revisions/${first.id}/restore/`)).body.version).toBe(3);

    const tag = (await h.call('GET', '/api/content/tags/')).body.results.find((t: any) => t.name === 'versioned-tag');
    await h.call('PATCH', `/api/content/tags/${tag.id}/`, { body: { name: 'renamed-tag' } });
    expect(await get(item.id)).toMatchObject({ version: 4, tags: ['renamed-tag'] });
    await h.call('DELETE', `/api/content/tags/${tag.id}/`);
    expect(await get(item.id)).toMatchObject({ version: 5, tags: [] });
    await h.call('DELETE', `/api/content/categories/${category.id}/`);
    expect(await get(item.id)).toMatchObject({ version: 6, category: null });

    const soon = new Date(Date.now() + 60_000).toISOString();
    expect((await patch(item.id, { status: 'scheduled', published_at: soon })).body.version).toBe(7);
    await runDueSchedules(createDeps(h.service.app), new Date(Date.now() + 120_000));
    expect(await get(item.id)).toMatchObject({ version: 8, status: 'published' });
    expect((await patch(item.id, { body: 'stale', version: 7 })).status).toBe(409);

    await h.site('deleted', { id: 10, owner: alice.id, slug: 'versions-site' });
    const archived = (await h.service.app.db('content.items').where({ id: item.id }).first())!;
    expect(archived).toMatchObject({ status: 'archived', version: 9 });
  });
});

describe('content versions under a race', () => {
  it('lets exactly one of many saves racing from the same version win', async () => {
    await h.site('created', { id: 12, owner: alice.id, slug: 'race-site' });
    const item = await h.createItem(alice, { site: 12, title: 'Raced', body: 'start' });
    const racers = 12;
    const results = await Promise.all(
      Array.from({ length: racers }, (_, i) => put(item.id, { title: 'Raced', body: `Racer ${i}`, version: 1 })),
    );
    const winners = results.filter((r) => r.status === 200);
    const losers = results.filter((r) => r.status === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(racers - 1);
    for (const loser of losers) expect(loser.body.current).toMatchObject({ version: 2, body: winners[0].body.body });
    expect(await get(item.id)).toMatchObject({ version: 2, body: winners[0].body.body });
  });
});
