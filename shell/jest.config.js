const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'shell',
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' },
  // The kit has its own jest project (shell/kit/jest.config.js).
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '<rootDir>/kit/'],
  setupFiles: [...preset.setupFiles, '<rootDir>/jest.setup-dom.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.after-env.js'],
};
