// One shape for every service (docs/adding-a-vertical.md): routes read HTTP and call operations with plain
// inputs; operations know no Fastify; repositories hold the SQL; the service's consumers are listed in
// events/consumed.ts; nothing loose at src/ beyond the entry points. A service that grows another shape fails here.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';

const ENTRY_POINTS = ['index.ts', 'main.ts', 'service.ts', 'deps.ts', 'contract.ts', 'constants.ts'];

const services = fs
  .readdirSync(path.join(REPO_ROOT, 'services'))
  .filter((name) => fs.existsSync(path.join(REPO_ROOT, 'services', name, 'src', 'service.ts')));

/** Every .ts file below a folder of a service's src (none when the service has no such folder). */
function filesIn(service: string, folder: string): string[] {
  const root = path.join(REPO_ROOT, 'services', service, 'src', folder);
  if (!fs.existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== '__tests__') walk(full);
      else if (entry.isFile() && /\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  walk(root);
  return found;
}

/** The code of a file without its comments (a comment may well mention SQL or Fastify). */
const code = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

const relative = (file: string) => path.relative(path.join(REPO_ROOT, 'services'), file);

test('finds the eight services', () => {
  expect(services.sort()).toEqual(['analytics', 'commerce', 'content', 'identity', 'marketplace', 'menus', 'performance', 'sites']);
});

describe.each(services)('the %s service', (service) => {
  test('has nothing loose at src/ beyond its entry points', () => {
    const loose = fs
      .readdirSync(path.join(REPO_ROOT, 'services', service, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !ENTRY_POINTS.includes(entry.name))
      .map((entry) => entry.name);
    expect(loose).toEqual([]);
  });

  test('its operations know no Fastify', () => {
    const offenders = filesIn(service, 'operations').filter((file) => /from ['"](fastify|@fastify\/[^'"]+)['"]/.test(code(file)));
    expect(offenders.map(relative)).toEqual([]);
  });

  test('its routes run no SQL (they call operations or repositories)', () => {
    const sql = /from ['"]knex['"]|\.raw\(|\b(?:trx|knex)\s*\(|\bdb\s*\(|\.table\(|\btable\(/;
    const offenders = filesIn(service, 'routes').filter((file) => sql.test(code(file)));
    expect(offenders.map(relative)).toEqual([]);
  });

  test('writes its migrations one way: NNN-name.ts, each a typed Migration named NNN_…, listed in order', () => {
    const folder = path.join(REPO_ROOT, 'services', service, 'src', 'migrations');
    const files = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .sort();
    for (const file of files) {
      expect(file).toMatch(/^\d{3}-[a-z0-9-]+\.ts$/);
      const source = code(path.join(folder, file));
      expect(source).toMatch(/: Migration = \{/);
      expect(source).toMatch(new RegExp(`name: '${file.slice(0, 3)}_[a-z0-9_]+'`));
    }
    // The definition lists them in file order (the kit's site copy, shared by every service, comes last).
    const definition = code(path.join(REPO_ROOT, 'services', service, 'src', 'service.ts'));
    const listed = [...definition.matchAll(/from '\.\/migrations\/(\d{3}-[a-z0-9-]+)'/g)].map((match) => `${match[1]}.ts`);
    expect(listed).toEqual(files);
  });

  test('lists the events it consumes in events/consumed.ts', () => {
    const definition = code(path.join(REPO_ROOT, 'services', service, 'src', 'service.ts'));
    if (!/\bconsumers\b/.test(definition)) return;
    expect(fs.existsSync(path.join(REPO_ROOT, 'services', service, 'src', 'events', 'consumed.ts'))).toBe(true);
    expect(definition).toMatch(/from '\.\/events\/consumed'/);
  });
});

// Issue 35 (point 2): SQL lives in repositories (and migrations) only. The services listed are those
// already clean; a service joins the list once its operations, events and routes hold no SQL.
describe('SQL only in repositories and migrations', () => {
  const CLEAN = ['analytics', 'marketplace'];
  // A builder or raw SQL: a value import of knex, `.raw(`, `knex(`, `db(`, `trx(`, or the table helper.
  const sql = /^import (?!type )[^;]*from ['"]knex['"]|\.raw\(|\b(?:knex|db|trx)\s*\(|\.table\(|\btable\(/m;

  /** Every .ts file of a service's src outside repositories/, migrations/ and its tests. */
  const outsideRepositories = (service: string) =>
    fs.readdirSync(path.join(REPO_ROOT, 'services', service, 'src'), { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return ['repositories', 'migrations', '__tests__'].includes(entry.name) ? [] : filesIn(service, entry.name);
      return /\.tsx?$/.test(entry.name) ? [path.join(REPO_ROOT, 'services', service, 'src', entry.name)] : [];
    });

  test.each(CLEAN)('the %s service runs SQL only in repositories/ and migrations/', (service) => {
    const offenders = outsideRepositories(service).filter((file) => sql.test(code(file)));
    expect(offenders.map(relative)).toEqual([]);
  });

  test('the rule tells SQL from a type import of knex', () => {
    const found = ['const rows = await db(`x`).where({ id })', "await trx.raw('select 1')", "import knex from 'knex';"];
    expect(found.every((line) => sql.test(line))).toBe(true);
    expect(sql.test("import type { Knex } from 'knex';\nconst at = db.fn.now;")).toBe(false);
  });
});
