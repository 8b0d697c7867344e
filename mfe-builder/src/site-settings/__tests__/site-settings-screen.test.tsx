import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import SiteSettingsScreen from '../site-settings-screen';
import { locationSeen, renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit', () => ({
  ...jest.requireActual('@atlas/shell-kit'),
  useAuth: () => ({ user: { id: 1, username: 'alice', is_staff: false }, isStaff: false, loading: false }),
}));

const ROUTE = '/builder/site/:siteId/settings';

beforeEach(resetApi);

test('opens the Settings of the site in the URL; closing goes back to the site list', async () => {
  answer('GET', '/builder/sites/3/', { id: 3, name: 'Acme', slug: 'acme', description: '', is_published: true });
  renderAt('/builder/site/3/settings', ROUTE, <SiteSettingsScreen />);
  expect(await screen.findByDisplayValue('Acme')).toBeInTheDocument();
  expect(screen.getAllByRole('tab')).toHaveLength(9);
  fireEvent.click(screen.getByText('Close', { selector: 'button' }));
  expect(locationSeen.pathname).toBe('/dashboard/sites');
});

test("a site that does not load shows the server's reason with a way back", async () => {
  answer('GET', '/builder/sites/9/', () => {
    throw new ApiError(404, 'Not Found', { detail: 'Site not found' });
  });
  renderAt('/builder/site/9/settings', ROUTE, <SiteSettingsScreen />);
  expect(await screen.findByRole('heading', { name: 'Failed to load site' })).toBeInTheDocument();
  expect(screen.getByText('Site not found')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back to Sites' }));
  expect(locationSeen.pathname).toBe('/dashboard/sites');
});
