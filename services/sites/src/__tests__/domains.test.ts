import { recheckDomainsNow } from '../index';
import { alice, bob, staff, startSites, type Harness } from './harness';
import { startTxtServer } from './txt-server';

// A real DNS server on 127.0.0.1 answers the service's TXT lookups (ATLAS_DNS_SERVERS points at it).
const DNS_PORT = 35053;
const carol = { id: 3, username: 'carol' };
const dave = { id: 4, username: 'dave' };
const erin = { id: 5, username: 'erin' };
const mallory = { id: 6, username: 'mallory' };
const DAY = 24 * 60 * 60 * 1000;

const ENV = {
  ATLAS_DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
  ATLAS_SITES_DOMAIN: 'sites.test',
  ATLAS_SITES_SCHEME: 'http',
  ATLAS_SITES_PORT: '35080',
  ATLAS_DASHBOARD_HOST: 'atlas.test, app.atlas.test:8080',
  ATLAS_EDGE_IPV4: '203.0.113.7',
  SITES_DOMAIN_CHECK_INTERVAL_MS: '0',
};
const saved: Record<string, string | undefined> = {};

let h: Harness;
let dns: Awaited<ReturnType<typeof startTxtServer>>;
beforeAll(async () => {
  for (const [name, value] of Object.entries(ENV)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  dns = await startTxtServer(DNS_PORT);
  h = await startSites();
});
afterAll(async () => {
  await h?.service.close();
  await dns?.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const domainsOf = (siteId: number) => `/api/builder/sites/${siteId}/domains/`;

async function addDomain(siteId: number, hostname: string, as: { id: number } = alice) {
  const res = await h.call('POST', domainsOf(siteId), { as, body: { hostname } });
  expect(res.status).toBe(201);
  return res.body;
}

/** Publishes the domain's TXT record (as its records say) and verifies it. */
async function connect(siteId: number, domain: { id: number; records: { type: string; name: string; value: string }[] }, as = alice) {
  const txt = domain.records[0];
  dns.publish(txt.name, txt.value);
  const res = await h.call('POST', `${domainsOf(siteId)}${domain.id}/verify/`, { as });
  expect(res).toMatchObject({ status: 200, body: { status: 'verified' } });
  return res.body;
}

async function addMember(siteId: number, who: { id: number; username: string }, role: string) {
  await h.registered(who);
  await h.service.app.db('sites.site_members').insert({ site_id: siteId, user_id: who.id, role });
}

describe('adding a domain', () => {
  test('a subdomain answers 201 pending with its TXT proof and a CNAME to the site’s own address', async () => {
    const site = await h.createSite(alice, 'corner-shop');
    const res = await h.call('POST', domainsOf(site.id), { body: { hostname: '  Shop.Example.COM. ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      site_id: site.id,
      hostname: 'shop.example.com',
      status: 'pending',
      primary: false,
      records: [
        { type: 'TXT', name: '_atlas-challenge.shop.example.com', value: expect.stringMatching(/^atlas-verify=[0-9a-f]{32}$/) },
        { type: 'CNAME', name: 'shop.example.com', value: 'corner-shop.sites.test' },
      ],
      seen: [],
      problem: null,
      verified_at: null,
      missing_since: null,
      www_of: null,
      created_at: expect.any(String),
    });
    // each domain has its own token
    const other = await addDomain(site.id, 'blog.example.com');
    expect(other.records[0].value).not.toBe(res.body.records[0].value);
    const list = await h.call('GET', domainsOf(site.id));
    expect(list.body.map((d: { hostname: string }) => d.hostname)).toEqual(['shop.example.com', 'blog.example.com']);
  });

  test('an apex gets an A record to the edge and brings www along, verified by the apex’s TXT record', async () => {
    const site = await h.createSite(alice, 'apex-site');
    const apex = await addDomain(site.id, 'apex-example.com');
    expect(apex.records[1]).toEqual({ type: 'A', name: 'apex-example.com', value: '203.0.113.7' });
    expect(apex.www).toMatchObject({
      hostname: 'www.apex-example.com',
      www_of: apex.id,
      status: 'pending',
      records: [apex.records[0], { type: 'CNAME', name: 'www.apex-example.com', value: 'apex-site.sites.test' }],
    });
    // three labels under a two-label public suffix are an apex too
    const uk = await addDomain(site.id, 'bakery.co.uk');
    expect(uk.records[1].type).toBe('A');
    expect(uk.www.hostname).toBe('www.bakery.co.uk');

    // One TXT record verifies both; the www row's verify looks the apex's name up.
    dns.publish(apex.records[0].name, apex.records[0].value);
    const www = await h.call('POST', `${domainsOf(site.id)}${apex.www.id}/verify/`);
    expect(www.body).toMatchObject({ status: 'verified', seen: [apex.records[0].value] });
    const list = (await h.call('GET', domainsOf(site.id))).body;
    expect(list.find((d: { id: number }) => d.id === apex.id)).toMatchObject({ status: 'verified' });

    // Removing the apex removes its www.
    expect((await h.call('DELETE', `${domainsOf(site.id)}${apex.id}/`)).status).toBe(204);
    const left = (await h.call('GET', domainsOf(site.id))).body.map((d: { hostname: string }) => d.hostname);
    expect(left).toEqual(['bakery.co.uk', 'www.bakery.co.uk']);
    const removed = (await h.outbox('sites.domain.removed')).filter((event) => event.payload.site_id === site.id);
    expect(removed.map((event) => [event.payload.hostname, event.payload.reason])).toEqual([
      ['apex-example.com', 'deleted'],
      ['www.apex-example.com', 'deleted'],
    ]);
  });

  test('an international name is stored in punycode', async () => {
    const site = await h.createSite(alice, 'idn');
    expect((await addDomain(site.id, 'Bücher.example')).hostname).toBe('xn--bcher-kva.example');
  });

  test.each([
    ['not a domain', 'Enter a valid domain name, such as shop.example.com.'],
    ['https://shop.example.com/', 'Enter a valid domain name, such as shop.example.com.'],
    ['localhost', 'Enter a valid domain name, such as shop.example.com.'],
    ['-shop.example.com', 'Enter a valid domain name, such as shop.example.com.'],
    ['shop_1.example.com', 'Enter a valid domain name, such as shop.example.com.'],
    [`${'a'.repeat(64)}.example.com`, 'Enter a valid domain name, such as shop.example.com.'],
    ['203.0.113.9', 'An IP address cannot be connected; enter a domain name, such as shop.example.com.'],
    ['[2001:db8::1]', 'An IP address cannot be connected; enter a domain name, such as shop.example.com.'],
    ['2001:db8::1', 'An IP address cannot be connected; enter a domain name, such as shop.example.com.'],
    ['atlas.test', "This is the dashboard's own address; it cannot be connected to a site."],
    ['APP.atlas.test.', "This is the dashboard's own address; it cannot be connected to a site."],
    ['sites.test', 'Addresses under sites.test are given to every site already; connect a domain of your own.'],
    ['other-site.sites.test', 'Addresses under sites.test are given to every site already; connect a domain of your own.'],
  ])('refuses %j with 400', async (hostname, detail) => {
    const site = (await h.call('GET', '/api/builder/sites/')).body.find((s: { slug: string }) => s.slug === 'corner-shop');
    const res = await h.call('POST', domainsOf(site.id), { body: { hostname } });
    expect(res).toMatchObject({ status: 400, body: { detail } });
  });

  test('refuses a missing, empty or overlong hostname with 400', async () => {
    const site = await h.createSite(alice, 'bodies');
    for (const body of [{}, { hostname: '' }, { hostname: 'a'.repeat(301) }, { hostname: ['x.example.com', 'y.example.com'] }]) {
      const res = await h.call('POST', domainsOf(site.id), { body });
      expect(res.status).toBe(400);
      expect(typeof res.body.detail).toBe('string');
    }
  });

  test('the same hostname twice on one site is 409', async () => {
    const site = await h.createSite(alice, 'twice');
    await addDomain(site.id, 'twice.example.com');
    const again = await h.call('POST', domainsOf(site.id), { body: { hostname: 'TWICE.example.com' } });
    expect(again).toMatchObject({ status: 409, body: { detail: 'This domain is already added to this site.' } });
  });
});

describe('verifying', () => {
  test('stays pending until the DNS server answers the exact TXT value; seen shows what it returned', async () => {
    const site = await h.createSite(alice, 'verify-me');
    const domain = await addDomain(site.id, 'verify.example.net');
    const verify = () => h.call('POST', `${domainsOf(site.id)}${domain.id}/verify/`);
    const [txt] = domain.records;

    expect((await verify()).body).toMatchObject({ status: 'pending', seen: [], problem: 'no TXT record found', verified_at: null });
    expect(dns.asked).toContain(txt.name);

    dns.publish(txt.name, 'atlas-verify=somebody-else');
    expect((await verify()).body).toMatchObject({
      status: 'pending',
      seen: ['atlas-verify=somebody-else'],
      problem: 'the TXT record does not match',
    });

    dns.failing.add(txt.name);
    expect((await verify()).body).toMatchObject({ status: 'pending', seen: [], problem: 'DNS lookup failed: ESERVFAIL' });
    dns.failing.delete(txt.name);

    // A record split in chunks counts joined; other strings beside it do no harm.
    const token = txt.value.slice('atlas-verify='.length);
    dns.publish(txt.name, 'v=spf1 -all', ['atlas-verify=', token]);
    const verified = await verify();
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'verified', primary: true, problem: null, verified_at: expect.any(String) });
    expect(verified.body.seen.sort()).toEqual([txt.value, 'v=spf1 -all'].sort());
    expect((await h.outbox('sites.domain.verified')).filter((e) => e.payload.domain_id === domain.id)).toEqual([
      expect.objectContaining({
        key: String(site.id),
        payload: { domain_id: domain.id, site_id: site.id, slug: 'verify-me', hostname: 'verify.example.net', primary: true },
      }),
    ]);
  });

  test('what a DNS host returns is kept within bounds: 20 strings of 512 characters', async () => {
    const site = await h.createSite(alice, 'noisy-dns');
    const domain = await addDomain(site.id, 'noisy.example.net');
    dns.publish(
      domain.records[0].name,
      ...Array.from({ length: 30 }, (_, i) => [`${i}-`, 'x'.repeat(200), 'y'.repeat(200), 'z'.repeat(200)]),
    );
    const res = await h.call('POST', `${domainsOf(site.id)}${domain.id}/verify/`);
    expect(res.body).toMatchObject({ status: 'pending', problem: 'the TXT record does not match' });
    expect(res.body.seen).toHaveLength(20);
    expect(Math.max(...res.body.seen.map((text: string) => text.length))).toBe(512);
  });

  test('a hostname verified on another site is 409 on add and on verify', async () => {
    const mine = await h.createSite(alice, 'first-claim');
    const theirs = await h.createSite(bob, 'second-claim');
    const later = await h.createSite(bob, 'third-claim');
    const pending = await addDomain(theirs.id, 'contested.example.org', bob);
    const domain = await addDomain(mine.id, 'contested.example.org');
    await connect(mine.id, domain);

    const added = await h.call('POST', domainsOf(later.id), { as: bob, body: { hostname: 'contested.example.org' } });
    expect(added).toMatchObject({ status: 409, body: { detail: 'This domain is already connected to another site.' } });
    // bob's pending row with bob's own token published too: still not his
    dns.publish(pending.records[0].name, domain.records[0].value, pending.records[0].value);
    const verified = await h.call('POST', `${domainsOf(theirs.id)}${pending.id}/verify/`, { as: bob });
    expect(verified).toMatchObject({ status: 409, body: { detail: 'This domain is already connected to another site.' } });
    const hosts = (await h.call('GET', '/internal/hosts/', { as: null })).body;
    expect(hosts.domains.filter((d: { hostname: string }) => d.hostname === 'contested.example.org')).toEqual([
      { hostname: 'contested.example.org', site_id: mine.id, slug: 'first-claim', primary: true },
    ]);
  });
});

describe('primary and removal', () => {
  test('PATCH primary moves the site’s address to a verified domain; a pending one is 400', async () => {
    const site = await h.createSite(alice, 'two-domains');
    expect((await h.call('GET', `/api/builder/sites/${site.id}/`)).body.primary_origin).toBe('http://two-domains.sites.test:35080');
    const first = await connect(site.id, await addDomain(site.id, 'one.example.io'));
    const second = await connect(site.id, await addDomain(site.id, 'two.example.io'));
    expect([first.primary, second.primary]).toEqual([true, false]);
    expect((await h.call('GET', `/api/builder/sites/${site.id}/`)).body.primary_origin).toBe('http://one.example.io:35080');

    const pending = await addDomain(site.id, 'three.example.io');
    const refused = await h.call('PATCH', `${domainsOf(site.id)}${pending.id}/`, { body: { primary: true } });
    expect(refused).toMatchObject({ status: 400, body: { detail: 'Only a verified domain can be the primary address; verify it first.' } });

    const moved = await h.call('PATCH', `${domainsOf(site.id)}${second.id}/`, { body: { primary: true } });
    expect(moved).toMatchObject({ status: 200, body: { id: second.id, primary: true } });
    const list = (await h.call('GET', domainsOf(site.id))).body;
    expect(list.map((d: { hostname: string; primary: boolean }) => [d.hostname, d.primary])).toEqual([
      ['one.example.io', false],
      ['two.example.io', true],
      ['three.example.io', false],
    ]);
    const events = (await h.outbox('sites.domain.verified')).filter((e) => e.payload.site_id === site.id);
    expect(events.slice(-2).map((e) => [e.payload.hostname, e.payload.primary])).toEqual([
      ['one.example.io', false],
      ['two.example.io', true],
    ]);
    const sites = (await h.call('GET', '/api/builder/sites/')).body;
    expect(sites.find((s: { id: number }) => s.id === site.id).primary_origin).toBe('http://two.example.io:35080');

    // primary: false gives the site its own subdomain back
    await h.call('PATCH', `${domainsOf(site.id)}${second.id}/`, { body: { primary: false } });
    expect((await h.call('GET', `/api/builder/sites/${site.id}/`)).body.primary_origin).toBe('http://two-domains.sites.test:35080');
  });

  test('DELETE answers 204 and announces a verified domain removed; another site’s domain id is 404', async () => {
    const site = await h.createSite(alice, 'removals');
    const other = await h.createSite(alice, 'removals-other');
    const domain = await connect(site.id, await addDomain(site.id, 'gone.example.dev'));
    expect((await h.call('DELETE', `${domainsOf(other.id)}${domain.id}/`)).status).toBe(404);
    expect((await h.call('POST', `${domainsOf(other.id)}${domain.id}/verify/`)).body).toEqual({ detail: 'Domain not found' });
    expect((await h.call('DELETE', `${domainsOf(site.id)}${domain.id}/`)).status).toBe(204);
    expect((await h.call('DELETE', `${domainsOf(site.id)}${domain.id}/`)).status).toBe(404);
    expect((await h.call('GET', domainsOf(site.id))).body).toEqual([]);
    expect((await h.outbox('sites.domain.removed')).filter((e) => e.payload.domain_id === domain.id)).toEqual([
      expect.objectContaining({
        key: String(site.id),
        payload: { domain_id: domain.id, site_id: site.id, slug: 'removals', hostname: 'gone.example.dev', reason: 'deleted' },
      }),
    ]);
    // the hostname is free for another site now
    expect((await h.call('POST', domainsOf(other.id), { body: { hostname: 'gone.example.dev' } })).status).toBe(201);
  });

  test('deleting a site announces its verified domains removed', async () => {
    const site = await h.createSite(alice, 'doomed');
    const domain = await connect(site.id, await addDomain(site.id, 'doomed.example.dev'));
    await addDomain(site.id, 'never-verified.example.dev');
    expect((await h.call('DELETE', `/api/builder/sites/${site.id}/`)).status).toBe(204);
    const removed = (await h.outbox('sites.domain.removed')).filter((e) => e.payload.site_id === site.id);
    expect(removed.map((e) => e.payload)).toEqual([
      { domain_id: domain.id, site_id: site.id, slug: 'doomed', hostname: 'doomed.example.dev', reason: 'site-deleted' },
    ]);
    const hosts = (await h.call('GET', '/internal/hosts/', { as: null })).body;
    expect(hosts.domains.map((d: { hostname: string }) => d.hostname)).not.toContain('doomed.example.dev');
  });
});

describe('who may do what', () => {
  let siteId: number;
  let target: { id: number };
  beforeAll(async () => {
    const site = await h.createSite(alice, 'team-domains');
    siteId = site.id;
    await addMember(siteId, carol, 'admin');
    await addMember(siteId, dave, 'editor');
    await addMember(siteId, erin, 'viewer');
    await h.registered(mallory);
    target = await addDomain(siteId, 'team.example.com');
  });

  const refusals = [
    ['editor', dave, 403],
    ['viewer', erin, 403],
    ['a stranger', mallory, 404],
    ['staff', staff, 404],
    ['anonymous', null, 401],
  ] as const;

  test('every member and staff read the list; strangers 404, anonymous 401', async () => {
    for (const who of [alice, carol, dave, erin, staff]) {
      const res = await h.call('GET', domainsOf(siteId), { as: who });
      expect([who.username, res.status, res.body?.length]).toEqual([who.username, 200, 1]);
    }
    expect((await h.call('GET', domainsOf(siteId), { as: mallory })).status).toBe(404);
    expect((await h.call('GET', domainsOf(siteId), { as: null })).status).toBe(401);
  });

  test.each(refusals)('%s may not add, verify, change or remove a domain', async (_name, who, status) => {
    const calls = [
      h.call('POST', domainsOf(siteId), { as: who, body: { hostname: 'refused.example.com' } }),
      h.call('POST', `${domainsOf(siteId)}${target.id}/verify/`, { as: who }),
      h.call('PATCH', `${domainsOf(siteId)}${target.id}/`, { as: who, body: { primary: false } }),
      h.call('DELETE', `${domainsOf(siteId)}${target.id}/`, { as: who }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(status);
      if (status === 403) expect(res.body.detail).toBe('Your role on this site does not allow this.');
    }
    expect((await h.call('GET', domainsOf(siteId))).body.map((d: { hostname: string }) => d.hostname)).toEqual(['team.example.com']);
  });

  test.each([
    ['the owner', alice],
    ['an admin', carol],
  ])('%s adds, verifies, changes and removes domains', async (_name, who) => {
    const domain = (await h.call('POST', domainsOf(siteId), { as: who, body: { hostname: `by-${who.username}.example.com` } })).body;
    expect(domain.status).toBe('pending');
    const verify = await h.call('POST', `${domainsOf(siteId)}${domain.id}/verify/`, { as: who });
    expect(verify.status).toBe(200);
    const patch = await h.call('PATCH', `${domainsOf(siteId)}${domain.id}/`, { as: who, body: { primary: false } });
    expect(patch).toMatchObject({ status: 200, body: { primary: false } });
    expect((await h.call('DELETE', `${domainsOf(siteId)}${domain.id}/`, { as: who })).status).toBe(204);
  });
});

describe('primary_origin on site answers and the host map', () => {
  test('the site list, one site and the public answers carry primary_origin; without ATLAS_SITES_DOMAIN it is null', async () => {
    const site = await h.createSite(alice, 'origins');
    await h.createPage(alice, site.id, 'Home', { is_published: true });
    await h.call('POST', `/api/builder/sites/${site.id}/publish/`);
    const expectOrigin = async (origin: string | null) => {
      const list = (await h.call('GET', '/api/builder/sites/')).body.find((s: { id: number }) => s.id === site.id);
      expect(list.primary_origin).toBe(origin);
      expect((await h.call('GET', `/api/builder/sites/${site.id}/`)).body.primary_origin).toBe(origin);
      expect((await h.call('GET', '/api/builder/public_site/origins/', { as: null })).body.site.primary_origin).toBe(origin);
      expect((await h.call('GET', '/api/builder/public/origins/', { as: null })).body.site.primary_origin).toBe(origin);
    };
    await expectOrigin('http://origins.sites.test:35080');

    delete process.env.ATLAS_SITES_DOMAIN;
    try {
      await expectOrigin(null);
      await connect(site.id, await addDomain(site.id, 'origins.example.com'));
      await expectOrigin('http://origins.example.com:35080');
    } finally {
      process.env.ATLAS_SITES_DOMAIN = ENV.ATLAS_SITES_DOMAIN;
    }
    process.env.ATLAS_SITES_SCHEME = 'https';
    process.env.ATLAS_SITES_PORT = '443';
    try {
      await expectOrigin('https://origins.example.com');
    } finally {
      process.env.ATLAS_SITES_SCHEME = ENV.ATLAS_SITES_SCHEME;
      process.env.ATLAS_SITES_PORT = ENV.ATLAS_SITES_PORT;
    }
  });

  test('GET /internal/hosts/ lists every site with its origin and only verified domains', async () => {
    const site = await h.createSite(bob, 'host-map');
    const verified = await connect(site.id, await addDomain(site.id, 'mapped.example.com', bob), bob);
    await addDomain(site.id, 'pending.example.com', bob);
    const res = await h.call('GET', '/internal/hosts/', { as: null });
    expect(res.status).toBe(200);
    expect(res.body.sites_domain).toBe('sites.test');
    expect(res.body.sites).toContainEqual({ id: site.id, slug: 'host-map', primary_origin: 'http://mapped.example.com:35080' });
    const shop = (await h.call('GET', '/api/builder/sites/')).body.find((s: { slug: string }) => s.slug === 'corner-shop');
    expect(res.body.sites).toContainEqual({ id: shop.id, slug: 'corner-shop', primary_origin: 'http://corner-shop.sites.test:35080' });
    const mapped = res.body.domains.filter((d: { site_id: number }) => d.site_id === site.id);
    expect(mapped).toEqual([{ hostname: verified.hostname, site_id: site.id, slug: 'host-map', primary: true }]);
  });
});

describe('the daily re-check', () => {
  test('a TXT record missing for 7 days detaches the domain and its www, mails the owner and announces it', async () => {
    const site = await h.createSite(alice, 'lapsing');
    const apex = await addDomain(site.id, 'lapsing.example');
    const txt = apex.records[0];
    await connect(site.id, apex);
    const list = () => h.call('GET', domainsOf(site.id)).then((res) => res.body);
    expect((await list()).map((d: { status: string }) => d.status)).toEqual(['verified', 'verified']);
    const t0 = Date.now();
    const at = (days: number) => new Date(t0 + days * DAY + 60_000);

    // Checked again only once a day has passed.
    expect((await recheckDomainsNow(h.service.app, new Date(t0 + DAY / 2))).checked).toBe(0);

    dns.publish(txt.name);
    await recheckDomainsNow(h.service.app, at(1));
    expect((await list())[0]).toMatchObject({ status: 'verified', missing_since: at(1).toISOString(), problem: 'no TXT record found' });

    // Back again: the clock stops.
    dns.publish(txt.name, txt.value);
    await recheckDomainsNow(h.service.app, at(2));
    expect((await list())[0]).toMatchObject({ status: 'verified', missing_since: null, problem: null });

    dns.publish(txt.name, 'atlas-verify=wrong');
    for (const day of [3, 4, 5, 6, 7, 8, 9]) {
      const done = await recheckDomainsNow(h.service.app, at(day));
      expect(done.detached).not.toContain('lapsing.example');
    }
    expect((await list())[0]).toMatchObject({ status: 'verified', missing_since: at(3).toISOString(), seen: ['atlas-verify=wrong'] });
    expect((await recheckDomainsNow(h.service.app, at(10))).detached).toContain('lapsing.example');

    expect(await list()).toEqual([]);
    const removed = (await h.outbox('sites.domain.removed')).filter((e) => e.payload.site_id === site.id);
    expect(removed.map((e) => [e.payload.hostname, e.payload.reason])).toEqual([
      ['lapsing.example', 'txt-missing'],
      ['www.lapsing.example', 'txt-missing'],
    ]);
    const mails = (await h.outbox('mail.message.requested')).filter((e) => e.payload.subject.includes('lapsing.example'));
    expect(mails).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          to: { user_id: alice.id },
          category: 'account',
          subject: 'Your domain lapsing.example was disconnected',
          text: expect.stringContaining('_atlas-challenge.lapsing.example'),
        }),
      }),
    ]);
  });

  test('a failed lookup does not start the clock', async () => {
    const site = await h.createSite(alice, 'flaky-dns');
    const domain = await connect(site.id, await addDomain(site.id, 'flaky.example.com'));
    dns.failing.add(domain.records[0].name);
    try {
      await recheckDomainsNow(h.service.app, new Date(Date.now() + 30 * DAY));
      const [row] = (await h.call('GET', domainsOf(site.id))).body;
      expect(row).toMatchObject({ status: 'verified', missing_since: null, problem: 'DNS lookup failed: ESERVFAIL' });
    } finally {
      dns.failing.delete(domain.records[0].name);
    }
  });
});
