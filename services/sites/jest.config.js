const preset = require('../../jest.preset.js');
// typebox 1.x and sanitize-html's htmlparser2 ship ES modules: swc turns them into CommonJS, as the preset does for PGlite.
module.exports = {
  ...preset,
  displayName: 'sites',
  testEnvironment: 'node',
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|typebox|cookie|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)'],
};
