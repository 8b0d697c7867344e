module.exports = { ...require('../jest.preset.js'), displayName: 'shell', testEnvironment: 'jsdom', moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-stub.js' } };
