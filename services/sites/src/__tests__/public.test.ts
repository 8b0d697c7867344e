import { alice, bob, block, startSites, type Harness } from './harness';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

let h: Harness;
let site: any;
let home: any;
let about: any;
beforeAll(async () => {
  h = await startSites();
  site = await h.createSite(alice, 'public-bakery');
  home = await h.createPage(alice, site.id, 'Home', {
    blocks: [block('h', 'heading', { text: 'Fresh bread', level: 'h1' })],
    is_published: true,
  });
  about = await h.createPage(alice, site.id, 'About', { is_published: true });
  await h.createPage(alice, site.id, 'Secret Draft');
  await h.call('PATCH', `/api/builder/sites/${site.id}/navigation/`, { body: { menu_items: [{ label: 'About', url: '/about' }] } });
  await h.call('PATCH', `/api/builder/sites/${site.id}/`, {
    body: { meta_title: 'Bakery', custom_css: 'h1{color:red}', form_notifications: false },
  });
});
afterAll(async () => {
  await h.service.close();
});

describe('public site data', () => {
  it('is 404 until the site is published', async () => {
    const res = await h.call('GET', '/api/builder/public_site/public-bakery/', { as: null });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Site not found or not published yet.');
    expect((await h.call('GET', '/api/builder/public/public-bakery/about/', { as: null })).status).toBe(404);
    await h.call('POST', `/api/builder/sites/${site.id}/publish/`);
  });

  it('serves the site with its published pages and navigation, without private settings', async () => {
    const res = await h.call('GET', '/api/builder/public_site/public-bakery/', { as: null });
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({
      name: 'Site public-bakery',
      slug: 'public-bakery',
      meta_title: 'Bakery',
      custom_css: 'h1{color:red}',
      default_language: 'en',
      allow_indexing: true,
    });
    expect(res.body.site).not.toHaveProperty('form_notifications');
    expect(res.body.site).not.toHaveProperty('owner');
    expect(res.body.pages.map((p: any) => [p.slug, p.is_home_page])).toEqual([
      ['home', true],
      ['about', false],
    ]);
    expect(res.body.navigation.structure.map((i: any) => i.label)).toEqual(['About']);
  });

  it('serves a published page', async () => {
    const res = await h.call('GET', '/api/builder/public/public-bakery/about/', { as: null });
    expect(res.status).toBe(200);
    expect(res.body.page).toMatchObject({ id: about.id, slug: 'about', title: 'About' });
    expect(res.body.fallback).toBe(false);
    expect(res.body.navigation.structure).toHaveLength(1);
  });

  it('falls back to the home page for a missing page', async () => {
    const res = await h.call('GET', '/api/builder/public/public-bakery/no-such-page/', { as: null });
    expect(res.status).toBe(200);
    expect(res.body.page).toMatchObject({ id: home.id, slug: 'home' });
    expect(res.body.page.blocks[0].content.text).toBe('Fresh bread');
    expect(res.body.fallback).toBe(true);
    const bare = await h.call('GET', '/api/builder/public/public-bakery/', { as: null });
    expect(bare.body.page.id).toBe(home.id);
    expect(bare.body.fallback).toBe(false);
  });

  it('never serves a draft page', async () => {
    const res = await h.call('GET', '/api/builder/public/public-bakery/secret-draft/', { as: null });
    expect(res.status).toBe(404);
  });

  it("keeps / the platform's: no site by default, the one the operator names, never a new owner's by publishing", async () => {
    const root = () => h.call('GET', '/api/builder/public/primary/', { as: null });
    expect((await root()).status).toBe(404);
    const bobsSite = await h.createSite(bob, 'bobs-primary');
    await h.createPage(bob, bobsSite.id, 'Home', { is_published: true });
    await h.call('POST', `/api/builder/sites/${bobsSite.id}/publish/`, { as: bob });
    expect(await root()).toMatchObject({ status: 404, body: { detail: 'The platform shows no site at its root' } });
    process.env.ATLAS_ROOT_SITE = 'public-bakery';
    try {
      expect((await root()).body.slug).toBe('public-bakery');
      await h.call('POST', `/api/builder/sites/${bobsSite.id}/unpublish/`, { as: bob });
      await h.call('POST', `/api/builder/sites/${bobsSite.id}/publish/`, { as: bob });
      expect((await root()).body.slug).toBe('public-bakery');
    } finally {
      delete process.env.ATLAS_ROOT_SITE;
    }
  });

  it('locks a password-protected site until the right password is given', async () => {
    const locked = await h.createSite(alice, 'locked-site');
    await h.createPage(alice, locked.id, 'Home', { is_published: true });
    await h.call('PATCH', `/api/builder/sites/${locked.id}/`, { body: { password_protected: true, site_password: 'letmein' } });
    await h.call('POST', `/api/builder/sites/${locked.id}/publish/`);

    const denied = await h.call('GET', '/api/builder/public/locked-site/home/', { as: null });
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({ password_protected: true, site: { name: 'Site locked-site' } });
    expect(denied.body.page).toBeUndefined();
    expect((await h.call('GET', '/api/builder/public_site/locked-site/', { as: null })).status).toBe(401);

    const wrong = await h.call('POST', '/api/builder/public_site/locked-site/unlock/', { as: null, body: { password: 'nope' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe('Incorrect password');
    const right = await h.call('POST', '/api/builder/public_site/locked-site/unlock/', { as: null, body: { password: 'letmein' } });
    expect(right.status).toBe(200);
    expect(typeof right.body.token).toBe('string');

    const opened = await h.call('GET', '/api/builder/public/locked-site/home/', {
      as: null,
      headers: { 'x-site-access': right.body.token },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.page.slug).toBe('home');
    const forged = await h.call('GET', '/api/builder/public/locked-site/home/', { as: null, headers: { 'x-site-access': 'forged' } });
    expect(forged.status).toBe(401);

    await h.call('PATCH', `/api/builder/sites/${locked.id}/`, { body: { site_password: 'changed' } });
    const stale = await h.call('GET', '/api/builder/public/locked-site/home/', {
      as: null,
      headers: { 'x-site-access': right.body.token },
    });
    expect(stale.status).toBe(401);
  });

  it('refuses malformed public requests with 400', async () => {
    expect((await h.call('GET', '/api/builder/public/Not_A_Slug/home/', { as: null })).status).toBe(400);
    expect((await h.call('POST', '/api/builder/public_site/public-bakery/unlock/', { as: null, body: {} })).status).toBe(400);
  });
});

describe('form submissions', () => {
  it("stores a visitor's submission and shows it to the owner only", async () => {
    const res = await h.call('POST', '/api/builder/public_site/public-bakery/forms/', {
      as: null,
      body: { form_name: 'Contact', page_slug: 'about', data: { name: 'Ann', email: 'ann@example.com', message: 'Rye?' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const island = await h.call('POST', '/api/builder/public_site/public-bakery/forms/', {
      as: null,
      body: { form_id: 'contact-1', page: '/public-bakery/about', data: { email: 'cy@example.com' } },
    });
    expect(island.status).toBe(201);
    const flat = await h.call('POST', '/api/builder/public_site/public-bakery/forms/', {
      as: null,
      body: { name: 'Ben', message: 'Hello' },
    });
    expect(flat.status).toBe(201);

    const list = await h.call('GET', `/api/builder/sites/${site.id}/submissions/`);
    expect(list.status).toBe(200);
    expect(list.body.map((s: any) => s.data)).toEqual([
      { name: 'Ben', message: 'Hello' },
      { email: 'cy@example.com' },
      { name: 'Ann', email: 'ann@example.com', message: 'Rye?' },
    ]);
    expect(list.body[1]).toMatchObject({ form_name: 'contact-1', page_slug: '/public-bakery/about' });
    expect(list.body[2]).toMatchObject({ form_name: 'Contact', page_slug: 'about' });
    expect((await h.call('GET', `/api/builder/sites/${site.id}/submissions/`, { as: bob })).status).toBe(404);
    // Each submission is announced (for form goals in analytics) without the visitor's fields.
    const announced = await h.outbox('sites.form.submitted');
    expect(announced.map((e) => e.payload.form_name)).toEqual(['Contact', 'contact-1', 'contact']);
    expect(announced[0].payload).toMatchObject({ site_id: site.id, site_slug: 'public-bakery', page_slug: 'about' });
    expect(JSON.stringify(announced)).not.toContain('ann@example.com');
  });

  it("emails the owner a submission when the site's form notifications are on, in the same transaction", async () => {
    // The bakery turned them off (beforeAll): its submissions above requested no email.
    expect(await h.outbox('mail.message.requested')).toEqual([]);
    await h.call('PATCH', `/api/builder/sites/${site.id}/`, { body: { form_notifications: true } });
    const res = await h.call('POST', '/api/builder/public_site/public-bakery/forms/', {
      as: null,
      body: { form_name: 'Order', page_slug: 'about', data: { name: 'Dee', message: 'Two loaves' } },
      headers: { 'x-forwarded-for': '5.6.7.8' },
    });
    expect(res.status).toBe(201);
    const [mail, ...more] = await h.outbox('mail.message.requested');
    expect(more).toEqual([]);
    expect(mail.payload).toMatchObject({
      to: { user_id: alice.id },
      category: 'form',
      subject: 'New form submission on Site public-bakery',
      link: 'http://localhost:8080/dashboard/sites',
    });
    expect(mail.payload.text).toContain('Someone filled in the form "Order" on /about of Site public-bakery:');
    expect(mail.payload.text).toContain('message: Two loaves');
    await h.call('PATCH', `/api/builder/sites/${site.id}/`, { body: { form_notifications: false } });
  });

  it('accepts a post from a sandboxed page (CORS preflight)', async () => {
    const preflight = await h.service.app.inject({
      method: 'OPTIONS',
      url: '/api/builder/public_site/public-bakery/forms/',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
  });

  it('refuses empty, oversized and unpublished-site submissions', async () => {
    expect(
      (await h.call('POST', '/api/builder/public_site/public-bakery/forms/', { as: null, body: { data: { name: '  ' } } })).status,
    ).toBe(400);
    expect(
      (await h.call('POST', '/api/builder/public_site/public-bakery/forms/', { as: null, body: { data: { message: 'x'.repeat(5001) } } }))
        .status,
    ).toBe(400);
    expect(
      (await h.call('POST', '/api/builder/public_site/public-bakery/forms/', { as: null, body: { data: { nested: { a: 1 } } } })).status,
    ).toBe(400);
    await h.createSite(alice, 'draft-site');
    expect((await h.call('POST', '/api/builder/public_site/draft-site/forms/', { as: null, body: { data: { name: 'x' } } })).status).toBe(
      404,
    );
  });

  it('slows down a flood of submissions from one visitor', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (
          await h.call('POST', '/api/builder/public_site/public-bakery/forms/', {
            as: null,
            body: { data: { n: String(i) } },
            headers: { 'x-forwarded-for': '1.2.3.4' },
          })
        ).status,
      );
    }
    expect(statuses).toContain(429);
  });
});
