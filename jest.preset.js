// One jest setup for every workspace: swc transforms TypeScript/TSX, and PGlite's
// CommonJS build (which does dynamic import()) is transformed too so it runs under jest.
const path = require('path');
const swc = [require.resolve('@swc/jest'), {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
  module: { type: 'commonjs' },
}];
module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.(c|m)js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  rootDir: process.cwd(),
  testTimeout: 30000,
  setupFiles: [path.join(__dirname, 'jest.setup.js')],
};
