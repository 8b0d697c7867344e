const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'mfe-builder',
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' },
  setupFiles: [...preset.setupFiles, '<rootDir>/../shell/jest.setup-dom.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.js'],
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '/bench/'],
};
