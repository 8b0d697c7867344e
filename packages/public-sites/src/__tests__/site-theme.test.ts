import Fastify, { type FastifyInstance } from 'fastify';
import { publicSites } from '..';
import { block, siteDefaults, startStubSites, stubEvents } from '../testing';

// Public pages wear the site theme the sites service resolves into its public site data.

type Stub = Awaited<ReturnType<typeof startStubSites>>;
let stub: Stub;
let app: FastifyInstance;
let deliver: (event: { type: string; payload: Record<string, unknown> }) => Promise<void>;

const storefront = {
  theme_id: 5,
  theme_name: 'Storefront',
  variation_id: null,
  primary_color: '#0f766e',
  secondary_color: '#334155',
  accent_color: '#16a34a',
  background_color: '#fffdf7',
  text_color: '#292524',
  heading_font: 'Playfair Display',
  body_font: 'Lora',
  border_radius: '2px',
  spacing_unit: '1.25rem',
  max_width: '960px',
  css_variables: { '--atlas-shadow': '0 1px 3px rgba(0,0,0,.2)' },
  custom_css: '.atlas-heading{letter-spacing:.02em}',
};

function shop(siteTheme: object | null) {
  return {
    site: { ...siteDefaults, id: 1, name: 'Corner Shop', slug: 'shop', custom_css: 'p{margin:0}', site_theme: siteTheme },
    pages: [
      {
        id: 10,
        title: 'Home',
        slug: 'home',
        is_home_page: true,
        is_published: true,
        blocks: [block('heading', { text: 'Welcome', level: 'h1' })],
      },
    ],
    navigation: { structure: [], style_settings: {} },
  };
}

beforeAll(async () => {
  stub = await startStubSites();
  const bus = stubEvents();
  deliver = bus.deliver;
  app = Fastify();
  await app.register(publicSites, { sitesUrl: stub.url, events: bus.events });
  await app.ready();
  expect(bus.topics).toContain('sites.theme.changed');
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

const page = async () => (await app.inject({ method: 'GET', url: '/shop' })).body;
const rootVariables = (html: string) => /<style>:root\{([^}]*)\}/.exec(html)?.[1] ?? '';

it('keeps the Site Settings look for a site without a site theme', async () => {
  stub.sites.set('shop', shop(null));
  const html = await page();
  expect(rootVariables(html)).not.toContain('--atlas-color-primary');
  expect(html).toContain('<style id="site-custom-css">p{margin:0}</style>');
});

it('dresses the page in the theme: colours, fonts, radius, spacing and width as the variables the block and site CSS read', async () => {
  stub.sites.set('shop', shop(storefront));
  await deliver({ type: 'sites.theme.changed', payload: { site_id: 1, owner_id: 1, site_slug: 'shop' } });
  const html = await page();
  const variables = rootVariables(html);
  for (const declaration of [
    '--atlas-color-primary:#0f766e',
    '--atlas-color-secondary:#334155',
    '--atlas-color-accent:#16a34a',
    '--atlas-color-bg:#fffdf7',
    '--atlas-color-text:#292524',
    '--atlas-radius:2px',
    '--atlas-spacing:1.25rem',
    '--atlas-max-width:960px',
    '--atlas-text:#292524',
    '--atlas-surface:#fffdf7',
    '--atlas-shadow:0 1px 3px rgba(0,0,0,.2)',
  ])
    expect(variables).toContain(declaration);
  expect(variables).toMatch(/--atlas-font-heading:"Playfair Display",Didot,Georgia/);
  expect(variables).toMatch(/--atlas-font:Lora,Georgia/);
  // The frame reads them too.
  expect(html).toContain('max-width:var(--atlas-max-width,1200px)');
  expect(html).toContain('background:var(--atlas-surface,#fff)');
  // The site's custom CSS, then the theme's, in the one style element; nothing fetched from a font host.
  expect(html).toContain('<style id="site-custom-css">p{margin:0}\n.atlas-heading{letter-spacing:.02em}</style>');
  expect(html).not.toMatch(/fonts\.googleapis|fonts\.gstatic|<link rel="stylesheet"|@import/);
});

it('cannot be made to leave its style element, even by a stored value that slipped past the service', async () => {
  stub.sites.set('shop', shop({ ...storefront, custom_css: 'a{}</style><script>alert(1)</script>' }));
  await deliver({ type: 'sites.theme.changed', payload: { site_id: 1, owner_id: 1, site_slug: 'shop' } });
  const html = await page();
  // The early end tag is defused, so the rest stays text inside the style element: no script element appears.
  expect(html).toContain('a{}<\\/style><script>alert(1)</script></style></head>');
  expect(html).not.toMatch(/<\/style><script/);
});

it('is drawn again when the theme changes, and not before', async () => {
  stub.sites.set('shop', shop(storefront));
  await deliver({ type: 'sites.theme.changed', payload: { site_id: 1, owner_id: 1, site_slug: 'shop' } });
  expect(rootVariables(await page())).toContain('--atlas-color-primary:#0f766e');
  stub.sites.set('shop', shop({ ...storefront, primary_color: '#7c3aed' }));
  expect(rootVariables(await page())).toContain('--atlas-color-primary:#0f766e');
  await deliver({ type: 'sites.theme.changed', payload: { site_id: 1, owner_id: 1, site_slug: 'shop' } });
  expect(rootVariables(await page())).toContain('--atlas-color-primary:#7c3aed');
});
