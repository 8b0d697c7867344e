import { caller, siteCreated, testService, type TestService, type Who } from '@atlas/service-kit/testing';
import type { EventEnvelope } from '@atlas/service-kit';
import { definition } from '../service';

export { alice, bob, staff, envelope, type Who } from '@atlas/service-kit/testing';

/** The marketplace service on a fresh database; its consumers run only through `deliver`. */
export async function startMarketplace() {
  const service: TestService = await testService(definition, {
    runEvents: false,
    logger: process.env.MARKETPLACE_TEST_LOG ? { level: 'warn' } : false,
  });
  const app = service.app;

  const call = caller(app);

  /** The outbox's events of a type, oldest first (the relay does not run in tests). */
  async function published(type: string): Promise<Record<string, any>[]> {
    const rows = await app.db('marketplace.outbox').where({ topic: type }).orderBy('seq');
    return rows.map((row: { envelope: unknown }) => (typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope).payload);
  }

  const moduleId = async (slug: string): Promise<number> => (await app.db('marketplace.modules').where({ slug }).first('id')).id;

  async function install(who: Who, slug: string, action: 'install' | 'uninstall' = 'install') {
    return call('POST', `/api/marketplace/modules/${await moduleId(slug)}/module_action/`, { as: who, body: { action } });
  }

  const site = (id: number, owner: number, slug: string, is_published = true) => siteCreated(app, { id, owner, slug, is_published });

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
