// Seeding the 64-product catalogue (with its drawn pictures) in a file's beforeAll takes seconds on a busy machine.
module.exports = { ...require('../../jest.preset.js'), displayName: 'commerce', testEnvironment: 'node', testTimeout: 90000 };
