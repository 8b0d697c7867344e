import Fastify from 'fastify';
import { siteHosts } from '../src/site-hosts';

// The host map the edge answers from: read at start, retried until the sites service answers, kept when it fails.

const HOSTS = {
  sites_domain: 'sites.test',
  sites: [
    { id: 1, slug: 'bakery', primary_origin: 'https://bakery.example' },
    { id: 2, slug: 'tea', primary_origin: null },
  ],
  domains: [
    { hostname: 'bakery.example', site_id: 1, slug: 'bakery', primary: true },
    { hostname: 'www.bakery.example', site_id: 1, slug: 'bakery', primary: false },
  ],
};

it('keeps asking for the map until the sites service answers, then names each host’s site and primary origin', async () => {
  const sites = Fastify();
  let answering = false;
  let asked = 0;
  sites.get('/internal/hosts/', async (_request, reply) => {
    asked++;
    return answering ? HOSTS : reply.code(503).send({ detail: 'starting' });
  });
  await sites.listen({ host: '127.0.0.1', port: 0 });
  const hosts = siteHosts({
    sitesUrl: `http://127.0.0.1:${(sites.server.address() as { port: number }).port}`,
    sitesDomain: 'Sites.Test',
    scheme: 'http',
    port: '8443',
    retryMs: 10,
  });
  try {
    await hosts.start();
    expect(hosts.loaded).toBe(false);
    expect(hosts.siteOfHost('bakery.example')).toBeUndefined();
    answering = true;
    for (let tries = 0; tries < 100 && !hosts.loaded; tries++) await new Promise((r) => setTimeout(r, 10));
    expect(asked).toBeGreaterThan(1);
    expect(hosts.siteOfHost('Bakery.Example:443')).toEqual({ slug: 'bakery', primaryOrigin: 'https://bakery.example', isPrimary: true });
    expect(hosts.siteOfHost('www.bakery.example')).toEqual({ slug: 'bakery', primaryOrigin: 'https://bakery.example', isPrimary: false });
    expect(hosts.siteOfHost('bakery.sites.test')?.isPrimary).toBe(false);
    // a site without a primary origin from the service: its subdomain, with the gateway's scheme and port
    expect(hosts.siteOfHost('tea.sites.test:8443')).toEqual({ slug: 'tea', primaryOrigin: 'http://tea.sites.test:8443', isPrimary: true });
    expect(hosts.originOfSlug('tea')).toBe('http://tea.sites.test:8443');
    expect(hosts.originOfSlug('nobody')).toBeUndefined();
    expect(hosts.siteOfHost('sites.test')).toBeUndefined();

    // a failed or malformed answer keeps the last good copy
    answering = false;
    expect(await hosts.refresh()).toBe(false);
    expect(hosts.allowsCertificate('www.bakery.example')).toBe(true);
    expect(hosts.allowsCertificate('*.sites.test')).toBe(false);
  } finally {
    await hosts.close();
    await sites.close();
  }
});
