import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, editSessionId } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { FakeSocket } from '@atlas/shell-kit/src/test-support/fake-socket';
import { LOCATIONS, SITES, item, menu } from '../test-support/fixtures';
import { openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

// The menu's lock (the page's, kept by the sites service): someone else holding it makes the builder
// read-only with their name and Take over.

const bobsLock = { user: { id: 2, username: 'bob' }, acquired_at: '2026-12-02T08:00:00Z', expires_at: '2026-12-02T08:01:00Z' };

beforeEach(() => {
  resetApi();
  FakeSocket.install();
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/locations/', LOCATIONS);
  answer('GET', '/menus/', [menu(10, 'Main', { item_count: 1 })]);
  answer('GET', '/items/', [item(1, 'Home')]);
  answer('DELETE', '/builder/menus/10/lock/', null);
});
afterAll(() => FakeSocket.uninstall());

test('someone else editing the menu: read-only, named, and Take over makes it editable', async () => {
  answer('POST', '/builder/menus/10/lock/', () => {
    throw new ApiError(409, 'Conflict', { detail: 'bob is editing this menu.', lock: bobsLock });
  });
  answer('POST', '/builder/menus/10/lock/takeover/', () => ({
    lock: {
      user: { id: 1, username: 'ada' },
      session: editSessionId(),
      acquired_at: '2026-12-02T08:00:00Z',
      expires_at: '2026-12-02T08:01:00Z',
    },
  }));
  openMenus('/dashboard/menus/3/10');
  expect(await screen.findByText('bob is editing')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add Item' })).toBeDisabled());
  // The banner names bob once; the tools say why they are off in their titles, not in a second note.
  expect(screen.getByRole('button', { name: 'Add Item' })).toHaveAttribute('title', 'bob is editing this menu');
  expect(screen.queryByRole('note')).toBeNull();

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add Item' })).toBeEnabled());
  expect(screen.queryByText('bob is editing')).toBeNull();
  expect(calls.find((c) => c.path === '/builder/menus/10/lock/takeover/')?.body).toEqual({ session: editSessionId() });
});
