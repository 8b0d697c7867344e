import { createHash } from 'node:crypto';
import { alice, bob, block, startSites, type Harness } from './harness';

const carol = { id: 3, username: 'carol' };
const mallory = { id: 6, username: 'mallory' };

let h: Harness;
beforeAll(async () => {
  h = await startSites();
});
afterAll(async () => h?.service.close());

const tokenOf = (url: string) => url.slice('/preview/'.length);
const preview = (token: string) => h.call('GET', `/api/builder/preview/${token}/`, { as: null });

async function join(siteId: number, who: { id: number; username: string }, role: string) {
  const invited = await h.call('POST', `/api/builder/sites/${siteId}/invitations/`, {
    body: { email: `${who.username}@example.com`, role, any_address: true }, // the read model of accounts is not fed here
  });
  const token = invited.body.accept_url.slice('/invite/'.length);
  const accepted = await h.call('POST', '/api/builder/invitations/accept/', { as: who, body: { token } });
  expect(accepted.status).toBe(200);
}

async function link(pageId: number, body: unknown = {}) {
  const created = await h.call('POST', `/api/builder/pages/${pageId}/previews/`, { body });
  expect(created.status).toBe(201);
  return created.body;
}

describe('draft preview links', () => {
  test('a link lasts 7 days by default; the table keeps the token only hashed and sealed; the list gives the url again', async () => {
    const site = await h.createSite(alice, 'pv-hash');
    const page = await h.createPage(alice, site.id, 'Draft');
    const created = await link(page.id);
    expect(created).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/preview\/[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
      created_at: expect.any(String),
      created_by: alice.id,
      created_by_username: 'alice',
    });
    const days = (Date.parse(created.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = tokenOf(created.url);
    const stored = await h.service.app.db('sites.page_previews').where({ id: created.id }).first();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const listed = await h.call('GET', `/api/builder/pages/${page.id}/previews/`);
    expect(listed.body).toEqual([created]);

    const thirty = await link(page.id, { days: 30 });
    expect((Date.parse(thirty.expires_at) - Date.now()) / 86_400_000).toBeGreaterThan(29.99);
  });

  test('refuses days that are not a whole number from 1 to 30', async () => {
    const site = await h.createSite(alice, 'pv-days');
    const page = await h.createPage(alice, site.id, 'Draft');
    for (const days of [0, 31, 'x', 2.5]) {
      const res = await h.call('POST', `/api/builder/pages/${page.id}/previews/`, { body: { days } });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('body/days must be a whole number of days from 1 to 30');
    }
  });

  test('shows the draft as the public page would, on an unpublished, password-protected site, to someone signed out', async () => {
    const site = await h.createSite(alice, 'pv-draft');
    const page = await h.createPage(alice, site.id, 'Launch', { blocks: [block('h1', 'heading', { text: 'Old words' })] });
    await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, {
      body: { blocks: [block('h1', 'heading', { text: 'Unpublished words' })] },
    });
    await h.call('PATCH', `/api/builder/sites/${site.id}/`, { body: { password_protected: true, site_password: 'hunter22' } });
    // The public page answers nothing for a draft page of an unpublished site.
    expect((await h.call('GET', `/api/builder/public/pv-draft/${page.slug}/`, { as: null })).status).toBe(404);

    const res = await preview(tokenOf((await link(page.id)).url));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toMatchObject({
      site: { id: site.id, slug: 'pv-draft' },
      page: {
        id: page.id,
        title: 'Launch',
        blocks: [expect.objectContaining({ content: expect.objectContaining({ text: 'Unpublished words' }) })],
      },
      navigation: expect.any(Object),
      fallback: false,
      preview: { expires_at: expect.any(String) },
    });
  });

  test('a revoked link answers 410, leaves the list, and cannot be revoked twice', async () => {
    const site = await h.createSite(alice, 'pv-revoke');
    const page = await h.createPage(alice, site.id, 'Draft');
    const created = await link(page.id);
    const revoked = await h.call('DELETE', `/api/builder/pages/${page.id}/previews/${created.id}/`);
    expect(revoked.status).toBe(204);
    expect(await preview(tokenOf(created.url))).toMatchObject({
      status: 410,
      body: { detail: 'This preview link has expired or was revoked.' },
    });
    expect((await h.call('GET', `/api/builder/pages/${page.id}/previews/`)).body).toEqual([]);
    expect(await h.call('DELETE', `/api/builder/pages/${page.id}/previews/${created.id}/`)).toMatchObject({
      status: 404,
      body: { detail: 'Preview link not found' },
    });
  });

  test('an expired link answers 410 and leaves the list', async () => {
    const site = await h.createSite(alice, 'pv-expired');
    const page = await h.createPage(alice, site.id, 'Draft');
    const created = await link(page.id);
    await h.service.app
      .db('sites.page_previews')
      .where({ id: created.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect(await preview(tokenOf(created.url))).toMatchObject({
      status: 410,
      body: { detail: 'This preview link has expired or was revoked.' },
    });
    expect((await h.call('GET', `/api/builder/pages/${page.id}/previews/`)).body).toEqual([]);
  });

  test('an unknown or malformed token answers 404', async () => {
    for (const token of ['A'.repeat(43), 'x', '..%2F..%2Fetc']) {
      expect(await preview(token)).toMatchObject({ status: 404, body: { detail: 'Preview link not found' } });
    }
  });

  test('a link of site A’s page never yields site B’s page, nor is revoked through it', async () => {
    const siteA = await h.createSite(alice, 'pv-site-a');
    const pageA = await h.createPage(alice, siteA.id, 'A draft');
    const siteB = await h.createSite(bob, 'pv-site-b');
    const pageB = await h.createPage(bob, siteB.id, 'B draft');
    const created = await link(pageA.id);
    expect((await preview(tokenOf(created.url))).body).toMatchObject({ site: { id: siteA.id }, page: { id: pageA.id } });
    // Bob's page does not own Alice's link.
    expect((await h.call('DELETE', `/api/builder/pages/${pageB.id}/previews/${created.id}/`, { as: bob })).status).toBe(404);
    // A link row pointing across sites (tampered) shows nothing.
    await h.service.app.db('sites.page_previews').where({ id: created.id }).update({ page_id: pageB.id });
    expect((await preview(tokenOf(created.url))).status).toBe(404);
  });

  test('deleting the page removes its links', async () => {
    const site = await h.createSite(alice, 'pv-delete');
    await h.createPage(alice, site.id, 'Home');
    const page = await h.createPage(alice, site.id, 'Draft');
    const created = await link(page.id);
    expect((await h.call('DELETE', `/api/builder/pages/${page.id}/`)).status).toBe(204);
    expect(await h.service.app.db('sites.page_previews').where({ id: created.id })).toEqual([]);
    expect((await preview(tokenOf(created.url))).status).toBe(404);
  });

  test('editors and up manage links; a viewer is refused 403, a stranger 404', async () => {
    const site = await h.createSite(alice, 'pv-roles');
    const page = await h.createPage(alice, site.id, 'Draft');
    await join(site.id, bob, 'viewer');
    await join(site.id, carol, 'editor');
    const created = await link(page.id);
    const routes = [
      ['POST', `/api/builder/pages/${page.id}/previews/`],
      ['GET', `/api/builder/pages/${page.id}/previews/`],
      ['DELETE', `/api/builder/pages/${page.id}/previews/${created.id}/`],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'POST' ? {} : undefined;
      expect(await h.call(method, url, { as: bob, body })).toMatchObject({
        status: 403,
        body: { detail: 'Your role on this site does not allow this.' },
      });
      expect((await h.call(method, url, { as: mallory, body })).status).toBe(404);
    }
    expect((await h.call('POST', `/api/builder/pages/${page.id}/previews/`, { as: carol, body: { days: 1 } })).status).toBe(201);
    expect((await h.call('GET', `/api/builder/pages/${page.id}/previews/`, { as: carol })).body).toHaveLength(2);
    expect((await h.call('DELETE', `/api/builder/pages/${page.id}/previews/${created.id}/`, { as: carol })).status).toBe(204);
  });
});
