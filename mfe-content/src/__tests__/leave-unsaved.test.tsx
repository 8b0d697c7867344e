import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt, locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { ApiError } from '@atlas/shell-kit';
import ContentSection from '../content-section';
import { contentItem } from '../test-support/content-item';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

const post = (over: Record<string, unknown> = {}) =>
  contentItem({ id: 7, title: 'Café Menu', slug: 'cafe-menu', body: 'Hello', site: 3, version: 2, ...over });
const writes = () => calls.filter((c) => c.method !== 'GET');

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/sites/', [{ id: 3, name: 'Acme' }]);
  answer('GET', '/content/', { results: [], count: 0, next: null, previous: null });
  answer('GET', '/content/categories/', { results: [] });
  answer('GET', '/content/tags/', { results: [] });
  answer('GET', '/content/7/', post());
  answer('GET', '/content/7/revisions/', []);
  answer('GET', '/content/7/history/', []);
  answer('PUT', '/content/7/', (body: any) => post({ ...body, version: 3 }));
});

/** The item's saves (the editor also takes the item's lock, a write of the sites service). */
const saves = () => writes().filter((write) => write.path.startsWith('/content/'));

async function openAndEdit(path = '/dashboard/content/7/edit') {
  const view = renderAt(path, '/dashboard/*', <ContentSection />);
  fireEvent.change(await screen.findByLabelText('Body *'), { target: { value: 'Hello, world' } });
  return view;
}

test('leaving the editor a second after an edit saves it first, then leaves', async () => {
  const { router } = await openAndEdit();
  await act(async () => {
    await router.navigate('/dashboard/content');
  });
  await waitFor(() => expect(locationSeen.pathname).toBe('/dashboard/content'));
  expect(saves()).toHaveLength(1);
  expect(saves()[0]).toMatchObject({
    method: 'PUT',
    path: '/content/7/',
    body: expect.objectContaining({ body: 'Hello, world', version: 2 }),
  });
});

test('a save refused on the way out asks: Stay keeps the edit, Leave goes without it', async () => {
  answer('PUT', '/content/7/', () => {
    throw new ApiError(500, 'Internal Server Error', {});
  });
  const { router } = await openAndEdit();
  await act(async () => {
    void router.navigate('/dashboard/content');
  });
  expect(await screen.findByText('Your changes could not be saved. Leave anyway and lose them?')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(locationSeen.pathname).toBe('/dashboard/content/7/edit');
  expect(screen.getByLabelText('Body *')).toHaveValue('Hello, world');
  await act(async () => {
    void router.navigate('/dashboard/content');
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(locationSeen.pathname).toBe('/dashboard/content'));
});

test('a new item is not created by leaving: it asks', async () => {
  answer('GET', '/content/', { results: [], count: 0, next: null, previous: null });
  const { router } = renderAt('/dashboard/content/new?type=post&site=3', '/dashboard/*', <ContentSection />);
  fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Draft idea' } });
  await act(async () => {
    void router.navigate('/dashboard/content');
  });
  expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
  expect(writes()).toEqual([]);
});

test('closing the tab sends the edit in one keepalive save, without asking', async () => {
  await openAndEdit();
  const closing = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(closing);
  window.dispatchEvent(new Event('pagehide'));
  expect(closing.defaultPrevented).toBe(false);
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]).toMatchObject({
    method: 'PUT',
    path: '/content/7/',
    body: expect.objectContaining({ body: 'Hello, world' }),
    options: expect.objectContaining({ keepalive: true }),
  });
});
