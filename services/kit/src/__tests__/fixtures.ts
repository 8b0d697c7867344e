import { Type } from 'typebox';
import type { ServiceDefinition } from '../create-service';
import { assertOwner, requireStaff, requireUser } from '../auth';
import { httpError } from '../errors';

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
  ],
  routes: async (app) => {
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
    app.get(
      '/api/notes/:id/',
      { preHandler: requireUser, schema: { params: Type.Object({ id: Type.Integer() }) } },
      async (request) => {
        const note = await app.table('notes').where({ id: request.params.id }).first();
        if (!note) throw httpError(404, 'Note not found');
        assertOwner(request, note.owner_id, { staffMayRead: true, notFound: 'Note not found' });
        return note;
      },
    );
    app.delete(
      '/api/notes/:id/',
      { preHandler: requireUser, schema: { params: Type.Object({ id: Type.Integer() }) } },
      async (request, reply) => {
        const note = await app.table('notes').where({ id: request.params.id }).first();
        if (!note) throw httpError(404, 'Note not found');
        assertOwner(request, note.owner_id, { staffMayRead: true, notFound: 'Note not found' });
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
