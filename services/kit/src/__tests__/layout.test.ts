// One shape for every service (docs/adding-a-vertical.md): routes read HTTP and call operations with plain
// inputs; operations know no Fastify; repositories hold the SQL; the service's consumers are listed in
// events/consumed.ts; nothing loose at src/ beyond the entry points. A service that grows another shape fails here.
import fs from 'node:fs';
import os from 'node:os';
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

// Seed data in one place per service (issue 35): the shipped catalogues, libraries and demo data sit under seed/,
// read by the operations that write them; a repository stores what it is given and depends on no operation.
describe.each(services)('the %s service, its seed data', (service) => {
  test('its repositories import no operations', () => {
    const fromOperations = /(?:from\s+|import\(\s*|require\(\s*)['"](?:\.\.\/)+operations(?:\/[^'"]*)?['"]/;
    const offenders = filesIn(service, 'repositories').filter((file) => fromOperations.test(code(file)));
    expect(offenders.map(relative)).toEqual([]);
  });

  test('declares its seed, demo and library lists under seed/ only', () => {
    const seedList = /^(?:export\s+)?const\s+(?:(?:SEED|DEMO)_\w+|\w+_LIBRARY|\w+Library)\s*(?::[^=]+)?=\s*[[{]/m;
    const seedFolder = path.join(REPO_ROOT, 'services', service, 'src', 'seed') + path.sep;
    const offenders = filesIn(service, '')
      .filter((file) => !file.startsWith(seedFolder))
      .filter((file) => seedList.test(code(file)));
    expect(offenders.map(relative)).toEqual([]);
  });
});

describe('one product contract (the commerce and sites contracts hold the shapes the front ends share)', () => {
  /** Every source file below these folders of the repository, tests left out. */
  const sources = (...folders: string[]) =>
    folders.flatMap((folder) => {
      const found: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory() && !['__tests__', 'node_modules', 'dist'].includes(entry.name)) walk(full);
          else if (entry.isFile() && /\.tsx?$/.test(entry.name)) found.push(path.relative(REPO_ROOT, full));
        }
      };
      walk(path.join(REPO_ROOT, folder));
      return found;
    });
  const frontEnds = fs.readdirSync(REPO_ROOT).filter((name) => name.startsWith('mfe-'));

  test("a product's rules and their messages are written once, in the commerce contract's product rules", () => {
    const writers = sources('services', 'shell', 'packages', ...frontEnds).filter((file) =>
      code(path.join(REPO_ROOT, file)).includes('Slug may hold lower-case letters'),
    );
    expect(writers).toEqual(['services/commerce/src/rules/product-rules.ts']);
  });

  test('the shell kit declares no presence message of its own (they come from the sites contract)', () => {
    const declared = /\b(?:interface|type)\s+(?:PresentPerson|PageLock|PresenceKind|PresenceMessage)\b/;
    expect(sources('shell/kit/src').filter((file) => declared.test(code(path.join(REPO_ROOT, file))))).toEqual([]);
  });
});

// Issue 35, point 4: the packages (the block library, the public-site renderer) depend on no service. A
// service may import a package, never the other way round. The public-site renderer reads the services'
// answers, so it may import a service's published `/contract` entry (types and the shared rules it holds);
// its own tests start the real services to render against, so they are left out. The blocks import none.
describe('packages depend on no service', () => {
  const serviceNames = fs
    .readdirSync(path.join(REPO_ROOT, 'services'))
    .map((name) => path.join(REPO_ROOT, 'services', name, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string }).name);

  /** Every .ts/.tsx file of a package's src, its tests only when asked. */
  const sourcesOf = (pkg: string, withTests: boolean): string[] => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory() && (withTests || entry.name !== '__tests__')) walk(full);
        else if (entry.isFile() && /\.tsx?$/.test(entry.name)) found.push(full);
      }
    };
    walk(path.join(REPO_ROOT, 'packages', pkg, 'src'));
    return found;
  };

  /** `file: specifier` for each import of a service workspace that `allowed` does not let through. */
  const serviceImports = (files: string[], allowed: (entry: string) => boolean): string[] =>
    files.flatMap((file) =>
      [...code(file).matchAll(/(?:from|import|require)\s*\(?\s*['"](@atlas\/[^'"]+)['"]/g)]
        .map((match) => match[1])
        .filter((specifier) => serviceNames.some((name) => specifier === name || specifier.startsWith(`${name}/`)))
        .filter((specifier) => !allowed(specifier.split('/').slice(2).join('/')))
        .map((specifier) => `${path.relative(REPO_ROOT, file)}: ${specifier}`),
    );

  test('knows the services by their package names', () => {
    expect(serviceNames).toEqual(expect.arrayContaining(['@atlas/sites', '@atlas/marketplace', '@atlas/service-kit']));
  });

  test('the blocks import no service at all, tests included', () => {
    expect(serviceImports(sourcesOf('blocks', true), () => false)).toEqual([]);
  });

  test('the public-site renderer imports a service only through its /contract entry', () => {
    expect(serviceImports(sourcesOf('public-sites', false), (entry) => entry === 'contract')).toEqual([]);
  });

  test('catches an import that breaks the rule, and lets a /contract entry through where allowed', () => {
    const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-layout-')), 'probe.ts');
    fs.writeFileSync(
      probe,
      "import { definition } from '@atlas/sites';\nimport type { Redirect } from '@atlas/marketplace/contract';\nimport { blockOf } from '@atlas/blocks';\n",
    );
    const found = (allowed: (entry: string) => boolean) => serviceImports([probe], allowed).map((line) => line.split(': ')[1]);
    expect(found(() => false)).toEqual(['@atlas/sites', '@atlas/marketplace/contract']);
    expect(found((entry) => entry === 'contract')).toEqual(['@atlas/sites']);
    fs.rmSync(path.dirname(probe), { recursive: true });
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

// Issue 35 (point 2): SQL lives in repositories (and migrations) only, in every service: a new one is
// held to it from its first commit (operations, events, routes and entry points hold no SQL).
describe('SQL only in repositories and migrations', () => {
  // A builder or raw SQL: a value import of knex, `.raw(`, `knex(`, `db(`, `trx(`, or the table helper.
  const sql = /^import (?!type )[^;]*from ['"]knex['"]|\.raw\(|\b(?:knex|db|trx)\s*\(|\.table\(|\btable\(/m;

  /** Every .ts file of a service's src outside repositories/, migrations/ and its tests. */
  const outsideRepositories = (service: string) =>
    fs.readdirSync(path.join(REPO_ROOT, 'services', service, 'src'), { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return ['repositories', 'migrations', '__tests__'].includes(entry.name) ? [] : filesIn(service, entry.name);
      return /\.tsx?$/.test(entry.name) ? [path.join(REPO_ROOT, 'services', service, 'src', entry.name)] : [];
    });

  test.each(services)('the %s service runs SQL only in repositories/ and migrations/', (service) => {
    const offenders = outsideRepositories(service).filter((file) => sql.test(code(file)));
    expect(offenders.map(relative)).toEqual([]);
  });

  test('the rule tells SQL from a type import of knex', () => {
    const found = ['const rows = await db(`x`).where({ id })', "await trx.raw('select 1')", "import knex from 'knex';"];
    expect(found.every((line) => sql.test(line))).toBe(true);
    expect(sql.test("import type { Knex } from 'knex';\nconst at = db.fn.now;")).toBe(false);
  });
});
