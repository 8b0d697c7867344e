module.exports = { ...require('../jest.preset.js'), displayName: 'deploy', testEnvironment: 'node' };
