import { useLocation } from 'react-router-dom';
import { Catalogue } from './catalogue';
import { REDIRECTS_PATH, WEBHOOKS_PATH } from './module-screens';
import { RedirectsScreen } from './redirects/redirects-screen';
import { WebhooksScreen } from './webhooks/webhooks-screen';

/**
 * builder/Marketplace. The shell mounts this one module at /dashboard/marketplace and at the settings
 * screens of the modules it installs, so the screen is chosen by the full path (a `<Routes>` relative to
 * whichever mount matched would see "/" for each of them).
 */
export default function Marketplace() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (path === WEBHOOKS_PATH) return <WebhooksScreen />;
  if (path === REDIRECTS_PATH) return <RedirectsScreen />;
  return <Catalogue />;
}
