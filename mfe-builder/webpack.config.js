// The builder remote: site manager, page builder, previews, navigation and settings (spec 1).
const { createFederatedConfig } = require('@atlas/shell-kit/build/federation');

module.exports = createFederatedConfig({
  name: 'builder',
  dir: __dirname,
  remote: true,
  port: 3001,
  exposes: {
    './SiteManager': './src/site-manager/SiteManager.tsx',
    './PageBuilder': './src/page-builder/PageBuilder.tsx',
    './SitePreview': './src/preview/SitePreview.tsx',
    './PagePreview': './src/preview/PagePreview.tsx',
    './NavigationBuilder': './src/navigation/NavigationBuilderModal.tsx',
    './SiteSettings': './src/site-settings/SiteSettingsScreen.tsx',
  },
});
