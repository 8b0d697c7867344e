import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import Fastify, { type FastifyInstance } from 'fastify';
import { publicSites } from '..';
import { trackerHash, trackerPath, trackerScript } from '../tracker';
import { block, siteDefaults, startStubSites } from './stub-sites';

// The visit tracker: on every page of a site that counts visits, pinned by its hash, cached for a year,
// under 1 KB gzipped, and what it sends from a browser (no cookie, no storage).

type Stub = Awaited<ReturnType<typeof startStubSites>>;
let stub: Stub;
let app: FastifyInstance;

const page = (id: number, slug: string, home = false) => ({
  id,
  title: slug,
  slug,
  is_home_page: home,
  is_published: true,
  blocks: [block('heading', { text: 'Hello' })],
});

beforeAll(async () => {
  stub = await startStubSites();
  stub.sites.set('counted', {
    site: { ...siteDefaults, analytics_enabled: true, id: 1, name: 'Counted', slug: 'counted' },
    pages: [page(1, 'home', true)],
    navigation: { structure: [], style_settings: {} },
  });
  stub.sites.set('private', {
    site: { ...siteDefaults, analytics_enabled: false, id: 2, name: 'Private', slug: 'private' },
    pages: [page(2, 'home', true)],
    navigation: { structure: [], style_settings: {} },
  });
  app = Fastify();
  await app.register(publicSites, { sitesUrl: stub.url });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'example.test' } });

describe('the tracker on public pages', () => {
  it('is loaded by every page of a site that counts visits, with an integrity the policy pins', async () => {
    const res = await get('/counted');
    expect(res.body).toContain(`<script defer="" src="${trackerPath}" integrity="${trackerHash}" data-site="counted"></script>`);
    expect(res.headers['content-security-policy']).toContain(`script-src '${trackerHash}'`);
    const computed = `sha256-${createHash('sha256').update(trackerScript).digest('base64')}`;
    expect(trackerHash).toBe(computed);
  });

  it('is left out where the owner turned analytics off', async () => {
    const res = await get('/private');
    expect(res.body).not.toContain('<script');
    expect(res.headers['content-security-policy']).toContain("script-src 'none'");
  });

  it('is served for a year under a name that changes with its content, and is under 1 KB gzipped', async () => {
    const res = await get(trackerPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(trackerScript);
    expect(gzipSync(trackerScript, { level: 9 }).length).toBeLessThan(1024);
    expect((await get('/_atlas/t-000000000000.js')).statusCode).toBe(404);
  });
});

describe('the tracker in a browser', () => {
  function visit(url: string, body = '') {
    const dom = new JSDOM(`<!DOCTYPE html><html><head><title>Bread</title></head><body>${body}</body></html>`, {
      url,
      referrer: 'https://www.google.com/search?q=bread',
      runScripts: 'outside-only',
      pretendToBeVisual: true,
    });
    const sent: { url: string; body: Record<string, any> }[] = [];
    const { window } = dom;
    Object.defineProperty(window.navigator, 'sendBeacon', {
      value: (to: string, data: string) => {
        sent.push({ url: to, body: JSON.parse(data) });
        return true;
      },
    });
    const script = window.document.createElement('script');
    script.setAttribute('data-site', 'counted');
    Object.defineProperty(window.document, 'currentScript', { value: script, configurable: true });
    window.eval(trackerScript);
    return { window, sent };
  }

  it('sends one page view with path, referrer, screen width, title and UTM parameters, and stores nothing', () => {
    const { window, sent } = visit('https://example.test/counted/menu?utm_source=newsletter&utm_medium=email&x=1');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/analytics/collect');
    expect(sent[0].body).toMatchObject({
      site: 'counted',
      type: 'pageview',
      path: '/counted/menu',
      referrer: 'https://www.google.com/search?q=bread',
      title: 'Bread',
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
    expect(sent[0].body.event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof sent[0].body.screen_width).toBe('number');
    expect(window.document.cookie).toBe('');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends form submissions, site searches, outbound links and menu clicks as events, each with its own id', () => {
    const { window, sent } = visit(
      'https://example.test/counted',
      `<form name="contact"><input name="email"></form>
       <form role="search"><input type="search" value="rye bread"></form>
       <a id="out" href="https://elsewhere.test/page">Elsewhere</a>
       <a id="in" href="/counted/about">About</a>
       <a id="menu" href="/counted/shop" data-atlas-item="42">Shop</a>`,
    );
    const { document } = window;
    const forms = document.querySelectorAll('form');
    forms[0].dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    forms[1].dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    for (const id of ['out', 'in', 'menu']) {
      document.getElementById(id)!.addEventListener('click', (event) => event.preventDefault());
      document.getElementById(id)!.click();
    }
    const events = sent.slice(1).map((s) => ({ name: s.body.name, props: s.body.props, type: s.body.type }));
    expect(events).toEqual([
      { type: 'event', name: 'form_submit', props: { form: 'contact' } },
      { type: 'event', name: 'search', props: { query: 'rye bread' } },
      { type: 'event', name: 'outbound', props: { url: 'https://elsewhere.test/page' } },
      { type: 'event', name: 'menu_click', props: { item: '42' } },
    ]);
    expect(new Set(sent.map((s) => s.body.event_id)).size).toBe(sent.length);
  });

  it('sends nothing for a page the browser only prerenders', () => {
    const dom = new JSDOM('<!DOCTYPE html><body></body>', {
      url: 'https://example.test/counted',
      runScripts: 'outside-only',
      pretendToBeVisual: true,
    });
    const sent: unknown[] = [];
    Object.defineProperty(dom.window.navigator, 'sendBeacon', { value: (...args: unknown[]) => sent.push(args) });
    Object.defineProperty(dom.window.document, 'visibilityState', { value: 'prerender' });
    const script = dom.window.document.createElement('script');
    script.setAttribute('data-site', 'counted');
    Object.defineProperty(dom.window.document, 'currentScript', { value: script });
    dom.window.eval(trackerScript);
    expect(sent).toHaveLength(0);
  });
});
