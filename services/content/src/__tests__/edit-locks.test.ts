import { editLockStandIn } from '@atlas/service-kit/testing';
import { alice, bob, startContent, type Harness } from './harness';

// The sites service keeps every edit lock (pages, posts, menus); the content service asks it, as the
// saving user, who holds a post's. The kit's stand-in answers as the sites service does.
let sites: Awaited<ReturnType<typeof editLockStandIn>>;
let h: Harness;

beforeAll(async () => {
  sites = await editLockStandIn();
  h = await startContent();
  await h.site('created', { id: 10, owner: alice.id, slug: 'locks-site', name: 'Locks Site' });
});
afterAll(async () => {
  await h.service.close();
  await sites.close();
});

describe('a post someone else is editing (their tab holds its lock)', () => {
  it('refuses a save, a publish and a restore with 423 naming the holder; nothing is written', async () => {
    const post = await h.createItem(alice, { site: 10, title: 'Shared', body: 'Start' });
    sites.hold('post', post.id, { id: bob.id, username: 'bob', session: 'tab-bob-000002' });

    const saved = await h.call('PUT', `/api/content/${post.id}/`, { body: { title: 'Shared', body: 'Mine', version: 1 } });
    expect(saved.status).toBe(423);
    expect(saved.body.detail).toBe('bob is editing this post. Take it over to save your changes.');
    expect(saved.body.lock.user).toEqual({ id: bob.id, username: 'bob' });
    expect(saved.body.lock.session).toBeUndefined();
    expect((await h.call('PATCH', `/api/content/${post.id}/`, { body: { status: 'published' } })).status).toBe(423);
    const revisions = (await h.call('GET', `/api/content/${post.id}/revisions/`)).body;
    expect((await h.call('POST', `/api/content/${post.id}/revisions/${revisions[0].id}/restore/`)).status).toBe(423);
    expect((await h.call('GET', `/api/content/${post.id}/`)).body).toMatchObject({ body: 'Start', version: 1, status: 'draft' });
  });

  it("the holder's own tab saves; the holder's other tab is told; with the lock let go anyone saves", async () => {
    const post = await h.createItem(alice, { site: 10, title: 'Mine to edit', body: 'Start' });
    sites.hold('post', post.id, { id: alice.id, username: 'alice', session: 'tab-alice-0001' });
    const own = await h.call('PATCH', `/api/content/${post.id}/`, {
      body: { body: 'From my tab' },
      headers: { 'x-edit-session': 'tab-alice-0001' },
    });
    expect(own.status).toBe(200);
    const other = await h.call('PATCH', `/api/content/${post.id}/`, {
      body: { body: 'Other tab' },
      headers: { 'x-edit-session': 'tab-alice-0002' },
    });
    expect(other.status).toBe(423);
    expect(other.body.detail).toBe('You are editing this post in another tab. Take it over to save your changes.');
    sites.hold('post', post.id, undefined);
    expect(
      (await h.call('PATCH', `/api/content/${post.id}/`, { body: { body: 'Free' }, headers: { 'x-edit-session': 'tab-alice-0002' } }))
        .status,
    ).toBe(200);
    expect(sites.asked).toContain(`/api/builder/posts/${post.id}/lock/`);
  });

  it('a stale save names who saved the version it now is (the conflict dialog says "<name> saved this post")', async () => {
    const post = await h.createItem(alice, { site: 10, title: 'Raced', body: 'Start' });
    expect((await h.call('PUT', `/api/content/${post.id}/`, { body: { title: 'Raced', body: 'Theirs', version: 1 } })).status).toBe(200);
    const stale = await h.call('PUT', `/api/content/${post.id}/`, { body: { title: 'Raced', body: 'Mine', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.saved_by).toEqual({ id: alice.id, username: 'alice' });
  });
});
