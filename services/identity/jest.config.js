module.exports = { ...require('../../jest.preset.js'), displayName: 'identity', testEnvironment: 'node' };
