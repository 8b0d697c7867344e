// jsdom for the tests that click through a block; the server-render tests say @jest-environment node.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'blocks',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('@testing-library/jest-dom')],
};
