module.exports = { ...require('../../jest.preset.js'), displayName: 'public-sites', testEnvironment: 'node' };
