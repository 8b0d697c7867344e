// The content remote: built, versioned and deployed on its own (shell/README.md).
const { createFederatedConfig } = require('@atlas/shell-kit/build/federation');

module.exports = createFederatedConfig({
  name: 'content',
  dir: __dirname,
  remote: true,
  port: 3002,
  exposes: { './ContentSection': './src/content-section.tsx' },
});
