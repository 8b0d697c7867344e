import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { ApiError, fetchSites } from '@atlas/shell-kit';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { LOCATIONS, SITES } from '../test-support/fixtures';
import { openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

beforeEach(async () => {
  resetApi();
  answer('GET', '/locations/', LOCATIONS);
  // The dashboard listed both sites; since then the owner of Acme (3) removed this member.
  answer('GET', '/builder/sites/', SITES);
  await fetchSites();
  answer('GET', '/builder/sites/', [SITES[1]]);
});

test('the menus of a site the user was removed from say so, with the way back to Sites', async () => {
  openMenus('/dashboard/menus/3');
  expect(await screen.findByText('You no longer have access to this site')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Sites' })).toHaveAttribute('href', '/dashboard/sites');
});

test('the open menu answering 403 after the removal says so too', async () => {
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/menus/', () => {
    answer('GET', '/builder/sites/', [SITES[1]]);
    throw new ApiError(403, 'Forbidden', { detail: 'Forbidden' });
  });
  openMenus('/dashboard/menus/3');
  expect(await screen.findByText('You no longer have access to this site', {}, { timeout: 10000 })).toBeInTheDocument();
});

test('a site the user never had is still "Site not found"', async () => {
  openMenus('/dashboard/menus/99');
  expect(await screen.findByText('Site not found')).toBeInTheDocument();
});
