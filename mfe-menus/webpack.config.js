// The menus remote: built, versioned and deployed on its own (shell/README.md).
const { createFederatedConfig } = require('@atlas/shell-kit/build/federation');

module.exports = createFederatedConfig({
  name: 'menus',
  dir: __dirname,
  remote: true,
  port: 3003,
  exposes: { './MenusSection': './src/menus-section.tsx' },
});
