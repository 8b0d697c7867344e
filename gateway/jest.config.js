// light-my-request (fastify.inject) requires cookie 2, which ships ESM only: swc compiles it for jest.
const preset = require('../jest.preset.js');
module.exports = {
  ...preset,
  displayName: 'gateway',
  testEnvironment: 'node',
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|cookie)/)'],
};
