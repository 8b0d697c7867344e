import path from 'node:path';
import { moduleImports } from '@atlas/service-kit/testing';

// contract.ts is bundled into the front ends (the builder, the shell kit's slugify): whatever it loads at
// run time ships to browsers. Only the rules (site-rules.ts, theme-rules.ts) and the kit's roles may be loaded, and they
// load nothing.

const source = (file: string) => path.join(__dirname, '..', file);

it('loads nothing of the service at run time but the rules', async () => {
  expect(await moduleImports(source('contract.ts'))).toEqual([
    './rules/site-rules',
    './rules/theme-rules',
    '@atlas/service-kit/roles',
    '@atlas/service-kit/preview-days',
  ]);
});

it.each(['@atlas/service-kit/roles', '@atlas/service-kit/preview-days'])('takes %s from a kit module that loads nothing', async (kit) => {
  expect(await moduleImports(require.resolve(kit), { typesToo: true })).toHaveLength(0);
});

it.each(['rules/site-rules.ts', 'rules/theme-rules.ts'])('keeps %s free of imports, type-only ones included', async (file) => {
  expect(await moduleImports(source(file), { typesToo: true })).toHaveLength(0);
});
