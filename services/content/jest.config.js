module.exports = { ...require('../../jest.preset.js'), displayName: 'content', testEnvironment: 'node' };
