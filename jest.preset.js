// One jest setup for every workspace: swc transforms TypeScript/TSX, and the packages that ship
// only ES modules (typebox 1.x, cookie 2, sanitize-html's parser, otplib's @scure/base and @noble/hashes) or do dynamic import() (PGlite)
// are transformed too so they run under jest's CommonJS.
const path = require('path');
const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.(c|m)js$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@electric-sql/pglite|typebox|cookie|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|@scure|@noble)/)',
  ],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  rootDir: process.cwd(),
  // A test or hook that is stuck fails after a minute; a service start (a fresh database, its migrations,
  // its consumers) takes a few seconds alone and can take more than 30 s on a busy two-core machine.
  testTimeout: 60000,
  setupFiles: [path.join(__dirname, 'jest.setup.js')],
};
