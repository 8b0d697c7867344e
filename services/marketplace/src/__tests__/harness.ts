import { randomUUID } from 'node:crypto';
import { testService, authHeader, type TestService } from '@atlas/service-kit/testing';
import type { EventEnvelope } from '@atlas/service-kit';
import { definition } from '../service';

export const alice = { id: 1, username: 'alice' };
export const bob = { id: 2, username: 'bob' };
export const staff = { id: 99, username: 'staff', is_staff: true };
export type Who = { id: number; username?: string; is_staff?: boolean } | null;

export function envelope<P extends Record<string, unknown>>(type: string, payload: P): EventEnvelope<P> {
  return { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), key: '1', payload };
}

/** The marketplace service on a fresh database; its consumers run only through `deliver`. */
export async function startMarketplace() {
  const service: TestService = await testService(definition, {
    runEvents: false,
    logger: process.env.MARKETPLACE_TEST_LOG ? { level: 'warn' } : false,
  });
  const app = service.app;

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    { as = null, body }: { as?: Who; body?: unknown } = {},
  ) {
    const response = await app.inject({
      method,
      url,
      headers: as ? authHeader(as) : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
  }

  /** The outbox's events of a type, oldest first (the relay does not run in tests). */
  async function published(type: string): Promise<Record<string, any>[]> {
    const rows = await app.db('marketplace.outbox').where({ topic: type }).orderBy('seq');
    return rows.map((row: { envelope: unknown }) => (typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope).payload);
  }

  const moduleId = async (slug: string): Promise<number> => (await app.db('marketplace.modules').where({ slug }).first('id')).id;

  async function install(who: Who, slug: string, action: 'install' | 'uninstall' = 'install') {
    return call('POST', `/api/marketplace/modules/${await moduleId(slug)}/module_action/`, { as: who, body: { action } });
  }

  async function site(id: number, owner: number, slug: string, is_published = true) {
    await app.events.deliver(
      envelope('sites.site.created', { site_id: id, owner_id: owner, slug, name: slug, is_published, is_demo: false }),
    );
  }

  return {
    app,
    call,
    published,
    moduleId,
    install,
    site,
    deliver: (event: EventEnvelope) => app.events.deliver(event),
    close: () => service.close(),
  };
}
export type Marketplace = Awaited<ReturnType<typeof startMarketplace>>;
