const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'mfe-menus',
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' },
  setupFiles: [...preset.setupFiles, '<rootDir>/../shell/jest.setup-dom.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup-rtl.js'],
};
