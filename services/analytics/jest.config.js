module.exports = { ...require('../../jest.preset.js'), displayName: 'analytics', testEnvironment: 'node' };
