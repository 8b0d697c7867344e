import { authenticated, staffOnly, type AtlasApp } from '@atlas/service-kit';
import { registerRoute } from './auth/register';
import { loginRoute } from './auth/login';
import { loginSecondFactorRoute } from './auth/login-second-factor';
import { refreshRoute } from './auth/refresh';
import { logoutRoute } from './auth/logout';
import { meRoute } from './auth/me';
import { demoRoute } from './auth/demo';
import { passwordRoute } from './auth/password';
import { sessionsRoutes } from './auth/sessions';
import { twoFactorRoutes } from './auth/two-factor';
import { usersRoutes } from './users';
import { preferencesRoutes } from './preferences';
import { mailRoutes } from './mail/messages';
import { securityRoutes } from './security';

export async function routes(app: AtlasApp): Promise<void> {
  // Signing in, out and up: no access token yet (manifest.json's publicRoutes).
  await app.register(registerRoute);
  await app.register(loginRoute);
  await app.register(loginSecondFactorRoute);
  await app.register(refreshRoute);
  await app.register(logoutRoute);
  await app.register(demoRoute);

  // The signed-in user's own routes: an access token is checked before anything else.
  await app.register(authenticated(meRoute));
  await app.register(authenticated(passwordRoute));
  await app.register(authenticated(sessionsRoutes));
  await app.register(authenticated(twoFactorRoutes));

  // Staff's administration of accounts: 403 for everyone else.
  await app.register(staffOnly(usersRoutes));
  await app.register(authenticated(preferencesRoutes));

  // The Mail screen (Developer Tools): staff only.
  await app.register(staffOnly(mailRoutes));

  // The platform's security settings (Administration → Security): staff only.
  await app.register(staffOnly(securityRoutes));
}
