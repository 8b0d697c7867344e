import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSharedDatabase } from '../database';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-db-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('keeps data in its folder across a close and reopen', async () => {
  const pgliteDir = path.join(dataDir, 'pglite');
  const first = await openSharedDatabase({ pgliteDir });
  await first.knex.raw('create table kept (value text)');
  await first.knex('kept').insert({ value: 'still here' });
  await first.close();

  const second = await openSharedDatabase({ pgliteDir });
  expect(await second.knex('kept').select('value')).toEqual([{ value: 'still here' }]);
  await second.close();
});

it('refuses a second opening of the same folder while the first is open', async () => {
  const pgliteDir = path.join(dataDir, 'pglite');
  const first = await openSharedDatabase({ pgliteDir });
  await expect(openSharedDatabase({ pgliteDir })).rejects.toThrow(
    `The embedded database ${pgliteDir} is in use by process ${process.pid} (this one): one process may open it.`,
  );
  await first.close();
  const again = await openSharedDatabase({ pgliteDir });
  await again.close();
});

it('takes over a lock left by a process that no longer runs', async () => {
  const pgliteDir = path.join(dataDir, 'pglite');
  fs.writeFileSync(`${pgliteDir}.lock`, '999999999');
  const db = await openSharedDatabase({ pgliteDir });
  expect(fs.readFileSync(`${pgliteDir}.lock`, 'utf8')).toBe(String(process.pid));
  await db.close();
  expect(fs.existsSync(`${pgliteDir}.lock`)).toBe(false);
});

it('takes over a lock with its own pid that no opening in this process holds (a restarted container)', async () => {
  const pgliteDir = path.join(dataDir, 'pglite');
  fs.writeFileSync(`${pgliteDir}.lock`, String(process.pid));
  const db = await openSharedDatabase({ pgliteDir });
  await db.close();
});
