/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// In a circle, whichever module loads first sees the others half-initialised, so a module-level use of
// an import (`memo(BlockView)`) breaks or not by load order. Without one, every import is complete first.

const SRC = path.join(__dirname, '..');

/** The package's modules (tests aside), relative to src/. */
function modules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : modules(file);
    return /\.tsx?$/.test(entry.name) ? [path.relative(SRC, file)] : [];
  });
}

/** What a module imports, type-only imports included: the package's own modules by path, other packages by name. */
function importsOf(module: string): { own: string[]; packages: string[] } {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(SRC, module), 'utf8'), true, true);
  const own: string[] = [];
  const packages: string[] = [];
  for (const { fileName: specifier } of importedFiles) {
    if (!specifier.startsWith('.')) {
      packages.push(specifier);
      continue;
    }
    const base = path.join(path.dirname(module), specifier);
    const resolved = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) =>
      existsSync(path.join(SRC, file)),
    );
    if (!resolved) throw new Error(`${module}: cannot resolve ${specifier}`);
    own.push(resolved);
  }
  return { own, packages };
}

/** Every circle of the graph, each as the path that closes it (a → b → a). */
function findCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const visit = (module: string, trail: string[]) => {
    const at = trail.indexOf(module);
    if (at >= 0) {
      circles.push([...trail.slice(at), module]);
      return;
    }
    if (done.has(module)) return;
    for (const next of graph.get(module) ?? []) visit(next, [...trail, module]);
    done.add(module);
  };
  for (const module of graph.keys()) visit(module, []);
  return circles;
}

/** The packages a module needs, through every module of this package it reaches. */
function packagesReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const { own, packages: theirs } = importsOf(module);
    theirs.forEach((name) => packages.add(name));
    own.forEach(visit);
  };
  visit(entry);
  return [...packages].sort();
}

describe('the import graph of @atlas/blocks', () => {
  it('has no circle: a block render gets nested blocks drawn through its renderBlock prop, not by importing BlockView', () => {
    const graph = new Map(modules().map((module) => [module, importsOf(module).own]));
    expect(graph.size).toBeGreaterThan(50);
    expect(findCircles(graph)).toEqual([]);
  });

  it('finds a circle where there is one (the one the columns block closed through BlockView)', () => {
    const graph = new Map([
      ['block-view.tsx', ['registry.ts', 'create-block.ts']],
      ['registry.ts', ['columns/definition.tsx']],
      ['columns/definition.tsx', ['block-view.tsx']],
      ['create-block.ts', ['registry.ts']],
    ]);
    expect(findCircles(graph)).toEqual([['block-view.tsx', 'registry.ts', 'columns/definition.tsx', 'block-view.tsx']]);
  });

  it('keeps the ./model entry free of React and of every other package, for the server side', () => {
    expect(packagesReachedFrom('model.ts')).toEqual([]);
    // Declarative blocks are drawn by the blocks' own renderer: no service is reached.
    expect(packagesReachedFrom('index.ts')).toEqual(['react']);
  });
});
