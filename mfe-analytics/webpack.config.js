// The analytics remote (analytics and performance dashboards): built and deployed on its own.
const { createFederatedConfig } = require('@atlas/shell-kit/build/federation');

module.exports = createFederatedConfig({
  name: 'analytics',
  dir: __dirname,
  remote: true,
  port: 3004,
  exposes: {
    './AnalyticsSection': './src/analytics-section.tsx',
    './PerformanceSection': './src/performance-section.tsx',
  },
});
