import { IF_MATCH_FORMAT, VERSIONS_DISAGREE } from '@atlas/service-kit';
import { alice, bob, block, startSites, type Harness } from './harness';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

let h: Harness;
let site: any;
beforeAll(async () => {
  h = await startSites();
  site = await h.createSite(alice, 'versions-site');
});
afterAll(async () => {
  await h.service.close();
});

const heading = (text: string) => block('h', 'heading', { text, level: 'h2' });
const saveBlocks = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  h.call('POST', `/api/builder/pages/${id}/save_blocks/`, { body, headers });

describe('page versions: two editors never overwrite each other silently', () => {
  it('answers every page with its version, +1 per save', async () => {
    const page = await h.createPage(alice, site.id, 'Counted');
    expect(page.version).toBe(1);
    expect((await h.call('GET', `/api/builder/pages/${page.id}/`)).body.version).toBe(1);
    const listed = (await h.call('GET', `/api/builder/pages/?site=${site.id}`)).body.find((p: any) => p.id === page.id);
    expect(listed.version).toBe(1);
    expect((await saveBlocks(page.id, { blocks: [heading('Text')], version: 1 })).body.version).toBe(2);
    expect((await h.call('PATCH', `/api/builder/pages/${page.id}/`, { body: { title: 'Counted again', version: 2 } })).body.version).toBe(
      3,
    );
    expect((await h.call('GET', `/api/builder/pages/${page.id}/`)).body).toMatchObject({ version: 3, title: 'Counted again' });
  });

  it('refuses a save from a version someone else saved over: 409 with the page as it now is, nothing written', async () => {
    const page = await h.createPage(alice, site.id, 'Contested');
    const theirs = await saveBlocks(page.id, { blocks: [heading('Theirs')], version: 1 });
    expect(theirs.status).toBe(200);
    const mine = await saveBlocks(page.id, { blocks: [heading('Mine')], version: 1 });
    expect(mine.status).toBe(409);
    expect(mine.body.detail).toMatch(/changed by someone else/);
    expect(mine.body.current).toMatchObject({ id: page.id, version: 2, blocks: [{ content: { text: 'Theirs' } }] });
    const stored = (await h.call('GET', `/api/builder/pages/${page.id}/`)).body;
    expect(stored).toMatchObject({ version: 2, blocks: [{ content: { text: 'Theirs' } }] });
    expect((await h.call('GET', `/api/builder/pages/${page.id}/revisions/`)).body).toHaveLength(1);
    // Keep mine: saving again from the current version overwrites deliberately.
    const kept = await saveBlocks(page.id, { blocks: [heading('Mine')], version: mine.body.current.version });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ version: 3, blocks: [{ content: { text: 'Mine' } }] });
  });

  it('refuses a stale PATCH the same way and leaves the title alone', async () => {
    const page = await h.createPage(alice, site.id, 'Titled');
    await h.call('PATCH', `/api/builder/pages/${page.id}/`, { body: { title: 'Theirs' } });
    const stale = await h.call('PATCH', `/api/builder/pages/${page.id}/`, { body: { title: 'Mine', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ title: 'Theirs', version: 2 });
    expect((await h.call('GET', `/api/builder/pages/${page.id}/`)).body.title).toBe('Theirs');
  });

  it('saves without a version as before (last write wins), still counting versions', async () => {
    const page = await h.createPage(alice, site.id, 'Unversioned');
    expect((await saveBlocks(page.id, { blocks: [heading('Text')] })).body.version).toBe(2);
    expect((await saveBlocks(page.id, { blocks: [] })).body.version).toBe(3);
    expect((await h.call('PATCH', `/api/builder/pages/${page.id}/`, { body: { meta_title: 'Plain' } })).status).toBe(200);
  });

  it('takes the version from If-Match: "N", W/"N" and * (any)', async () => {
    const page = await h.createPage(alice, site.id, 'Headers');
    expect((await saveBlocks(page.id, { blocks: [] }, { 'if-match': '"1"' })).body.version).toBe(2);
    expect((await saveBlocks(page.id, { blocks: [] }, { 'if-match': 'W/"2"' })).body.version).toBe(3);
    expect((await saveBlocks(page.id, { blocks: [] }, { 'if-match': '*' })).body.version).toBe(4);
    const stale = await h.call('PATCH', `/api/builder/pages/${page.id}/`, { body: { title: 'Late' }, headers: { 'if-match': '"3"' } });
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(4);
    // Header and body agreeing is fine; disagreeing is a mistake the client must hear about.
    expect((await saveBlocks(page.id, { blocks: [], version: 4 }, { 'if-match': '"4"' })).status).toBe(200);
    const disagree = await saveBlocks(page.id, { blocks: [], version: 5 }, { 'if-match': '"4"' });
    expect(disagree).toMatchObject({ status: 400, body: { detail: VERSIONS_DISAGREE } });
  });

  it.each(['3', '"abc"', '"0"', '"-1"', '"1", "2"', 'W/3', '"99999999999"', '""'])(
    'refuses the malformed If-Match %s with a 400',
    async (value) => {
      const page = await h.createPage(alice, site.id, `Malformed ${value.replace(/[^a-z0-9]/gi, '')}`);
      const res = await saveBlocks(page.id, { blocks: [] }, { 'if-match': value });
      expect(res).toMatchObject({ status: 400, body: { detail: IF_MATCH_FORMAT } });
    },
  );

  it.each([0, -2, 1.5, 'three', null])('refuses the malformed body version %p with a 400', async (version) => {
    const page = await h.createPage(alice, site.id, `Body version ${String(version)}`);
    const res = await saveBlocks(page.id, { blocks: [], version });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/version/);
  });

  it("answers someone else's page 404 whatever version is sent", async () => {
    const page = await h.createPage(alice, site.id, 'Private');
    const res = await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, { as: bob, body: { blocks: [], version: 1 } });
    expect(res.status).toBe(404);
  });

  it('counts every other write of a page too, so a stale editor notices', async () => {
    const s = await h.createSite(alice, 'versions-writes');
    const home = await h.createPage(alice, s.id, 'Home');
    const about = await h.createPage(alice, s.id, 'About');
    const version = async (id: number) => (await h.call('GET', `/api/builder/pages/${id}/`)).body.version;

    expect((await h.call('POST', `/api/builder/pages/${about.id}/publish/`)).body.version).toBe(2);
    expect((await h.call('POST', `/api/builder/pages/${about.id}/unpublish/`)).body.version).toBe(3);
    expect((await h.call('PATCH', `/api/builder/pages/${about.id}/`, { body: { slug: 'team' } })).body.version).toBe(4);
    await saveBlocks(about.id, { blocks: [heading('Text')] });
    const [revision] = (await h.call('GET', `/api/builder/pages/${about.id}/revisions/`)).body;
    expect((await h.call('POST', `/api/builder/revisions/${revision.id}/restore/`)).body.version).toBe(6);
    expect((await h.call('POST', `/api/builder/pages/${about.id}/set_as_home/`)).body.version).toBe(7);
    expect(await version(home.id)).toBe(2); // no longer home
    await h.call('DELETE', `/api/builder/pages/${about.id}/`);
    expect(await version(home.id)).toBe(3); // home again

    const stale = await saveBlocks(home.id, { blocks: [], version: 1 });
    expect(stale.status).toBe(409);
  });

  it('carries the version in page events', async () => {
    const page = await h.createPage(alice, site.id, 'Evented');
    await saveBlocks(page.id, { blocks: [], version: 1 });
    const events = (await h.outbox('sites.page.updated')).filter((e) => e.payload.page_id === page.id);
    expect(events.at(-1)!.payload.version).toBe(2);
    const created = (await h.outbox('sites.page.created')).find((e) => e.payload.page_id === page.id);
    expect(created!.payload.version).toBe(1);
  });

  it('lets exactly one of many saves racing from the same version win', async () => {
    const page = await h.createPage(alice, site.id, 'Raced');
    const racers = 12;
    const results = await Promise.all(
      Array.from({ length: racers }, (_, i) => saveBlocks(page.id, { blocks: [heading(`Racer ${i}`)], version: 1 })),
    );
    const winners = results.filter((r) => r.status === 200);
    const losers = results.filter((r) => r.status === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(racers - 1);
    for (const loser of losers) expect(loser.body.current).toMatchObject({ version: 2, blocks: winners[0].body.blocks });
    const stored = (await h.call('GET', `/api/builder/pages/${page.id}/`)).body;
    expect(stored).toMatchObject({ version: 2, blocks: winners[0].body.blocks });
    expect((await h.call('GET', `/api/builder/pages/${page.id}/revisions/`)).body).toHaveLength(1);
  });
});
