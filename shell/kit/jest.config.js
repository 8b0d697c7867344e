module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'shell-kit',
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': '<rootDir>/../../jest.style-stub.js' },
};
