import { createHash } from 'node:crypto';
import { siteCopyRepository } from '@atlas/service-kit';
import { startContent, type Harness } from './harness';

// Draft previews of posts: the kit's preview-link rules, behind the content service's permission rule
// (the post's author, or an editor and up); the public answer is the post as the renderer reads it.

const owner = { id: 1, username: 'olive' };
const viewer = { id: 11, username: 'vera' };
const author = { id: 12, username: 'arthur' };
const stranger = { id: 15, username: 'stan' };
const SITE = 10;

let h: Harness;
const tokenOf = (url: string) => url.slice('/preview/'.length);
const preview = (token: string) => h.call('GET', `/api/content/preview/${token}/`, { as: null });

beforeAll(async () => {
  h = await startContent();
  await h.site('created', { id: SITE, owner: owner.id, slug: 'team-site', name: 'Team Site' });
  await h.site('created', { id: 20, owner: stranger.id, slug: 'elsewhere' });
  const members = siteCopyRepository(h.service.app.db, 'content');
  await members.recordMembership({ site_id: SITE, user_id: viewer.id, role: 'viewer', changed_at: new Date().toISOString() });
  await members.recordMembership({ site_id: SITE, user_id: author.id, role: 'author', changed_at: new Date().toISOString() });
}, 120_000);
afterAll(() => h.service.close());

test('a draft post’s link shows its body signed out; the table keeps only the hash', async () => {
  const post = await h.createItem(owner, { site: SITE, title: 'Spring menu', body: 'Fresh **asparagus**', status: 'draft' });
  const created = await h.call('POST', `/api/content/${post.id}/previews/`, { as: owner, body: { days: 3 } });
  expect(created.status).toBe(201);
  expect(created.body.url).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
  const token = tokenOf(created.body.url);
  const stored = await h.service.app.db('content.item_previews').where({ id: created.body.id }).first();
  expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  expect(JSON.stringify(stored)).not.toContain(token);
  // The public post answer does not give a draft; the preview does.
  expect((await h.call('GET', `/api/content/public/sites/team-site/posts/${post.slug}/`, { as: null })).status).toBe(404);
  const shown = await preview(token);
  expect(shown.status).toBe(200);
  expect(shown.headers['cache-control']).toBe('private, no-store');
  expect(shown.body).toMatchObject({
    site: { id: SITE, slug: 'team-site', name: 'Team Site' },
    post: { title: 'Spring menu', body_html: expect.stringContaining('<strong>asparagus</strong>') },
    preview: { expires_at: created.body.expires_at },
  });
  expect((await h.call('GET', `/api/content/${post.id}/previews/`, { as: owner })).body).toEqual([created.body]);
});

test('revoked or expired 410, unknown 404, days out of range 400', async () => {
  const post = await h.createItem(owner, { site: SITE, title: 'Gone soon', status: 'draft' });
  const revoked = (await h.call('POST', `/api/content/${post.id}/previews/`, { as: owner, body: {} })).body;
  const expired = (await h.call('POST', `/api/content/${post.id}/previews/`, { as: owner, body: {} })).body;
  expect((await h.call('DELETE', `/api/content/${post.id}/previews/${revoked.id}/`, { as: owner })).status).toBe(204);
  await h.service.app
    .db('content.item_previews')
    .where({ id: expired.id })
    .update({ expires_at: new Date(Date.now() - 1000) });
  for (const link of [revoked, expired]) {
    expect(await preview(tokenOf(link.url))).toMatchObject({
      status: 410,
      body: { detail: 'This preview link has expired or was revoked.' },
    });
  }
  expect(await preview('Z'.repeat(43))).toMatchObject({ status: 404, body: { detail: 'Preview link not found' } });
  for (const days of [0, 31, 'x']) {
    const res = await h.call('POST', `/api/content/${post.id}/previews/`, { as: owner, body: { days } });
    expect(res).toMatchObject({ status: 400, body: { detail: 'body/days must be a whole number of days from 1 to 30' } });
  }
});

test('the post’s author and editors make links; a viewer 403, a stranger 404; a page is no post', async () => {
  const own = await h.createItem(author, { site: SITE, title: 'Arthur writes', status: 'draft' });
  const others = await h.createItem(owner, { site: SITE, title: 'Olive writes', status: 'draft' });
  expect((await h.call('POST', `/api/content/${own.id}/previews/`, { as: author, body: {} })).status).toBe(201);
  expect((await h.call('POST', `/api/content/${others.id}/previews/`, { as: author, body: {} })).status).toBe(403);
  expect((await h.call('GET', `/api/content/${own.id}/previews/`, { as: viewer })).status).toBe(403);
  expect((await h.call('POST', `/api/content/${own.id}/previews/`, { as: stranger, body: {} })).status).toBe(404);
  const page = await h.createItem(owner, { site: SITE, title: 'A page', type: 'page' });
  expect(await h.call('POST', `/api/content/${page.id}/previews/`, { as: owner, body: {} })).toMatchObject({
    status: 404,
    body: { detail: 'Post not found' },
  });
});
