import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildGateway, type PublicSitesOptions } from '../src';
import { fakeRepo, SECRET } from './stubs';

let repo: Awaited<ReturnType<typeof fakeRepo>>;
let gateway: FastifyInstance;
const env: NodeJS.ProcessEnv = {};
const seenBySites: string[] = [];

const stubPublicSites: FastifyPluginAsync<PublicSitesOptions> = async (app, options) => {
  const render = async (request: { url: string }) => {
    seenBySites.push(request.url);
    return `site page from ${options.sitesUrl}`;
  };
  app.get('/', render);
  app.get('/:siteSlug', render);
  app.get('/:siteSlug/:pageSlug', render);
};

beforeAll(async () => {
  repo = await fakeRepo({
    remotes: {
      builder: { entry: 'remoteEntry.js', version: '1.2.0' },
      content: { entry: 'remoteEntry.js', version: '0.3.1' },
      menus: null,
    },
    // What the remotes mount outside the dashboard: the gateway serves the shell for those paths.
    declarations: {
      builder: {
        exposes: { './PageBuilder': './src/page-builder.tsx' },
        mounts: [
          {
            frame: 'full',
            module: 'PageBuilder',
            paths: ['/builder/site/:siteId/page/new', '/preview/:slug', '/visual-builder', '/visual-builder/:pageId'],
          },
          { frame: 'public', module: 'Shop', placeholder: 'Shop', paths: ['/shop', '/shop/products/:slug'] },
        ],
      },
    },
  });
  gateway = await buildGateway({
    env,
    upstreams: { sites: 'http://sites.test:4002' },
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: stubPublicSites,
    reservedSlugs: ['dashboard', 'products', 'cart', 'api', 'live'],
  });
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  await repo.remove();
});

beforeEach(() => {
  for (const key of Object.keys(env)) delete env[key];
  seenBySites.length = 0;
});

describe('/mf-manifest.json', () => {
  test('lists each built remote with its entry under /remotes/{name}/ and its version', async () => {
    const response = await gateway.inject('/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      remotes: [
        { name: 'builder', entry: '/remotes/builder/remoteEntry.js', version: '1.2.0' },
        { name: 'content', entry: '/remotes/content/remoteEntry.js', version: '0.3.1' },
      ],
    });
  });

  test('takes ATLAS_REMOTE_{NAME}_URL over the local build, read at request time', async () => {
    env.ATLAS_REMOTE_BUILDER_URL = 'https://cdn.example.com/builder/remoteEntry.abc.js';
    env.ATLAS_REMOTE_MENUS_URL = 'https://cdn.example.com/menus/remoteEntry.js';
    const { remotes } = (await gateway.inject('/mf-manifest.json')).json();
    expect(remotes).toEqual([
      { name: 'builder', entry: 'https://cdn.example.com/builder/remoteEntry.abc.js', version: '1.2.0' },
      { name: 'content', entry: '/remotes/content/remoteEntry.js', version: '0.3.1' },
      { name: 'menus', entry: 'https://cdn.example.com/menus/remoteEntry.js', version: 'external' },
    ]);
  });

  test('shows a remote rebuilt while the gateway runs', async () => {
    await repo.write('mfe-menus/dist/atlas-remote.json', JSON.stringify({ name: 'menus', entry: 'remoteEntry.js', version: '2.0.0' }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { remotes } = (await gateway.inject('/mf-manifest.json')).json();
    expect(remotes).toContainEqual({ name: 'menus', entry: '/remotes/menus/remoteEntry.js', version: '2.0.0' });
  });
});

