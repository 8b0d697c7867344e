import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROLE_REFUSED, siteCopyRepository } from '@atlas/service-kit';
import { envelope, startMarketplace, type Marketplace, type Who } from './harness';

// A receiver on this machine, deliveries checked every 50 ms.
process.env.ATLAS_WEBHOOKS_ALLOW_PRIVATE = '1';
process.env.WEBHOOK_POLL_MS = '50';

/** The bakery (site 1) is the owner's; its admin also owns the admin's own site (2). */
const owner = { id: 10 };
const admin = { id: 14 };
const editor = { id: 13 };
const viewer = { id: 11 };
const stranger = { id: 15 };

let t: Marketplace;
let receiver: Server;
let url: string;
const received: { type: string; webhook_id: number; data: Record<string, unknown> }[] = [];
let at = Date.parse('2026-12-01T10:00:00Z');
const later = () => new Date((at += 1000)).toISOString();

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/site`;
  t = await startMarketplace();
  await t.site(1, owner.id, 'bakery');
  await t.site(2, admin.id, 'admins-own');
  for (const [who, role] of [
    [viewer, 'viewer'],
    [editor, 'editor'],
    [admin, 'admin'],
  ] as const) {
    await t.deliver(envelope('sites.member.added', { site_id: 1, user_id: who.id, role, changed_at: later() }));
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const siteAction = async (who: Who, slug: string, action: 'install' | 'uninstall', siteId = 1) =>
  t.call('POST', `/api/marketplace/modules/${await t.moduleId(slug)}/module_action/`, { as: who, body: { action, site_id: siteId } });
const slugsOf = (response: { body: { results: { module: { slug: string } }[] } }) => response.body.results.map((row) => row.module.slug);

describe('a site’s installs', () => {
  it('an admin (not the owner) installs a module for the owner’s site; the owner sees it, the admin’s account does not hold it', async () => {
    const installed = await siteAction(admin, 'marketing-blocks', 'install');
    expect(installed.status).toBe(200);
    expect(installed.body).toMatchObject({ success: true, installed: true, changed: true, message: 'Marketing Blocks installed' });

    const ofSite = await t.call('GET', '/api/marketplace/installed/?site=1', { as: owner });
    expect(ofSite.status).toBe(200);
    expect(ofSite.body.results).toEqual([
      expect.objectContaining({ site_id: 1, module: expect.objectContaining({ slug: 'marketing-blocks' }) }),
    ]);
    expect(slugsOf(await t.call('GET', '/api/marketplace/installed/', { as: owner }))).toEqual([]);
    expect(slugsOf(await t.call('GET', '/api/marketplace/installed/', { as: admin }))).toEqual([]);
    expect(slugsOf(await t.call('GET', '/api/marketplace/installed/?site=2', { as: admin }))).toEqual([]);
  });

  it('announces the install for that site alone, naming who installed it and the site’s owner', async () => {
    const [event] = (await t.published('marketplace.module.installed')).filter((e) => e.slug === 'marketing-blocks');
    expect(event).toMatchObject({ user_id: admin.id, owner_id: owner.id, site_id: 1, site_ids: [1] });
    expect(event.block_definitions.map((block: { type: string }) => block.type)).toContain('marketing-blocks/cta-banner');
    const [row] = await t.app.db('marketplace.outbox').where({ topic: 'marketplace.module.installed' }).orderBy('seq', 'desc').limit(1);
    expect(row.key).toBe('1');
  });

  it('an editor is refused (403), a non-member is told the site does not exist (404); viewers read the list', async () => {
    expect(await siteAction(editor, 'media-blocks', 'install')).toEqual({ status: 403, body: { detail: ROLE_REFUSED } });
    expect(await siteAction(stranger, 'media-blocks', 'install')).toEqual({ status: 404, body: { detail: 'Site not found' } });
    expect(await siteAction(admin, 'media-blocks', 'install', 99)).toEqual({ status: 404, body: { detail: 'Site not found' } });
    expect(slugsOf(await t.call('GET', '/api/marketplace/installed/?site=1', { as: viewer }))).toEqual(['marketing-blocks']);
    expect(await t.call('GET', '/api/marketplace/installed/?site=1', { as: stranger })).toEqual({
      status: 404,
      body: { detail: 'Site not found' },
    });
    expect(await t.published('marketplace.module.installed')).toHaveLength(1);
  });

  it('is the site’s: the owner uninstalls what the admin installed, once', async () => {
    const removed = await siteAction(owner, 'marketing-blocks', 'uninstall');
    expect(removed.body).toMatchObject({ installed: false, changed: true });
    expect((await siteAction(admin, 'marketing-blocks', 'uninstall')).body).toMatchObject({ changed: false });
    expect(await t.published('marketplace.module.uninstalled')).toEqual([
      expect.objectContaining({ user_id: owner.id, owner_id: owner.id, site_id: 1, site_ids: [1], slug: 'marketing-blocks' }),
    ]);
    expect(slugsOf(await t.call('GET', '/api/marketplace/installed/?site=1', { as: owner }))).toEqual([]);
  });

  it('an account install keeps its shape: no site, the sites its user owns', async () => {
    expect((await t.install(admin, 'media-blocks')).status).toBe(200);
    const event = (await t.published('marketplace.module.installed')).find((e) => e.slug === 'media-blocks');
    expect(event).toMatchObject({ user_id: admin.id, owner_id: admin.id, site_id: null, site_ids: [2] });
    expect(slugsOf(await t.call('GET', '/api/marketplace/installed/?site=1', { as: admin }))).toEqual([]);
  });

  it('a site’s integrations reach its public modules and redirects, not the installer’s other sites', async () => {
    await siteAction(admin, 'google-analytics', 'install');
    expect((await t.call('GET', '/api/marketplace/public/bakery/modules/')).body).toMatchObject({ integrations: ['google_analytics'] });
    expect((await t.call('GET', '/api/marketplace/public/admins-own/modules/')).body).toMatchObject({ integrations: [] });

    const rule = { site: 1, from_path: '/old', to_path: '/new' };
    expect((await t.call('POST', '/api/marketplace/redirects/', { as: admin, body: rule })).status).toBe(409);
    await siteAction(admin, 'redirects', 'install');
    expect((await t.published('marketplace.redirects.changed')).at(-1)).toEqual({ site_id: 1, site_slug: 'bakery' });
    expect((await t.call('POST', '/api/marketplace/redirects/', { as: admin, body: rule })).status).toBe(201);
    expect((await t.call('GET', '/api/marketplace/public/bakery/redirects/')).body.redirects).toEqual([
      { from_path: '/old', to_path: '/new', status_code: 301 },
    ]);
    expect((await t.call('GET', '/api/marketplace/redirects/?site=2', { as: admin })).status).toBe(409);
  });
});

describe('a site’s webhooks', () => {
  let hook: { id: number; secret: string; site_id: number };

  it('are added by the site’s admin once the site has the Webhooks module, and managed by its admins and owner', async () => {
    const body = { url, events: ['sites.form.submitted'], site_id: 1 };
    expect((await t.call('POST', '/api/marketplace/webhooks/', { as: admin, body })).body.error).toBe('module_not_installed');
    expect((await siteAction(admin, 'webhooks', 'install')).status).toBe(200);
    const created = await t.call('POST', '/api/marketplace/webhooks/', { as: admin, body });
    expect(created.status).toBe(201);
    hook = created.body;
    expect(hook.site_id).toBe(1);

    const list = (who: Who, query = '?site=1') => t.call('GET', `/api/marketplace/webhooks/${query}`, { as: who });
    expect((await list(owner)).body.results).toEqual([expect.objectContaining({ id: hook.id, site_id: 1 })]);
    expect(await list(editor)).toEqual({ status: 403, body: { detail: ROLE_REFUSED } });
    expect(await list(stranger)).toEqual({ status: 404, body: { detail: 'Site not found' } });
    expect(await t.call('POST', '/api/marketplace/webhooks/', { as: editor, body })).toEqual({
      status: 403,
      body: { detail: ROLE_REFUSED },
    });
    // Not the admin's account's: their own list (the account needs its own install) does not hold it.
    await t.install(admin, 'webhooks');
    expect((await list(admin, '')).body.results).toEqual([]);

    const patched = await t.call('PATCH', `/api/marketplace/webhooks/${hook.id}/`, {
      as: owner,
      body: { events: ['sites.form.submitted', 'sites.page.published'] },
    });
    expect(patched.body.events).toEqual(['sites.form.submitted', 'sites.page.published']);
    expect(await t.call('GET', `/api/marketplace/webhooks/${hook.id}/`, { as: viewer })).toEqual({
      status: 403,
      body: { detail: ROLE_REFUSED },
    });
    expect(await t.call('GET', `/api/marketplace/webhooks/${hook.id}/`, { as: stranger })).toEqual({
      status: 404,
      body: { detail: 'Webhook not found' },
    });
  });

  it('hear only their site’s events, not the installer’s own site’s', async () => {
    const form = (siteId: number, ownerId: number, slug: string) =>
      envelope('sites.form.submitted', {
        submission_id: 1,
        site_id: siteId,
        owner_id: ownerId,
        site_slug: slug,
        form_name: 'Contact',
        page_slug: 'contact',
      });
    await t.deliver(form(2, admin.id, 'admins-own'));
    const bakery = form(1, owner.id, 'bakery');
    await t.deliver(bakery);
    await until(() => received.length >= 1, 'the bakery’s delivery');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([
      expect.objectContaining({ type: 'sites.form.submitted', webhook_id: hook.id, data: expect.objectContaining({ site_id: 1 }) }),
    ]);
    const deliveries = (await t.call('GET', `/api/marketplace/webhooks/${hook.id}/deliveries/`, { as: owner })).body.results;
    expect(deliveries).toEqual([expect.objectContaining({ event_id: bakery.id, status: 'delivered' })]);
  });

  it('an admin removed from the site is refused at their next install or webhook request', async () => {
    const copy = siteCopyRepository(t.app.db, 'marketplace');
    await copy.recordMembership({ site_id: 1, user_id: admin.id, role: null, changed_at: later() });
    expect(await siteAction(admin, 'cookie-consent', 'install')).toEqual({ status: 404, body: { detail: 'Site not found' } });
    expect(await siteAction(admin, 'webhooks', 'uninstall')).toEqual({ status: 404, body: { detail: 'Site not found' } });
    expect(
      await t.call('POST', '/api/marketplace/webhooks/', { as: admin, body: { url, events: ['sites.page.published'], site_id: 1 } }),
    ).toEqual({
      status: 404,
      body: { detail: 'Site not found' },
    });
    expect(await t.call('PATCH', `/api/marketplace/webhooks/${hook.id}/`, { as: admin, body: { is_active: false } })).toEqual({
      status: 404,
      body: { detail: 'Webhook not found' },
    });
    // The site keeps what its former admin set up.
    expect((await t.call('GET', '/api/marketplace/webhooks/?site=1', { as: owner })).body.results).toEqual([
      expect.objectContaining({ id: hook.id, is_active: true }),
    ]);
  });

  it('stop when the site’s Webhooks module is uninstalled', async () => {
    expect((await siteAction(owner, 'webhooks', 'uninstall')).body.changed).toBe(true);
    expect((await t.call('GET', '/api/marketplace/webhooks/?site=1', { as: owner })).body.error).toBe('module_not_installed');
    received.length = 0;
    await t.deliver(
      envelope('sites.form.submitted', {
        submission_id: 2,
        site_id: 1,
        owner_id: owner.id,
        site_slug: 'bakery',
        form_name: 'Contact',
        page_slug: 'contact',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });
});
