import { randomUUID } from 'node:crypto';
import { testService, authHeader, type TestService } from '@atlas/service-kit/testing';
import type { CreateServiceOptions } from '@atlas/service-kit';
import { definition } from '../service';

export const alice = { id: 1, username: 'alice' };
export const bob = { id: 2, username: 'bob' };
export const staff = { id: 99, username: 'staff', is_staff: true };
export type Who = { id: number; username?: string; is_staff?: boolean } | null;

export interface Reply {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

export interface Harness {
  service: TestService;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { as?: Who; body?: unknown; headers?: Record<string, string> },
  ): Promise<Reply>;
  /** Delivers a sites.site.* event as the sites service would publish it. */
  site(
    verb: 'created' | 'updated' | 'published' | 'unpublished' | 'deleted',
    site: { id: number; owner: number; slug: string; name?: string; published?: boolean; demo?: boolean },
  ): Promise<void>;
  /** Delivers a sites.page.* event. */
  page(
    verb: 'created' | 'updated' | 'published' | 'unpublished' | 'deleted',
    page: { id: number; site: number; owner: number; siteSlug: string; slug: string; title?: string; published?: boolean; home?: boolean },
  ): Promise<void>;
  /** A published site of `owner` with a home page and an About page (page ids `id * 100 + 1` and `+ 2`). */
  publishedSite(id: number, owner: number, slug: string): Promise<{ home: number; about: number }>;
  menu(as: Who, body: Record<string, unknown>): Promise<any>;
  item(as: Who, body: Record<string, unknown>): Promise<any>;
  location(slug: string): Promise<number>;
  outbox(type?: string): Promise<{ type: string; key: string; payload: any }[]>;
  close(): Promise<void>;
}

/** The menus service on a fresh database; events are delivered by hand (`site`, `page`). */
export async function startMenus(options: Omit<CreateServiceOptions, 'database'> = {}): Promise<Harness> {
  const service = await testService(definition, { runEvents: false, ...options });
  const call: Harness['call'] = async (method, url, { as = alice, body, headers = {} } = {}) => {
    const response = await service.app.inject({
      method,
      url,
      headers: { ...(as ? authHeader(as) : {}), ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const raw = response.rawPayload;
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson && raw.length ? JSON.parse(raw.toString()) : undefined, headers: response.headers };
  };
  const deliver = (type: string, key: number, payload: Record<string, unknown>) =>
    service.app.events.deliver({ id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), key: String(key), payload });
  const locations = new Map<string, number>();

  const harness: Harness = {
    service,
    call,
    async site(verb, site) {
      await deliver(`sites.site.${verb}`, site.id, {
        site_id: site.id,
        owner_id: site.owner,
        slug: site.slug,
        name: site.name ?? `Site ${site.slug}`,
        is_published: site.published ?? true,
        is_demo: site.demo ?? false,
      });
    },
    async page(verb, page) {
      await deliver(`sites.page.${verb}`, page.site, {
        page_id: page.id,
        site_id: page.site,
        owner_id: page.owner,
        site_slug: page.siteSlug,
        slug: page.slug,
        title: page.title ?? page.slug,
        is_published: page.published ?? true,
        is_home_page: page.home ?? false,
      });
    },
    async publishedSite(id, owner, slug) {
      await harness.site('created', { id, owner, slug });
      const home = id * 100 + 1;
      const about = id * 100 + 2;
      await harness.page('created', { id: home, site: id, owner, siteSlug: slug, slug: 'home', title: 'Home', home: true });
      await harness.page('created', { id: about, site: id, owner, siteSlug: slug, slug: 'about', title: 'About' });
      return { home, about };
    },
    async menu(as, body) {
      const res = await call('POST', '/api/menus/', { as, body: { location: await harness.location('header-primary'), ...body } });
      if (res.status !== 201) throw new Error(`menu: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async item(as, body) {
      const res = await call('POST', '/api/items/', { as, body: { item_type: 'custom_url', url: 'https://example.com/', ...body } });
      if (res.status !== 201) throw new Error(`item: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async location(slug) {
      if (!locations.size) {
        const res = await call('GET', '/api/locations/');
        for (const location of res.body) locations.set(location.slug, location.id);
      }
      const id = locations.get(slug);
      if (!id) throw new Error(`no location ${slug}`);
      return id;
    },
    async outbox(type) {
      const rows: { envelope: any }[] = await service.app.db('menus.outbox').orderBy('seq', 'asc').select('envelope');
      const events = rows.map((r) => (typeof r.envelope === 'string' ? JSON.parse(r.envelope) : r.envelope));
      return type ? events.filter((e) => e.type === type) : events;
    },
    close: () => service.close(),
  };
  return harness;
}
