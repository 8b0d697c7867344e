import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, editSessionId } from '@atlas/shell-kit';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { FakeSocket } from '@atlas/shell-kit/src/test-support/fake-socket';
import ContentSection from '../content-section';
import { contentItem } from '../test-support/content-item';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

// The post's lock (the page's, kept by the sites service): the editor takes it on open; someone else
// holding it makes the editor read-only with their name and Take over.

const bobsLock = { user: { id: 2, username: 'bob' }, acquired_at: '2026-12-02T08:00:00Z', expires_at: '2026-12-02T08:01:00Z' };
const myLock = () => ({
  user: { id: 1, username: 'ada' },
  session: editSessionId(),
  acquired_at: '2026-12-02T08:00:00Z',
  expires_at: '2026-12-02T08:01:00Z',
});
const heldByBob = () => {
  throw new ApiError(409, 'Conflict', { detail: 'bob is editing this post.', lock: bobsLock });
};

beforeEach(() => {
  resetApi();
  FakeSocket.install();
  answer('GET', '/builder/sites/', [{ id: 3, name: 'Acme' }]);
  answer('GET', '/content/categories/', { results: [] });
  answer('GET', '/content/tags/', { results: [] });
  answer('GET', '/content/7/revisions/', []);
  answer('GET', '/content/7/history/', []);
  answer('GET', '/content/7/', contentItem({ id: 7, title: 'Spring menu', body: 'Soup', site: 3, version: 3 }));
  answer('DELETE', '/builder/posts/7/lock/', null);
});
afterAll(() => FakeSocket.uninstall());

const open = () => renderAt('/dashboard/content/7/edit', '/dashboard/*', <ContentSection />);

test('someone else holding the post: read-only, named, and Take over makes it editable', async () => {
  answer('POST', '/builder/posts/7/lock/', heldByBob);
  answer('POST', '/builder/posts/7/lock/takeover/', () => ({ lock: myLock() }));
  open();
  expect(await screen.findByText('bob is editing')).toBeInTheDocument();
  expect(screen.getByText('bob is editing').closest('.atlas-lock-banner')).toHaveTextContent(
    'bob is editing this post. You can look, but not change it until they leave or you take over.',
  );
  expect(screen.getByLabelText(/^Body/)).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save Draft' })).toBeNull();

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
  });
  await waitFor(() => expect(screen.queryByText('bob is editing')).toBeNull());
  expect(screen.getByLabelText(/^Body/)).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/builder/posts/7/lock/takeover/')?.body).toEqual({ session: editSessionId() });
});

test('the editor takes the lock on open; someone taking it over is named at once and the editor turns read-only', async () => {
  answer('POST', '/builder/posts/7/lock/', () => ({ lock: myLock() }));
  open();
  expect(await screen.findByDisplayValue('Spring menu')).toBeInTheDocument();
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/builder/posts/7/lock/')).toBe(true));
  expect(screen.getByLabelText(/^Body/)).toBeEnabled();
  await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
  act(() => FakeSocket.opened[0].push({ type: 'presence', kind: 'post', id: 7, people: [], lock: bobsLock }));
  expect(await screen.findByText('bob took over this post.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Body/)).toBeDisabled();
});

test('my other tab holding it: "You are editing this post in another tab" with Edit here', async () => {
  answer('POST', '/builder/posts/7/lock/', () => {
    throw new ApiError(409, 'Conflict', {
      detail: 'You are editing this post in another tab.',
      lock: { ...myLock(), session: 'tab-ada-other01' },
    });
  });
  open();
  expect(await screen.findByText('You are editing this post in another tab')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit here' })).toBeInTheDocument();
});

test('the conflict dialog names the person who saved', async () => {
  answer('POST', '/builder/posts/7/lock/', () => ({ lock: myLock() }));
  answer('PUT', '/content/7/', () => {
    throw new ApiError(409, 'Conflict', {
      detail: 'This post was changed by someone else',
      current: contentItem({ id: 7, title: 'Spring menu', body: 'Theirs', site: 3, version: 5, updated_at: '2026-12-02T08:30:00Z' }),
      saved_by: { id: 2, username: 'bob' },
    });
  });
  open();
  fireEvent.change(await screen.findByLabelText(/^Body/), { target: { value: 'Mine' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
  });
  const dialog = await screen.findByRole('dialog', { name: 'This post was changed by someone else' });
  expect(dialog).toHaveTextContent(/bob saved this post at .* after you opened it/);
  expect(dialog).not.toHaveTextContent('Someone saved');
});
