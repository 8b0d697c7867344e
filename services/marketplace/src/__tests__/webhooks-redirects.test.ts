import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { alice, bob, envelope, startMarketplace, type Marketplace, type Who } from './harness';

// Receivers on this machine, deliveries checked every 50 ms, a first retry after 200 ms.
process.env.ATLAS_WEBHOOKS_ALLOW_PRIVATE = '1';
process.env.WEBHOOK_POLL_MS = '50';
process.env.WEBHOOK_RETRY_BASE_MS = '200';

type Received = { headers: IncomingHttpHeaders; body: string };
let t: Marketplace;
let receiver: Server;
let url: string;
const received: Received[] = [];
/** What the receiver answers next (then 200). */
const answers: number[] = [];

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
      received.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/atlas`;
  t = await startMarketplace();
  await t.site(21, alice.id, 'alice-site');
  await t.site(22, bob.id, 'bob-site');
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const formSubmitted = (owner: number) =>
  envelope('sites.form.submitted', {
    submission_id: 7,
    site_id: 21,
    owner_id: owner,
    site_slug: 'alice-site',
    form_name: 'Contact',
    page_slug: 'contact',
  });

describe('webhooks', () => {
  let webhook: { id: number; secret: string };

  it('are managed only while the Webhooks module is installed', async () => {
    expect(await t.call('GET', '/api/marketplace/webhooks/', { as: alice })).toEqual({
      status: 409,
      body: { detail: 'Install the Webhooks module from the marketplace first', error: 'module_not_installed' },
    });
    await t.install(alice, 'webhooks');
    expect((await t.call('GET', '/api/marketplace/webhooks/', { as: alice })).body).toMatchObject({ results: [], count: 0 });
  });

  it('are created with a secret shown once, and refuse bad or private addresses', async () => {
    const created = await t.call('POST', '/api/marketplace/webhooks/', { as: alice, body: { url, events: ['sites.form.submitted'] } });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(created.body.last_delivery).toBeNull();
    webhook = created.body;
    const read = await t.call('GET', `/api/marketplace/webhooks/${webhook.id}/`, { as: alice });
    expect(read.body.secret).toBeUndefined();
    expect(read.body.last_delivery).toBeNull();
    expect((await t.call('GET', '/api/marketplace/webhooks/', { as: alice })).body.results).toEqual([
      expect.objectContaining({ id: webhook.id, last_delivery: null }),
    ]);
    expect((await t.call('GET', `/api/marketplace/webhooks/${webhook.id}/`, { as: bob })).status).toBe(409);
    await t.install(bob, 'webhooks');
    expect((await t.call('GET', `/api/marketplace/webhooks/${webhook.id}/`, { as: bob })).body).toEqual({ detail: 'Webhook not found' });

    const post = (body: object) => t.call('POST', '/api/marketplace/webhooks/', { as: alice, body });
    expect((await post({ url: 'ftp://example.com/x', events: ['sites.form.submitted'] })).body.detail).toBe(
      'Enter a valid URL: http:// or https:// with a host',
    );
    expect((await post({ url, events: ['sites.everything'] })).status).toBe(400);
    expect((await post({ url, events: [] })).status).toBe(400);
    t.app.marketplace.settings.webhooksAllowPrivate = false;
    try {
      for (const address of [
        'http://127.0.0.1:9/x',
        'http://10.1.2.3/x',
        'http://[::1]/x',
        'http://169.254.169.254/latest',
        'http://[::ffff:192.168.0.1]/',
        'http://[::127.0.0.1]',
        'http://[::ffff:0:7f00:1]',
        'http://[64:ff9b::7f00:1]',
        'http://[64:ff9b::a9fe:a9fe]',
      ]) {
        expect((await post({ url: address, events: ['sites.form.submitted'] })).body.detail).toBe(
          'A webhook URL must not point to a private network address',
        );
      }
    } finally {
      t.app.marketplace.settings.webhooksAllowPrivate = true;
    }
  });

  it('deliver signed JSON for the owner’s events and retry after a 500', async () => {
    answers.push(500);
    await t.deliver(formSubmitted(bob.id)); // someone else's form: not alice's webhook
    const event = formSubmitted(alice.id);
    await t.deliver(event);
    await until(() => received.length >= 2, 'a delivery and its retry');
    expect(received).toHaveLength(2);
    for (const delivery of received) {
      const timestamp = String(delivery.headers['x-atlas-timestamp']);
      const expected = `sha256=${createHmac('sha256', webhook.secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
      expect(delivery.headers['x-atlas-signature']).toBe(expected);
      expect(delivery.headers['x-atlas-event']).toBe('sites.form.submitted');
      expect(JSON.parse(delivery.body)).toMatchObject({
        id: event.id,
        type: 'sites.form.submitted',
        data: { form_name: 'Contact', owner_id: alice.id },
      });
    }
    await until(
      async () =>
        (await t.call('GET', `/api/marketplace/webhooks/${webhook.id}/deliveries/`, { as: alice })).body.results[0]?.status === 'delivered',
      'delivered',
    );
    const deliveries = (await t.call('GET', `/api/marketplace/webhooks/${webhook.id}/deliveries/`, { as: alice })).body;
    expect(deliveries.results).toEqual([
      expect.objectContaining({ event_id: event.id, status: 'delivered', attempts: 2, last_status_code: 200 }),
    ]);
    // a redelivered event is not sent twice
    expect(await t.deliver(event)).toBe(false);
  });

  it('are listed with their newest delivery, never another owner’s', async () => {
    const list = async (as: Who) => (await t.call('GET', '/api/marketplace/webhooks/', { as })).body.results;
    const quiet = await t.call('POST', '/api/marketplace/webhooks/', { as: alice, body: { url, events: ['commerce.order.created'] } });
    const bobs = await t.call('POST', '/api/marketplace/webhooks/', { as: bob, body: { url, events: ['sites.page.published'] } });
    const event = formSubmitted(alice.id);
    await t.deliver(event);
    // Queued after alice's: the newest delivery of all, and of another event type.
    await t.deliver(envelope('sites.page.published', { site_id: 22, owner_id: bob.id, site_slug: 'bob-site', page_slug: 'home' }));
    await until(async () => (await list(bob))[0].last_delivery?.status === 'delivered', 'bob’s delivery');
    await until(async () => {
      const [mine] = await list(alice);
      return mine.last_delivery?.status === 'delivered' && mine.last_delivery.attempts === 1;
    }, 'alice’s second delivery');

    const [newest, older] = (await t.call('GET', `/api/marketplace/webhooks/${webhook.id}/deliveries/`, { as: alice })).body.results;
    expect(newest.event_id).toBe(event.id);
    expect(older.attempts).toBe(2);
    const last = {
      status: 'delivered',
      event_type: 'sites.form.submitted',
      attempts: 1,
      last_status_code: 200,
      created_at: newest.created_at,
    };
    expect(await list(alice)).toEqual([
      expect.objectContaining({ id: webhook.id, last_delivery: last }),
      expect.objectContaining({ id: quiet.body.id, last_delivery: null }),
    ]);
    expect((await t.call('GET', `/api/marketplace/webhooks/${webhook.id}/`, { as: alice })).body.last_delivery).toEqual(last);
    expect(await list(bob)).toEqual([
      expect.objectContaining({ id: bobs.body.id, last_delivery: expect.objectContaining({ event_type: 'sites.page.published' }) }),
    ]);
    // Editing an endpoint keeps its last delivery in the answer.
    const paused = await t.call('PATCH', `/api/marketplace/webhooks/${quiet.body.id}/`, { as: alice, body: { is_active: false } });
    expect(paused.body).toMatchObject({ is_active: false, last_delivery: null });
    const saved = await t.call('PATCH', `/api/marketplace/webhooks/${webhook.id}/`, { as: alice, body: { is_active: true } });
    expect(saved.body.last_delivery).toEqual(last);
  });

  it('deliver a site’s publishing to the endpoints that chose it, and nothing for its other changes', async () => {
    const chosen = await t.call('POST', '/api/marketplace/webhooks/', { as: alice, body: { url, events: ['sites.site.published'] } });
    received.length = 0;
    const site = { site_id: 21, owner_id: alice.id, slug: 'alice-site', name: 'Alice', is_published: true };
    await t.deliver(envelope('sites.site.updated', site));
    const published = envelope('sites.site.published', site);
    await t.deliver(published);
    await until(() => received.some((r) => JSON.parse(r.body).type === 'sites.site.published'), 'the publishing delivery');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.map((r) => JSON.parse(r.body))).toEqual([
      expect.objectContaining({
        id: published.id,
        type: 'sites.site.published',
        webhook_id: chosen.body.id,
        data: expect.objectContaining({ slug: 'alice-site', owner_id: alice.id }),
      }),
    ]);
    await t.call('DELETE', `/api/marketplace/webhooks/${chosen.body.id}/`, { as: alice });
  });

  it('are not sent to a name that resolves to a private address at delivery, whatever it was when saved', async () => {
    const byName = url.replace('127.0.0.1', 'localhost');
    const saved = await t.call('POST', '/api/marketplace/webhooks/', {
      as: alice,
      body: { url: byName, events: ['sites.site.published'] },
    });
    expect(saved.status).toBe(201);
    received.length = 0;
    t.app.marketplace.settings.webhooksAllowPrivate = false;
    try {
      await t.deliver(
        envelope('sites.site.published', { site_id: 21, owner_id: alice.id, slug: 'alice-site', name: 'Alice', is_published: true }),
      );
      const lastError = async () =>
        (await t.app.db('marketplace.webhook_deliveries').where({ webhook_id: saved.body.id }).first())?.last_error ?? null;
      await until(async () => (await lastError()) !== null, 'the refused attempt');
      expect(await lastError()).toBe('localhost is a private network address: not fetched');
      expect(received).toHaveLength(0);
    } finally {
      t.app.marketplace.settings.webhooksAllowPrivate = true;
      await t.call('DELETE', `/api/marketplace/webhooks/${saved.body.id}/`, { as: alice });
    }
  });

  it('stop when the module is uninstalled: queued retries are cancelled and new events are not queued', async () => {
    received.length = 0;
    answers.push(500, 500, 500);
    await t.deliver(formSubmitted(alice.id));
    await until(() => received.length >= 1, 'a failed first attempt');
    await t.install(alice, 'webhooks', 'uninstall');
    const rows = await t.app.db('marketplace.webhook_deliveries').where({ webhook_id: webhook.id }).orderBy('id');
    expect(rows.at(-1)).toMatchObject({ status: 'cancelled', last_error: 'The Webhooks module was uninstalled' });
    await t.deliver(formSubmitted(alice.id));
    expect(await t.app.db('marketplace.webhook_deliveries').where({ webhook_id: webhook.id }).count('* as n')).toEqual([
      { n: expect.anything() },
    ]);
    expect(Number((await t.app.db('marketplace.webhook_deliveries').where({ webhook_id: webhook.id }).count('* as n'))[0].n)).toBe(
      rows.length,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(1);
    answers.length = 0;
  });
});

