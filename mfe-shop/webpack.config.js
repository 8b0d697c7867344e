// The shop remote (catalogue, cart, checkout, orders, shop dashboard): built and deployed on its own.
const { createFederatedConfig } = require('@atlas/shell-kit/build/federation');

module.exports = createFederatedConfig({
  name: 'shop',
  dir: __dirname,
  remote: true,
  port: 3005,
  exposes: { './ShopSection': './src/shop-section.tsx' },
});
