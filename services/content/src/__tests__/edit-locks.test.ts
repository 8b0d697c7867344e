import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { alice, bob, startContent, type Harness } from './harness';

// The sites service keeps every edit lock (pages, posts, menus); the content service asks it, as the
// saving user, who holds a post's. Here a stand-in answers as the sites service does: the holder's name
// to everyone, the holding tab's id only to the holder.
const holders = new Map<number, { id: number; username: string; session: string }>();
const asked: string[] = [];
let sites: http.Server;
let h: Harness;
const previousLookup = process.env.ATLAS_SITE_LOOKUP_URL;

function callerOf(authorization: string | undefined): number | undefined {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  if (!payload) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { user_id?: number; sub?: string | number; id?: number };
  return Number(claims.user_id ?? claims.sub ?? claims.id);
}

beforeAll(async () => {
  sites = http.createServer((request, response) => {
    const match = /^\/api\/builder\/posts\/(\d+)\/lock\/$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found"}');
      return;
    }
    asked.push(request.url!);
    const holder = holders.get(Number(match[1]));
    const caller = callerOf(request.headers.authorization);
    const lock = holder && {
      user: { id: holder.id, username: holder.username },
      ...(holder.id === caller ? { session: holder.session } : {}),
      acquired_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ lock: lock ?? null }));
  });
  await new Promise<void>((resolve) => sites.listen(0, '127.0.0.1', resolve));
  process.env.ATLAS_SITE_LOOKUP_URL = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
  h = await startContent();
  await h.site('created', { id: 10, owner: alice.id, slug: 'locks-site', name: 'Locks Site' });
});
afterAll(async () => {
  await h.service.close();
  await new Promise((resolve) => sites.close(resolve));
  process.env.ATLAS_SITE_LOOKUP_URL = previousLookup;
});

describe("a post someone else is editing (their tab holds its lock)", () => {
  it('refuses a save, a publish and a restore with 423 naming the holder; nothing is written', async () => {
    const post = await h.createItem(alice, { site: 10, title: 'Shared', body: 'Start' });
    holders.set(post.id, { id: bob.id, username: 'bob', session: 'tab-bob-000002' });

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
    holders.set(post.id, { id: alice.id, username: 'alice', session: 'tab-alice-0001' });
    const own = await h.call('PATCH', `/api/content/${post.id}/`, { body: { body: 'From my tab' }, headers: { 'x-edit-session': 'tab-alice-0001' } });
    expect(own.status).toBe(200);
    const other = await h.call('PATCH', `/api/content/${post.id}/`, { body: { body: 'Other tab' }, headers: { 'x-edit-session': 'tab-alice-0002' } });
    expect(other.status).toBe(423);
    expect(other.body.detail).toBe('You are editing this post in another tab. Take it over to save your changes.');
    holders.delete(post.id);
    expect((await h.call('PATCH', `/api/content/${post.id}/`, { body: { body: 'Free' }, headers: { 'x-edit-session': 'tab-alice-0002' } })).status).toBe(200);
    expect(asked).toContain(`/api/builder/posts/${post.id}/lock/`);
  });
});
