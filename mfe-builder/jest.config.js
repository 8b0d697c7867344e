module.exports = { ...require('../jest.preset.js'), displayName: 'mfe-builder', testEnvironment: 'jsdom', moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' } };