describe('redirects', () => {
  let id: number;

  it('need the Redirects module; installing it announces the owner’s sites', async () => {
    expect((await t.call('GET', '/api/marketplace/redirects/?site=21', { as: alice })).status).toBe(409);
    await t.install(alice, 'redirects');
    expect(await t.published('marketplace.redirects.changed')).toEqual([{ site_id: 21, site_slug: 'alice-site' }]);
  });

  it('are created on the owner’s sites with checked paths', async () => {
    const post = (body: object, as = alice) => t.call('POST', '/api/marketplace/redirects/', { as, body });
    const created = await post({ site: 21, from_path: '/old-page/', to_path: '/new-page' });
    expect(created).toMatchObject({ status: 201, body: { site: 21, from_path: '/old-page', to_path: '/new-page', status_code: 301 } });
    id = created.body.id;
    expect((await post({ site: 21, from_path: '/old-page', to_path: '/other' })).status).toBe(409);
    expect((await post({ site: 21, from_path: '/loop', to_path: '/loop/' })).body.detail).toBe('A redirect cannot point to its own path');
    expect((await post({ site: 21, from_path: '/a', to_path: 'javascript:alert(1)' })).status).toBe(400);
    expect((await post({ site: 21, from_path: 'no-slash', to_path: '/b' })).status).toBe(400);
    expect((await post({ site: 21, from_path: '/a', to_path: '/b', status_code: 307 })).body.detail).toBe(
      'body/status_code must be 301 or 302',
    );
    expect((await post({ site: 22, from_path: '/a', to_path: '/b' })).body).toEqual({ detail: 'Site not found' });
    await t.install(bob, 'redirects');
    expect((await t.call('GET', `/api/marketplace/redirects/${id}/`, { as: bob })).body).toEqual({ detail: 'Redirect not found' });
    expect((await t.call('DELETE', `/api/marketplace/redirects/${id}/`, { as: bob })).status).toBe(404);
    const external = await post({ site: 21, from_path: '/shop', to_path: 'https://shop.example.com/', status_code: 302 });
    expect(external.status).toBe(201);
    const patched = await t.call('PATCH', `/api/marketplace/redirects/${external.body.id}/`, { as: alice, body: { status_code: 301 } });
    expect(patched.body.status_code).toBe(301);
  });

  it('are served publicly for the site while the module is installed', async () => {
    const read = () => t.call('GET', '/api/marketplace/public/alice-site/redirects/');
    expect((await read()).body).toEqual({
      site_slug: 'alice-site',
      redirects: [
        { from_path: '/old-page', to_path: '/new-page', status_code: 301 },
        { from_path: '/shop', to_path: 'https://shop.example.com/', status_code: 301 },
      ],
    });
    expect((await t.call('GET', '/api/marketplace/public/nobody/redirects/')).status).toBe(404);
    expect((await t.call('GET', '/api/marketplace/public/alice-site/modules/')).body).toMatchObject({ utilities: ['redirects'] });
    const changes = (await t.published('marketplace.redirects.changed')).filter((e) => e.site_id === 21).length;
    expect(changes).toBe(4); // install, two creates, one change

    await t.install(alice, 'redirects', 'uninstall');
    expect((await read()).body.redirects).toEqual([]);
    await t.install(alice, 'redirects');
    expect((await read()).body.redirects).toHaveLength(2); // the owner's rules were kept
    expect((await t.call('DELETE', `/api/marketplace/redirects/${id}/`, { as: alice })).status).toBe(204);
    expect((await read()).body.redirects).toHaveLength(1);
  });

  it('follow their site: renamed, they answer under its new slug; deleted, they go and a late event does not revive it', async () => {
    const site = (verb: string, slug: string) =>
      t.deliver(
        envelope(`sites.site.${verb}`, { site_id: 21, owner_id: alice.id, slug, name: 'Alice', is_published: true, is_demo: false }),
      );
    const changes = async () => (await t.published('marketplace.redirects.changed')).filter((e) => e.site_id === 21);
    const before = (await changes()).length;

    await site('updated', 'alice-renamed');
    expect((await changes()).slice(before)).toEqual([{ site_id: 21, site_slug: 'alice-renamed' }]);
    expect((await t.call('GET', '/api/marketplace/public/alice-renamed/redirects/')).body.redirects).toHaveLength(1);
    expect((await t.call('GET', '/api/marketplace/public/alice-site/redirects/')).status).toBe(404);
    await site('published', 'alice-renamed'); // the same slug: nothing to announce
    expect(await changes()).toHaveLength(before + 1);

    await site('deleted', 'alice-renamed');
    expect((await changes()).slice(before + 1)).toEqual([{ site_id: 21, site_slug: 'alice-renamed' }]);
    expect(await t.app.db('marketplace.redirects').where({ site_id: 21 })).toEqual([]);
    await site('published', 'alice-renamed');
    expect((await t.call('GET', '/api/marketplace/public/alice-renamed/redirects/')).status).toBe(404);
    expect((await t.call('GET', '/api/marketplace/redirects/?site=21', { as: alice })).status).toBe(404);
  });
});
