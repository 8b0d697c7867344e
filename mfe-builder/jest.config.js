const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'mfe-builder',
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.js'],
  // blocks/ is its own workspace (@atlas/blocks) with its own jest project
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '/bench/', '<rootDir>/blocks/'],
};
