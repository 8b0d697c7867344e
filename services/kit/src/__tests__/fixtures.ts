import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ServiceDefinition } from '../create-service';
import { requireStaff, requireUser } from '../auth';
import { decideSiteRole } from '../site-access/decide';
import { httpError } from '../errors';
import { IdParams } from '../schemas';

/** A note is its owner's; staff read everyone's (the kit's one rule, a note standing for a site of no members). */
const ownNote = (request: FastifyRequest, note: { owner_id: number }) => {
  const need = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
  if (decideSiteRole(request.user, note, undefined, need).refused) throw httpError(404, 'Note not found');
};

/** A small service exercising the kit: notes owned by users. */
export const notesService: ServiceDefinition = {
  name: 'notes',
  port: 0,
  migrations: [
    {
      name: '001_notes',
      up: (knex, { schema }) =>
        knex.schema.withSchema(schema).createTable('notes', (t) => {
          t.increments('id');
          t.integer('owner_id').notNullable();
          t.text('title').notNullable();
        }),
    },
    {
      name: '002_labels',
      up: (knex, { schema }) =>
        knex.schema.withSchema(schema).createTable('labels', (t) => {
          t.increments('id');
          t.string('name', 20).notNullable().unique();
          t.integer('weight').notNullable().defaultTo(0);
          t.integer('note_id').references('id').inTable(`${schema}.notes`).onDelete('RESTRICT');
          t.check('?? >= 0', ['weight'], 'labels_weight_positive');
        }),
    },
  ],
  routes: async (app) => {
    // Writes whatever it is given, schema-free: how a route's mistake lets bad input reach the database.
    app.post('/api/labels/', async (request, reply) => {
      const [label] = await app
        .table('labels')
        .insert(request.body as object)
        .returning('*');
      return reply.status(201).send(label);
    });
    app.delete('/api/raw-notes/:id/', async (request, reply) => {
      await app
        .table('notes')
        .where({ id: (request.params as { id: string }).id })
        .delete();
      return reply.status(204).send();
    });
    app.get('/api/lost-connection/', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    app.get('/api/checked-notes/:id/', { schema: { params: IdParams } }, async (request) => ({ id: request.params.id }));
    app.post(
      '/api/notes/',
      {
        preHandler: requireUser,
        schema: { body: Type.Object({ title: Type.String({ minLength: 1, maxLength: 50 }) }) },
      },
      async (request, reply) => {
        const note = await app.db.transaction(async (trx) => {
          const [created] = await app.table('notes', trx).insert({ owner_id: request.user.id, title: request.body.title }).returning('*');
          await app.events.publish(trx, { type: 'notes.note.created', key: String(created.id), payload: { note_id: created.id } });
          return created;
        });
        return reply.status(201).send(note);
      },
    );
    app.get('/api/notes/:id/', { preHandler: requireUser, schema: { params: Type.Object({ id: Type.Integer() }) } }, async (request) => {
      const note = await app.table('notes').where({ id: request.params.id }).first();
      if (!note) throw httpError(404, 'Note not found');
      ownNote(request, note);
      return note;
    });
    app.delete(
      '/api/notes/:id/',
      { preHandler: requireUser, schema: { params: Type.Object({ id: Type.Integer() }) } },
      async (request, reply) => {
        const note = await app.table('notes').where({ id: request.params.id }).first();
        if (!note) throw httpError(404, 'Note not found');
        ownNote(request, note);
        await app.table('notes').where({ id: note.id }).delete();
        return reply.status(204).send();
      },
    );
    app.get('/api/admin/notes/', { preHandler: requireStaff }, async () => app.table('notes').select('*'));
    app.get('/api/broken/', async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/api/conflict/', async () => {
      throw httpError(409, 'Already taken', { error: 'conflict' });
    });
  },
};
