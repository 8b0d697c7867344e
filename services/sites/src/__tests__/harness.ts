import { testService, authHeader, type TestService } from '@atlas/service-kit/testing';
import { definition } from '../service';

export const alice = { id: 1, username: 'alice' };
export const bob = { id: 2, username: 'bob' };
export const staff = { id: 99, username: 'staff', is_staff: true };

export interface Harness {
  service: TestService;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { as?: { id: number; username?: string; is_staff?: boolean } | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  createSite(as: { id: number }, slug: string, extra?: Record<string, unknown>): Promise<any>;
  createPage(as: { id: number }, siteId: number, title: string, extra?: Record<string, unknown>): Promise<any>;
  outbox(type?: string): Promise<{ type: string; key: string; payload: any }[]>;
  /** What identity.user.registered tells the service: the account and its e-mail (`<username>@example.com` unless given). */
  registered(who: { id: number; username: string }, email?: string): Promise<void>;
}

export async function startSites(): Promise<Harness> {
  const service = await testService(definition, { runEvents: false });
  const call: Harness['call'] = async (method, url, { as = alice, body, headers = {} } = {}) => {
    const response = await service.app.inject({
      method,
      url,
      headers: { ...(as ? authHeader(as) : {}), ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined, headers: response.headers };
  };
  return {
    service,
    call,
    async createSite(as, slug, extra = {}) {
      const res = await call('POST', '/api/builder/sites/', { as, body: { name: `Site ${slug}`, slug, description: '', ...extra } });
      if (res.status !== 201) throw new Error(`createSite ${slug}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async createPage(as, siteId, title, extra = {}) {
      const res = await call('POST', '/api/builder/pages/', { as, body: { site: siteId, title, ...extra } });
      if (res.status !== 201) throw new Error(`createPage ${title}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async outbox(type) {
      const query = service.app.db('sites.outbox').orderBy('seq', 'asc').select('envelope');
      const rows: { envelope: any }[] = await query;
      const events = rows.map((r) => (typeof r.envelope === 'string' ? JSON.parse(r.envelope) : r.envelope));
      return type ? events.filter((e) => e.type === type) : events;
    },
    async registered(who, email = `${who.username}@example.com`) {
      await service.app.db('sites.users').insert({ id: who.id, username: who.username, email }).onConflict('id').merge();
    },
  };
}

export { block } from './blocks-fixture';
