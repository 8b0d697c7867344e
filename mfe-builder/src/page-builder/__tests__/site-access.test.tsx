import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError, fetchSites } from '@atlas/shell-kit';
import { CORE_BLOCK_TYPES, createBlock } from '@atlas/blocks';
import PageBuilder from '../page-builder';
import { renderAt, locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { answerFreeLock } from './page-lock-fixture';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const page = { id: 7, site: 1, title: 'Home', slug: 'home', blocks: [createBlock('heading')], page_type: 'standard', version: 1 };
const refused = (status: number) => () => {
  throw new ApiError(status, 'Refused', { detail: status === 404 ? 'Page not found' : 'Forbidden' });
};
const open = () => renderAt('/builder/site/1/page/7', '/builder/site/:siteId/page/:pageId', <PageBuilder />);

beforeEach(async () => {
  resetApi();
  answerFreeLock(7);
  const core = CORE_BLOCK_TYPES.map((type) => ({ type, module: null, definition: null }));
  answer('GET', '/builder/block-types/', { results: core, count: core.length, uninstalled: [] });
  // The dashboard listed the site (the member came from there); since then its owner removed them.
  answer('GET', '/builder/sites/', [{ id: 1, name: 'Café Olé', role: 'editor' }]);
  await fetchSites();
});

test('opening a page of a site the user was removed from says so, with the way back to Sites', async () => {
  answer('GET', '/builder/sites/', []);
  answer('GET', '/builder/pages/7/', refused(404));
  open();
  expect(await screen.findByText('You no longer have access to this site')).toBeInTheDocument();
  expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Back to Sites' }));
  expect(locationSeen.pathname).toBe('/dashboard/sites');
});

test('a save refused after the removal says so instead of "Failed to save page"', async () => {
  answer('GET', '/builder/pages/7/', page);
  open();
  fireEvent.change(await screen.findByDisplayValue('Home'), { target: { value: 'Welcome' } });
  answer('GET', '/builder/sites/', []);
  answer('PATCH', '/builder/pages/7/', refused(403));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(await screen.findByText('You no longer have access to this site')).toBeInTheDocument();
});

test('a page that is gone from a site the user still has is "Page not found", as before', async () => {
  answer('GET', '/builder/pages/7/', refused(404));
  open();
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
  expect(screen.queryByText('You no longer have access to this site')).not.toBeInTheDocument();
});
