import Fastify, { type FastifyInstance } from 'fastify';
import { createBlock } from '@atlas/blocks';

// A stand-in for the sites service's public endpoints: published data in memory, counting requests. It answers the
// edge's host map too (GET /internal/hosts/, docs/contracts.md "Sites on their own origin") from `domains` and
// `setSitesDomain`, and every site answer carries the site's `primary_origin`.

export function block(type: string, content: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) {
  const b = createBlock(type);
  return { ...b, content: { ...b.content, ...content }, settings: { ...b.settings, ...settings } };
}

export interface StubSite {
  site: Record<string, any>;
  pages: {
    id: number;
    title: string;
    slug: string;
    is_home_page: boolean;
    is_published: boolean;
    blocks: any[];
    meta_description?: string;
    meta_title?: string;
  }[];
  navigation: { structure: any[]; style_settings: Record<string, unknown> };
  password?: string;
}

export const siteDefaults = {
  logo_url: '',
  favicon: '',
  default_language: 'en',
  meta_title: '',
  meta_description: '',
  og_image: '',
  allow_indexing: true,
  auto_generate_sitemap: true,
  theme: 'default',
  primary_color: '#3b82f6',
  custom_css: '',
  custom_js: '',
  maintenance_mode: false,
  password_protected: false,
  // Off here so the pages under test carry no script unless a test asks for one (tracker.test.ts turns it on).
  analytics_enabled: false,
};

