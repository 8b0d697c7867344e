import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import Fastify, { type FastifyInstance } from 'fastify';
import { publicSites } from '..';
import { trackerHash, trackerPath, trackerScript, vitalsHash, vitalsPath, vitalsScript } from '../tracker';
import { block, siteDefaults, startStubSites } from '../testing';

// How jsdom fires the browser's own (trusted) events: web-vitals finalises LCP only on those.
const { fireAnEvent } = require('jsdom/lib/jsdom/living/helpers/events.js') as {
  fireAnEvent(type: string, target: unknown, eventInterface: undefined, init: EventInit): boolean;
};
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils.js') as { implForWrapper(wrapper: object): unknown };

// The visit tracker: on every page of a site that counts visits, pinned by its hash, cached for a year,
// under 1 KB gzipped, and what it sends from a browser (no cookie, no storage); the web-vitals file it
// adds once the page is idle, and the vitals it posts.

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
    expect(res.headers['content-security-policy']).toContain(`script-src '${trackerHash}' '${vitalsHash}';`);
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

  it('serves the web-vitals file for a year too, named and pinned by its content', async () => {
    const res = await get(vitalsPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(vitalsScript);
    expect(vitalsHash).toBe(`sha256-${createHash('sha256').update(res.body).digest('base64')}`);
    expect(res.body).toContain('onINP');
    expect(res.body).not.toContain('sourceMappingURL');
    // the tracker names the file it loads, so a new web-vitals is a new tracker URL too
    expect(trackerScript).toContain(vitalsPath);
    expect(trackerScript).toContain(vitalsHash);
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

  it('adds the web-vitals file, pinned by its integrity, only once the page has loaded and the browser is idle', async () => {
    const { window } = visit('https://example.test/counted');
    const idle: (() => void)[] = [];
    Object.defineProperty(window, 'requestIdleCallback', { value: (run: () => void) => idle.push(run) });
    const vitalsTags = () => [...window.document.querySelectorAll('script')].filter((tag) => tag.src.includes('/_atlas/wv-'));
    expect(window.document.readyState).not.toBe('complete');
    await new Promise((loaded) => window.addEventListener('load', loaded));
    expect(vitalsTags()).toHaveLength(0);
    expect(idle).toHaveLength(1);
    idle[0]();
    const [tag] = vitalsTags();
    expect(vitalsTags()).toHaveLength(1);
    expect(tag.getAttribute('src')).toBe(vitalsPath);
    expect(tag.integrity).toBe(vitalsHash);
    expect(tag.dataset.site).toBe('counted');
    expect(tag.dataset.view).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('falls back to a timer where the browser has no idle callback', async () => {
    const { window } = visit('https://example.test/counted');
    await new Promise((loaded) => window.addEventListener('load', loaded));
    await new Promise((later) => window.setTimeout(later, 10));
    expect(window.document.querySelector(`script[src="${vitalsPath}"]`)).not.toBeNull();
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

describe('the web vitals of a page view', () => {
  // The browser's performance timeline as one page view leaves it: what web-vitals reads through
  // PerformanceObserver (buffered) and the navigation entry.
  const timeline: Record<string, Record<string, unknown>[]> = {
    navigation: [
      {
        entryType: 'navigation',
        name: 'https://example.test/counted/menu',
        type: 'navigate',
        startTime: 0,
        responseStart: 120,
        loadEventStart: 840,
        activationStart: 0,
      },
    ],
    paint: [{ entryType: 'paint', name: 'first-contentful-paint', startTime: 410 }],
    'largest-contentful-paint': [
      { entryType: 'largest-contentful-paint', startTime: 600 },
      { entryType: 'largest-contentful-paint', startTime: 1320.4 },
    ],
    'layout-shift': [
      { entryType: 'layout-shift', value: 0.05, hadRecentInput: false, startTime: 700 },
      { entryType: 'layout-shift', value: 0.02134, hadRecentInput: false, startTime: 900 },
      { entryType: 'layout-shift', value: 0.4, hadRecentInput: true, startTime: 950 },
    ],
    'first-input': [
      { entryType: 'first-input', name: 'pointerdown', startTime: 2000, processingStart: 2012.6, duration: 48, interactionId: 7 },
    ],
    event: [
      { entryType: 'event', name: 'pointerdown', startTime: 2000, processingStart: 2012.6, duration: 48, interactionId: 7 },
      { entryType: 'event', name: 'click', startTime: 3000, processingStart: 3010, duration: 232, interactionId: 14 },
    ],
  };

  function pageView() {
    const dom = new JSDOM('<!DOCTYPE html><html><head></head><body><h1>Menu</h1></body></html>', {
      url: 'https://example.test/counted/menu',
      runScripts: 'outside-only',
      pretendToBeVisual: true,
    });
    const { window } = dom;
    const sent: { url: string; type: string; body: Record<string, any> }[] = [];
    Object.defineProperty(window.navigator, 'sendBeacon', {
      value: (to: string, data: string) => {
        sent.push({ url: to, type: typeof data, body: JSON.parse(data) });
        return true;
      },
    });
    class Observer {
      static supportedEntryTypes = Object.keys(timeline);
      private stopped = false;
      constructor(private readonly deliver: (list: { getEntries(): unknown[] }, observer: Observer) => void) {}
      observe({ type }: { type: string }) {
        window.setTimeout(() => !this.stopped && this.deliver({ getEntries: () => [...(timeline[type] ?? [])] }, this));
      }
      disconnect() {
        this.stopped = true;
      }
      takeRecords() {
        return [];
      }
    }
    class PerformanceEventTiming {
      interactionId = 0;
    }
    Object.assign(window, { PerformanceObserver: Observer, PerformanceEventTiming });
    Object.defineProperty(PerformanceEventTiming.prototype, 'interactionId', { value: 0 });
    Object.defineProperties(window.performance, {
      getEntriesByType: { value: (type: string) => timeline[type] ?? [] },
      now: { value: () => 5000 },
      interactionCount: { value: 2 },
    });
    const tag = window.document.createElement('script');
    tag.dataset.site = 'counted';
    tag.dataset.view = '5f0c1a4e-8d3b-4c61-9f7e-2b6a0d9e4c11';
    Object.defineProperty(window.document, 'currentScript', { value: tag, configurable: true });
    const fire = (type: string) => fireAnEvent(type, implForWrapper(window.document), undefined, { bubbles: true });
    const settle = () => new Promise((done) => window.setTimeout(done, 20));
    return { window, sent, fire, settle };
  }

  it('posts LCP, FCP, TTFB and FID while the page is open, INP and CLS when it is hidden, all under one event id', async () => {
    const { window, sent, fire, settle } = pageView();
    if (window.document.readyState !== 'complete') await new Promise((loaded) => window.addEventListener('load', loaded));
    window.eval(vitalsScript);
    await settle();
    fire('keydown');
    await settle();
    const metricsSent = () => Object.assign({}, ...sent.map((beacon) => beacon.body.metrics));
    expect(metricsSent()).toEqual({ FCP: 410, TTFB: 120, FID: 13, LCP: 1320 });

    Object.defineProperty(window.document, 'visibilityState', { value: 'hidden', configurable: true });
    fire('visibilitychange');
    await settle();
    expect(metricsSent()).toEqual({ FCP: 410, TTFB: 120, FID: 13, LCP: 1320, INP: 232, CLS: 0.0713 });
    expect(
      sent
        .slice(4)
        .map((beacon) => Object.keys(beacon.body.metrics)[0])
        .sort(),
    ).toEqual(['CLS', 'INP']);

    for (const beacon of sent) {
      expect(beacon.url).toBe('/api/performance/vitals/');
      expect(beacon.type).toBe('string');
      expect(beacon.body).toEqual({
        event_id: '5f0c1a4e-8d3b-4c61-9f7e-2b6a0d9e4c11',
        site: 'counted',
        path: '/counted/menu',
        metrics: beacon.body.metrics,
        load_time: 840,
        navigation_type: 'navigate',
      });
      expect(Object.keys(beacon.body.metrics)).toHaveLength(1);
    }
  });

  it('sends nothing without the site and page view its tag names', async () => {
    const { window, sent, settle } = pageView();
    Object.defineProperty(window.document, 'currentScript', { value: window.document.createElement('script') });
    window.eval(vitalsScript);
    await settle();
    expect(sent).toHaveLength(0);
  });
});
