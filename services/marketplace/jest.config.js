module.exports = { ...require('../../jest.preset.js'), displayName: 'marketplace', testEnvironment: 'node' };
