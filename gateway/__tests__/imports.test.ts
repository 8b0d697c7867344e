import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The gateway proxies and serves files; drawing public pages is @atlas/public-sites' work, which the
// gateway only registers. Its own code needs neither React nor the blocks.

const SRC = path.join(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('imports neither React nor the blocks: the public-site renderer comes from @atlas/public-sites', () => {
  const imports = sourceFiles(SRC).flatMap((file) =>
    ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map(({ fileName }) => [path.relative(SRC, file), fileName]),
  );
  expect(imports.filter(([, name]) => /^(react|react-dom)(\/|$)|^@atlas\/blocks(\/|$)/.test(name))).toEqual([]);
  expect(imports).toContainEqual(['gateway.ts', '@atlas/public-sites']);
  expect(sourceFiles(SRC).some((file) => /\.tsx$/.test(file))).toBe(false);
});

// A remote's image runs remote-main.ts alone: what it imports is all that image carries.
it("serves a remote on its own with Fastify, the build-file rules and the kit's lifecycle only: neither the gateway nor the rest of the kit", () => {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('.')) visit(path.resolve(path.dirname(file), `${fileName}.ts`));
      else packages.add(fileName);
    }
  };
  visit(path.join(SRC, 'remote-main.ts'));
  expect([...seen].map((file) => path.relative(SRC, file)).sort()).toEqual(['build-files.ts', 'remote-main.ts', 'remote-server.ts']);
  expect([...packages].filter((name) => !name.startsWith('node:')).sort()).toEqual([
    '@atlas/service-kit/lifecycle',
    '@fastify/compress',
    '@fastify/static',
    'fastify',
  ]);
});
