const preset = require('../../jest.preset.js');
// typebox 1.x ships only ES modules: let swc turn it into CommonJS as the preset does for PGlite.
module.exports = {
  ...preset,
  displayName: 'identity',
  testEnvironment: 'node',
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|typebox|cookie)/)'],
};
