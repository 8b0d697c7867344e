import path from 'node:path';
import { moduleImports } from '@atlas/service-kit/testing';

// contract.ts is for the front ends' bundles: it may load nothing at run time, only name types.

it('imports and re-exports types only', async () => {
  expect(await moduleImports(path.join(__dirname, '..', 'contract.ts'))).toEqual([]);
});
