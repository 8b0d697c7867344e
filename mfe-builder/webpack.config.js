// The builder remote: site manager, page builder, previews, navigation and settings (spec 1).
const { createFederatedConfig } = require('@atlas/shell-kit/build/federation');

module.exports = createFederatedConfig({
  name: 'builder',
  dir: __dirname,
  remote: true,
  port: 3001,
  exposes: {
    './SiteManager': './src/site-manager/site-manager.tsx',
    './PageBuilder': './src/page-builder/page-builder.tsx',
    './SitePreview': './src/preview/site-preview.tsx',
    './PagePreview': './src/preview/page-preview.tsx',
    './NavigationBuilder': './src/navigation/navigation-builder-modal.tsx',
    './SiteSettings': './src/site-settings/site-settings-screen.tsx',
  },
});
