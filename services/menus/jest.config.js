module.exports = { ...require('../../jest.preset.js'), displayName: 'menus', testEnvironment: 'node' };
