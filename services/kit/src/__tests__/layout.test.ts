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
    // The definition lists them in file order (the kit's site copy, shared by every service, comes first).
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

// Issue 35, point 1: a role on a site is decided in one place, the kit's site-access module
// (`decideSiteRole`, staff included), and the copy of sites is the kit's alone: its migration makes the
// table, its repository holds every query of it.
describe('one role rule, one copy of sites', () => {
  const ROLE = `['"](?:owner|admin|editor|author|viewer)['"]`;
  /** A role name compared (`role === 'admin'`, `'owner' !== x`), a `case 'viewer':`, or the owner's role picked by a condition. */
  const roleDecision = new RegExp(
    `[!=]==?\\s*${ROLE}|${ROLE}\\s*[!=]==?|\\bcase\\s+${ROLE}\\s*:|\\?\\s*['"]owner['"]\\s*:|\\bneededRole\\(`,
  );
  const serviceFolders = fs
    .readdirSync(path.join(REPO_ROOT, 'services'))
    .filter((name) => fs.existsSync(path.join(REPO_ROOT, 'services', name, 'src')));
  const siteAccessModule = path.join(REPO_ROOT, 'services', 'kit', 'src', 'site-access') + path.sep;
  const lines = (file: string) =>
    code(file)
      .split('\n')
      .map((text) => ({ where: relative(file), text: text.trim() }));

  test('the detector tells a role decision from a text, a schema or an answer', () => {
    for (const decision of [
      "if (site.role !== 'admin') throw refused;",
      "const role = site.owner_id === user.id ? 'owner' : member;",
      "if ('viewer' === need) return;",
      "case 'editor':",
      "if (user.is_staff && neededRole(need) === 'viewer') return;",
    ])
      expect(decision).toMatch(roleDecision);
    for (const text of [
      "throw httpError(403, 'Only the owner can change or remove an admin.');",
      "role: Type.Union([Type.Literal('viewer'), Type.Literal('admin')]),",
      "return { ...site, role: 'owner' as MemberRole };",
      "return item.author_id === user.id ? 'author' : 'editor';",
    ])
      expect(text).not.toMatch(roleDecision);
  });

  test("no service decides a role outside the kit's site-access module", () => {
    const offenders = serviceFolders
      .flatMap((service) => filesIn(service, ''))
      .filter((file) => !file.startsWith(siteAccessModule))
      .flatMap(lines)
      .filter((line) => roleDecision.test(line.text))
      .map((line) => `${line.where}: ${line.text}`);
    expect(offenders).toEqual([]);
  });

  test("no service's migrations create a sites table: the copy's is the kit's (the sites service owns the real one)", () => {
    const createsSites = /create\s+table\s+(?:if\s+not\s+exists\s+)?\S*\bsites\s*\(|\b(?:createTable|create)\(\s*['"`]sites['"`]/i;
    const offenders = serviceFolders
      .filter((service) => service !== 'sites')
      .flatMap((service) => filesIn(service, 'migrations'))
      .filter((file) => createsSites.test(code(file)))
      .map(relative);
    expect(offenders).toEqual([]);
  });

  test("a service that keeps a copy runs the kit's copy migration first (existing tables are kept, fresh databases get it)", () => {
    for (const service of services) {
      const definition = code(path.join(REPO_ROOT, 'services', service, 'src', 'service.ts'));
      const listed = definition
        .match(/migrations:\s*\[([^\]]*)\]/)?.[1]
        .split(',')
        .map((name) => name.trim());
      if (listed?.includes('siteCopyMigration')) expect([service, listed[0]]).toEqual([service, 'siteCopyMigration']);
    }
  });

  test("no service queries its copy of sites outside the kit's repository", () => {
    const copyTable =
      /(?:\$\{\w+\}|\b(?:analytics|commerce|content|identity|marketplace|menus|performance))\.sites\b|['"`]sites(?:\s+as\s+\w+)?['"`]\s*\)/;
    const offenders = serviceFolders
      .filter((service) => service !== 'sites' && service !== 'kit')
      .flatMap((service) => filesIn(service, '').filter((file) => !file.includes(`${path.sep}migrations${path.sep}`)))
      .flatMap(lines)
      .filter((line) => copyTable.test(line.text))
      .map((line) => `${line.where}: ${line.text}`);
    expect(offenders).toEqual([]);
  });
});
