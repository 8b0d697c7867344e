module.exports = { ...require('../../jest.preset.js'), displayName: 'commerce', testEnvironment: 'node' };
