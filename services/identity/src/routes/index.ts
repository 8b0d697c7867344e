import type { AtlasApp } from '@atlas/service-kit';
import { registerRoute } from './auth/register';
import { loginRoute } from './auth/login';
import { refreshRoute } from './auth/refresh';
import { logoutRoute } from './auth/logout';
import { meRoute } from './auth/me';
import { demoRoute } from './auth/demo';

export async function routes(app: AtlasApp): Promise<void> {
  registerRoute(app);
  loginRoute(app);
  refreshRoute(app);
  logoutRoute(app);
  meRoute(app);
  demoRoute(app);
}
