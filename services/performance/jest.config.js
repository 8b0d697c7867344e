module.exports = { ...require('../../jest.preset.js'), displayName: 'performance', testEnvironment: 'node' };
