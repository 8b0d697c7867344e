import type { ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { usersAndSessions } from './migrations/001-users-and-sessions';
import { refreshTokensExpiryIndex } from './migrations/002-refresh-tokens-expiry-index';
import { sessions } from './migrations/003-sessions';
import { userPreferences } from './migrations/004-user-preferences';
import { mailMessages } from './migrations/005-mail-messages';
import { twoFactor } from './migrations/006-two-factor';
import { spentLoginChallenges } from './migrations/007-spent-login-challenges';
import { platformSettings } from './migrations/008-platform-settings';
import { routes } from './routes';
import { seedDefaultAccounts } from './operations/accounts-seed';
import { startRefreshTokenPruning } from './operations/refresh-token-pruning';
import { startMailSender } from './operations/mail-sender';
import { readMailSettings } from './operations/mail-settings';
import { consumers } from './events/consumed';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [
    usersAndSessions,
    refreshTokensExpiryIndex,
    sessions,
    userPreferences,
    mailMessages,
    twoFactor,
    spentLoginChallenges,
    platformSettings,
  ],
  routes,
  consumers,
  onStart: async (app) => {
    await seedDefaultAccounts(app);
    // onStart runs while the app gets ready, when hooks may still be added.
    const stopPruning = startRefreshTokenPruning(app);
    app.addHook('onClose', async () => stopPruning());
    // Every email of the platform leaves from here (mail.message.requested from any service).
    const mailSender = startMailSender(app, readMailSettings());
    app.addHook('onClose', () => mailSender.stop());
  },
};
