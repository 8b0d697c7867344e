import { useLocation } from 'react-router-dom';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import PerformanceSection from '../../performance-section';

/** The address the dashboard shows, path and query, as the last render saw it. */
export const address = { current: '' };

function AddressProbe() {
  const location = useLocation();
  address.current = `${location.pathname}${location.search}`;
  return null;
}

/** Opens the performance dashboard at a URL under /dashboard/performance. */
export function openPerformance(path = '/dashboard/performance') {
  return renderAt(
    path,
    '/dashboard/performance',
    <>
      <PerformanceSection />
      <AddressProbe />
    </>,
  );
}
