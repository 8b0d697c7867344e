module.exports = { ...require('../../jest.preset.js'), displayName: 'sites', testEnvironment: 'node' };
