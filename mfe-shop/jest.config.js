module.exports = { ...require('../jest.preset.js'), displayName: 'mfe-shop', testEnvironment: 'jsdom', moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' } };