describe("a remote's declaration (remote.json) in the manifest", () => {
  const declared = {
    exposes: { './ShopSection': './src/shop-section.tsx' },
    mounts: [{ frame: 'public', module: 'ShopSection', paths: ['/shop'] }],
    sections: [{ id: 'shop', label: 'Shop', icon: 'bag', order: 50 }],
    links: [{ section: 'shop', label: 'Orders', path: '/dashboard/orders', order: 10 }],
  };

  test('a declared remote that is not built keeps its mounts and navigation, without an entry', async () => {
    await repo.write('mfe-shop/remote.json', JSON.stringify({ name: 'shop', ...declared }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { remotes } = (await gateway.inject('/mf-manifest.json')).json();
    expect(remotes).toContainEqual({
      name: 'shop',
      version: '',
      mounts: declared.mounts,
      sections: declared.sections,
      links: declared.links,
      crumbs: [],
    });
  });

  test('once built, the declaration its build carries is the one served', async () => {
    const built = {
      mounts: [{ frame: 'public', module: 'ShopSection', paths: ['/shop', '/shop/cart'] }],
      sections: [],
      links: [],
      crumbs: [],
    };
    await repo.write('mfe-shop/dist/remoteEntry.1a2b3c4d.js', 'var shop = {}');
    await repo.write(
      'mfe-shop/dist/atlas-remote.json',
      JSON.stringify({ name: 'shop', entry: 'remoteEntry.1a2b3c4d.js', version: '0.1.0+1a2b3c4d', ...built }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { remotes } = (await gateway.inject('/mf-manifest.json')).json();
    expect(remotes).toContainEqual({ name: 'shop', entry: '/remotes/shop/remoteEntry.1a2b3c4d.js', version: '0.1.0+1a2b3c4d', ...built });
  });
});

describe('remote files', () => {
  test('serves the remote entry with no-cache and CORS', async () => {
    const response = await gateway.inject('/remotes/builder/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('var remote = {}');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test('caches hashed chunks for a year, immutable', async () => {
    const response = await gateway.inject('/remotes/builder/731.deadbeef.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('answers 404 for an unknown remote, a missing file, or a path leaving the remote', async () => {
    for (const url of [
      '/remotes/nobody/remoteEntry.js',
      '/remotes/builder/missing.js',
      '/remotes/builder/..%2F..%2Fshell%2Fdist%2Findex.html',
    ]) {
      const response = await gateway.inject(url);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('the shell', () => {
  test.each([
    '/login',
    '/register',
    '/dashboard',
    '/dashboard/sites/3/pages',
    '/builder/site/3/page/new',
    '/preview/x',
    '/visual-builder',
    '/visual-builder/4',
    '/shop',
    '/shop/products/cake',
    '/products',
    '/cart',
  ])('serves index.html for the client route %s, not cached', async (url) => {
    const response = await gateway.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test("serves the shell's top-level and nested files, hashed ones immutable", async () => {
    const main = await gateway.inject('/main.js');
    expect(main.body).toBe('import("./bootstrap")');
    expect(main.headers['cache-control']).toBe('no-cache');
    const chunk = await gateway.inject('/static/js/412.3f9a2b1c.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await gateway.inject('/favicon.ico')).body).toBe('icon');
  });

  test('leaves site slugs and pages to the public-site renderer', async () => {
    for (const url of ['/', '/bakery', '/bakery/about']) {
      const response = await gateway.inject(url);
      expect(response.body).toBe('site page from http://sites.test:4002');
    }
    expect(seenBySites).toEqual(['/', '/bakery', '/bakery/about']);
  });

  test('answers 404 for a deeper path that is no file', async () => {
    const response = await gateway.inject('/a/b/c');
    expect(response.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  test('sends a strict content-security policy for the app: no inline script, no eval', async () => {
    const response = await gateway.inject('/dashboard');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['referrer-policy']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('allows scripts from the origin a remote was redeployed to', async () => {
    env.ATLAS_REMOTE_SHOP_URL = 'https://shop-cdn.example.com/remoteEntry.js';
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const csp = String((await gateway.inject('/dashboard')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/shop-cdn\.example\.com(;|$)/);
  });

  test('compresses large responses for clients that accept it', async () => {
    await repo.write('shell/dist/big.3f9a2b1c.js', 'console.log("atlas");\n'.repeat(500));
    const response = await gateway.inject({ url: '/big.3f9a2b1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
