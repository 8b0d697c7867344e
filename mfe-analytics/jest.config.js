module.exports = { ...require('../jest.preset.js'), displayName: 'mfe-analytics', testEnvironment: 'jsdom', moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' } };
