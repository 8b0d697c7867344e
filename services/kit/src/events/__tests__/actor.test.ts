// The actor of an event: the signed-in caller of the request that wrote it, stamped by the kit's outbox.
import type { SharedDatabase } from '../../database';
import { createService, type AtlasApp } from '../../create-service';
import { EmbeddedTransport } from '../embedded-transport';
import type { EventEnvelope, EventTransport } from '../types';
import { notesService } from '../../__tests__/fixtures';
import { openTestDatabase, tokenFor } from '../../testing';

let db: SharedDatabase;
let closeDatabase: () => Promise<void>;
let transport: EventTransport;
let notes: AtlasApp;
beforeAll(async () => {
  ({ database: db, close: closeDatabase } = await openTestDatabase());
  transport = await EmbeddedTransport.open(db, { heartbeatMs: 200 });
  notes = await createService(notesService, { database: db, transport, logger: false, runEvents: false });
  await notes.ready();
});
afterAll(async () => {
  await notes.close();
  await transport.close();
  await closeDatabase();
});

async function envelopeOfNote(noteId: number): Promise<EventEnvelope> {
  const rows: { envelope: string | EventEnvelope }[] = await notes.db('notes.outbox').select('envelope');
  const envelopes = rows.map((row) => (typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope) as EventEnvelope);
  const found = envelopes.find((envelope) => envelope.type === 'notes.note.created' && envelope.payload.note_id === noteId);
  if (!found) throw new Error(`no event for note ${noteId}`);
  return found;
}

it('names the caller of each request as the actor, with forty requests of twenty people at once', async () => {
  const people = Array.from({ length: 20 }, (_, index) => ({ id: 100 + index, username: `person-${index}` }));
  const answers = await Promise.all(
    [...people, ...people].map(async (person) => {
      const response = await notes.inject({
        method: 'POST',
        url: '/api/notes/',
        headers: { authorization: `Bearer ${tokenFor(person)}` },
        payload: { title: `by ${person.username}` },
      });
      expect(response.statusCode).toBe(201);
      return { person, noteId: response.json().id as number };
    }),
  );
  for (const { person, noteId } of answers) {
    expect((await envelopeOfNote(noteId)).actor).toEqual({ id: person.id, username: person.username });
  }
});

it('names no actor for what is written outside a request, or when the writer says none', async () => {
  const outside = await notes.db.transaction((trx) =>
    notes.events.publish(trx, { type: 'notes.note.created', key: '1', payload: { note_id: -1 } }),
  );
  expect(outside.actor).toBeUndefined();
  const explicit = await notes.db.transaction((trx) =>
    notes.events.publish(trx, { type: 'notes.note.created', key: '1', payload: { note_id: -2 }, actor: { id: 5, username: 'five' } }),
  );
  expect(explicit.actor).toEqual({ id: 5, username: 'five' });
});
