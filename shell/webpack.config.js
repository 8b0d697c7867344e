// The host: owns the router and loads every remote at run time from /mf-manifest.json.
const { createFederatedConfig } = require('@atlas/shell-kit/build/federation');

module.exports = createFederatedConfig({ name: 'shell', dir: __dirname, remote: false, port: 3000 });
