import { useLocation } from 'react-router-dom';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import AnalyticsSection from '../analytics-section';

/** The address the dashboard shows, path and query, as the last render saw it. */
export const address = { current: '' };

function AddressProbe() {
  const location = useLocation();
  address.current = `${location.pathname}${location.search}`;
  return null;
}

/** Opens the analytics dashboard at a URL, under the two paths the remote is mounted at. */
export function openAnalytics(path: string) {
  const screen = (
    <>
      <AnalyticsSection />
      <AddressProbe />
    </>
  );
  return renderAt(path, '/dashboard/analytics', screen, ['/dashboard/sites/:siteId/analytics']);
}
