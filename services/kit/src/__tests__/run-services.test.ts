import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { runServices, type RunningServices } from '../run-services';
import { tokenFor } from '../testing';
import { notesService } from './fixtures';
import type { ServiceDefinition } from '../create-service';

const heard: number[] = [];
const listener: ServiceDefinition = {
  name: 'note_listener',
  port: 0,
  routes: async () => undefined,
  consumers: [{ topic: 'notes.note.created', handle: async (event) => void heard.push(event.payload.note_id) }],
};

const saved = { ...process.env };
let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-run-'));
  // Embedded database in a temp folder, ports chosen by the system.
  delete process.env.DATABASE_URL;
  delete process.env.KAFKA_BROKERS;
  Object.assign(process.env, { ATLAS_DATA_DIR: dataDir, NOTES_PORT: '0', NOTE_LISTENER_PORT: '0' });
});
afterAll(() => {
  process.env = saved;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const urlOf = (running: RunningServices, index: number) =>
  `http://127.0.0.1:${(running.services[index].server.address() as AddressInfo).port}`;

async function until(check: () => boolean, timeoutMs = 10000) {
  const started = Date.now();
  while (!check() && Date.now() - started < timeoutMs) await new Promise((resolve) => setTimeout(resolve, 20));
}

it('runs several services in one process on one embedded database, with events between them', async () => {
  let extraSawDatabase = false;
  const running = await runServices([notesService, listener], {
    handleSignals: false,
    extra: async (shared) => {
      extraSawDatabase = (await shared.database.knex.raw('select 1 as one')).rows[0].one === 1;
      return { close: async () => undefined };
    },
  });
  try {
    expect(extraSawDatabase).toBe(true);
    const health = await fetch(`${urlOf(running, 0)}/health`);
    expect(await health.json()).toEqual({ status: 'ok', service: 'notes', database: 'up' });
    expect((await fetch(`${urlOf(running, 1)}/health`)).status).toBe(200);

    const created = await fetch(`${urlOf(running, 0)}/api/notes/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenFor({ id: 4 })}` },
      body: JSON.stringify({ title: 'kept across restarts' }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    await until(() => heard.includes(id));
    expect(heard).toContain(id);
  } finally {
    await running.close();
  }

  // Restart on the same data folder: the data is still there, and nothing is delivered twice.
  const restarted = await runServices([notesService, listener], { handleSignals: false });
  try {
    const notes = await restarted.services[0].db('notes.notes').select('title');
    expect(notes).toEqual([{ title: 'kept across restarts' }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard).toHaveLength(1);
  } finally {
    await restarted.close();
  }
  // Two full starts of the process's services (migrations, consumers, listeners) take longer than 30 s on a busy machine.
}, 90_000);
