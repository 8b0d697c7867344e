module.exports = { ...require('../jest.preset.js'), displayName: 'mfe-content', testEnvironment: 'jsdom', moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' } };
