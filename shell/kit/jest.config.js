module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'shell-kit',
  testEnvironment: 'jsdom',
  setupFiles: [...require('../../jest.preset.js').setupFiles, '<rootDir>/../jest.setup-dom.js'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../../jest.style-stub.js' },
};
