import type { ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { templatePreviewText } from './migrations/002-template-preview-text';
import { oneHomePage } from './migrations/003-one-home-page';
import { themes } from './migrations/004-themes';
import { marketplaceBlockPacks } from './migrations/005-marketplace-block-packs';
import { themePacks } from './migrations/006-theme-packs';
import { members } from './migrations/007-members';
import { pageVersions } from './migrations/008-page-versions';
import { revisionRestores } from './migrations/009-revision-restores';
import { pagePreviews } from './migrations/010-page-previews';
import { collaboration } from './migrations/011-collaboration';
import { sitePacks } from './migrations/012-site-packs';
import { watchedThings } from './migrations/013-watched-things';
import { invitationAddresses } from './migrations/014-invitation-addresses';
import { editLocks } from './migrations/015-edit-locks';
import { domains } from './migrations/016-domains';
import { siteShops } from './migrations/017-site-shops';
import { routes } from './routes';
import { consumers } from './events/consumed';
import { seedTemplateLibrary } from './operations/templates-seed';
import { seedThemeLibrary } from './operations/themes-seed';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [
    init,
    templatePreviewText,
    oneHomePage,
    themes,
    marketplaceBlockPacks,
    themePacks,
    members,
    pageVersions,
    revisionRestores,
    pagePreviews,
    collaboration,
    sitePacks,
    watchedThings,
    invitationAddresses,
    editLocks,
    domains,
    siteShops,
  ],
  routes,
  consumers,
  onStart: async (app) => {
    await seedTemplateLibrary(app.db);
    await seedThemeLibrary(app.db);
  },
};
