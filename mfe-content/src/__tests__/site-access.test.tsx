import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt, locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { ApiError } from '@atlas/shell-kit';
import ContentSection from '../content-section';
import { contentItem } from '../test-support/content-item';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

const notFound = () => {
  throw new ApiError(404, 'Not Found', { detail: 'Content not found' });
};

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/sites/', [{ id: 5, name: 'Shared', role: 'author' }]);
  answer('GET', '/content/categories/', { results: [] });
  answer('GET', '/content/tags/', { results: [] });
  answer('GET', '/content/11/', contentItem({ id: 11, title: 'Ada on bread', site: 5, author: { id: 1, username: 'ada' } }));
  answer('GET', '/content/11/revisions/', []);
  answer('GET', '/content/11/history/', []);
});

test('a member removed while the post is open is told so on saving, with the way back to Sites', async () => {
  renderAt('/dashboard/content/11/edit', '/dashboard/*', <ContentSection />);
  fireEvent.change(await screen.findByLabelText('Body *'), { target: { value: 'More bread' } });
  // The owner removes ada from the site: the service answers 404 for its items, her sites list lacks it.
  answer('GET', '/builder/sites/', []);
  answer('PUT', '/content/11/', notFound);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
  });
  expect(await screen.findByText('You no longer have access to this site')).toBeInTheDocument();
  expect(screen.queryByText('Content not found')).not.toBeInTheDocument();
  // Nothing of the site can be saved any more: the way back does not ask to.
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Back to Sites' }));
  });
  expect(locationSeen.pathname).toBe('/dashboard/sites');
});

test('an item deleted from a site the user still has says "Content not found", as before', async () => {
  renderAt('/dashboard/content/11/edit', '/dashboard/*', <ContentSection />);
  fireEvent.change(await screen.findByLabelText('Body *'), { target: { value: 'More bread' } });
  answer('PUT', '/content/11/', notFound);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
  });
  expect(await screen.findByText('Content not found')).toBeInTheDocument();
  expect(screen.queryByText('You no longer have access to this site')).not.toBeInTheDocument();
});
