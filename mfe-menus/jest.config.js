module.exports = { ...require('../jest.preset.js'), displayName: 'mfe-menus', testEnvironment: 'jsdom', moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' } };
