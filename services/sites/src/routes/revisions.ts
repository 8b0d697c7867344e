import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Knex } from 'knex';
import { httpError, requireUser } from '@atlas/service-kit';
import { IdParams } from '../schemas/common';
import { pageResponse, revisionResponse } from '../responses';
import { publishPageEvent, type Outbox } from '../events/published';
import type { Ownership } from './access';
import type { Repositories } from '../repositories';

interface Deps { db: Knex; outbox: Outbox; repos: Repositories; owned: Ownership }

export async function revisionRoutes(app: FastifyInstance, { db, outbox, repos, owned }: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/builder/pages/:id/revisions/', { preHandler: requireUser, schema: { params: IdParams } }, async (request) => {
    const { page } = await owned.page(request, request.params.id, 'read');
    return (await repos.revisions.listByPage(page.id)).map(revisionResponse);
  });

  /** Puts a revision's blocks back on its page; the restore is itself a new revision, so it can be undone. */
  api.post('/api/builder/revisions/:id/restore/', { preHandler: requireUser, schema: { params: IdParams } }, async (request) => {
    const revision = await repos.revisions.findById(request.params.id);
    if (!revision) throw httpError(404, 'Revision not found');
    const { page, site } = await owned.page(request, revision.page_id, 'write').catch(() => {
      throw httpError(404, 'Revision not found');
    });
    const restored = await db.transaction(async (trx) => {
      const updated = await repos.pages.update(page.id, { blocks: revision.blocks }, trx);
      await repos.revisions.record({ page_id: page.id, title: updated.title, blocks: revision.blocks, created_by: request.user.id }, trx);
      await publishPageEvent(outbox, trx, 'updated', updated, site, { restored_revision: revision.id });
      await repos.sites.touch(site.id, trx);
      return updated;
    });
    return pageResponse(restored);
  });
}