export async function startStubSites() {
  const sites = new Map<string, StubSite>();
  /** Draft-preview links by token: the site and page they show (drafts included, password or not), or 'gone' (410). */
  const previews = new Map<string, { site: string; page: string; expires_at: string } | 'gone'>();
  let primary: string | null = null;
  /** Verified domains (the stand-in keeps no pending ones). */
  const domains: { hostname: string; slug: string; primary: boolean }[] = [];
  let sitesDomain: { domain: string; scheme: string; port?: number } | null = null;
  let hostsCalls = 0;
  let failing = false;
  const requests: string[] = [];
  const unlockedBy: string[] = [];
  const app: FastifyInstance = Fastify();

  const token = (s: StubSite) => `token-${s.site.slug}-${s.password}-abcdefghijklmnop`;
  const locked = (s: StubSite, header: unknown) => s.site.password_protected && header !== token(s);
  const primaryOrigin = (slug: string) => {
    const host = domains.find((d) => d.slug === slug && d.primary)?.hostname ?? (sitesDomain ? `${slug}.${sitesDomain.domain}` : null);
    if (!host) return null;
    const scheme = sitesDomain?.scheme ?? 'https';
    return `${scheme}://${host}${sitesDomain?.port ? `:${sitesDomain.port}` : ''}`;
  };
  const siteOf = (s: StubSite) => ({ ...s.site, primary_origin: primaryOrigin(s.site.slug) });
  const publicPage = (p: StubSite['pages'][number]) => ({
    id: p.id,
    title: p.title,
    slug: p.slug,
    is_home_page: p.is_home_page,
    blocks: p.blocks,
    meta_description: p.meta_description ?? '',
    meta_title: p.meta_title ?? '',
    updated_at: '2026-11-20T10:00:00.000Z',
  });

  app.addHook('onRequest', async (request, reply) => {
    requests.push(request.url);
    if (failing) return reply.code(500).send({ detail: 'Internal server error' });
  });
  app.get('/internal/hosts/', async () => {
    hostsCalls++;
    const all = [...sites.values()];
    return {
      sites_domain: sitesDomain?.domain ?? null,
      sites: all.map((s) => ({ id: s.site.id, slug: s.site.slug, primary_origin: primaryOrigin(s.site.slug) })),
      domains: domains.flatMap((d) => {
        const s = sites.get(d.slug);
        return s ? [{ hostname: d.hostname, site_id: s.site.id, slug: d.slug, primary: d.primary }] : [];
      }),
    };
  });
  app.get('/api/builder/public/primary/', async (_r, reply) =>
    primary ? { slug: primary } : reply.code(404).send({ detail: 'No published primary site' }),
  );
  app.get<{ Params: { slug: string } }>('/api/builder/public_site/:slug/', async (request, reply) => {
    const s = sites.get(request.params.slug);
    if (!s) return reply.code(404).send({ detail: 'Site not found or not published yet.' });
    if (locked(s, request.headers['x-site-access']))
      return reply.code(401).send({ detail: 'This site is password protected', password_protected: true, site: siteOf(s) });
    return { site: siteOf(s), pages: s.pages.filter((p) => p.is_published).map(publicPage), navigation: s.navigation };
  });
  const page = async (request: any, reply: any) => {
    const s = sites.get(request.params.slug);
    if (!s) return reply.code(404).send({ detail: 'Site not found or not published yet.' });
    if (locked(s, request.headers['x-site-access']))
      return reply.code(401).send({ detail: 'This site is password protected', password_protected: true, site: siteOf(s) });
    let p = s.pages.find((x) => x.slug === request.params.page);
    if (p && !p.is_published) return reply.code(404).send({ detail: 'Page not found' });
    const fallback = !p && Boolean(request.params.page);
    p = p ?? s.pages.find((x) => x.is_home_page && x.is_published);
    if (!p) return reply.code(404).send({ detail: 'Page not found' });
    return { site: siteOf(s), page: publicPage(p), navigation: s.navigation, fallback };
  };
  app.get('/api/builder/public/:slug/', page);
  app.get('/api/builder/public/:slug/:page/', page);
  app.get<{ Params: { token: string } }>('/api/builder/preview/:token/', async (request, reply) => {
    const link = previews.get(request.params.token);
    if (link === 'gone') return reply.code(410).send({ detail: 'This preview link has expired or was revoked.' });
    const s = link && sites.get(link.site);
    const p = s?.pages.find((x) => x.slug === link!.page);
    if (!s || !p) return reply.code(404).send({ detail: 'Preview link not found' });
    return { site: siteOf(s), page: publicPage(p), navigation: s.navigation, fallback: false, preview: { expires_at: link!.expires_at } };
  });
  app.post<{ Params: { slug: string }; Body: { password: string } }>('/api/builder/public_site/:slug/unlock/', async (request, reply) => {
    const s = sites.get(request.params.slug);
    unlockedBy.push(String(request.headers['x-forwarded-for']));
    if (!s) return reply.code(404).send({ detail: 'Site not found or not published yet.' });
    if (request.body.password !== s.password) return reply.code(403).send({ detail: 'Incorrect password' });
    return { success: true, token: token(s) };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    sites,
    previews,
    requests,
    unlockedBy,
    domains,
    /** Sites get `<slug>.<domain>` as their origin (scheme and port as the gateway's ATLAS_SITES_SCHEME / ATLAS_SITES_PORT). */
    setSitesDomain: (domain: string | null, options: { scheme?: string; port?: number } = {}) => {
      sitesDomain = domain ? { domain, scheme: options.scheme ?? 'https', port: options.port } : null;
    },
    /** How many times the host map was asked for. */
    hostsCalls: () => hostsCalls,
    setPrimary: (slug: string | null) => {
      primary = slug;
    },
    setFailing: (value: boolean) => {
      failing = value;
    },
    close: () => app.close(),
  };
}

/** A stand-in for the event bus the renderer subscribes to: `deliver` hands an event to every subscriber; `topics` are the last subscription's. */
export function stubEvents() {
  const handlers: ((event: any) => Promise<void>)[] = [];
  const bus = {
    topics: [] as string[],
    events: {
      subscribe: async (topics: string[], handle: (event: any) => Promise<void>) => {
        bus.topics = topics;
        handlers.push(handle);
        return { close: async () => undefined };
      },
    },
    deliver: async (event: { type: string; payload: Record<string, unknown> }) => {
      for (const handle of handlers) await handle(event);
    },
  };
  return bus;
}
