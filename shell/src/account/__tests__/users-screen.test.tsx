import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { UsersRoute } from '../../routes/account-screens';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const STAFF = { id: 1, username: 'admin', email: 'admin@example.com', is_staff: true };
const account = (id: number, username: string, extra: object = {}) => ({
  id,
  username,
  email: `${username}@example.com`,
  is_staff: false,
  is_active: true,
  date_joined: '2026-11-01T10:00:00Z',
  last_login: null,
  ...extra,
});

beforeEach(() => {
  resetApi();
  localStorage.setItem('atlas_access_token', 'token');
  answer('GET', '/auth/me/', STAFF);
  answer('GET', '/auth/users/', (_body: unknown, options: { query: { search: string } }) =>
    options.query.search === 'ada'
      ? { count: 1, results: [account(7, 'ada')] }
      : { count: 2, results: [account(7, 'ada'), account(1, 'admin', { is_staff: true })] },
  );
});

const open = () =>
  renderAt(
    '/dashboard/admin/users',
    '/dashboard/admin/users',
    <AuthProvider>
      <UsersRoute />
    </AuthProvider>,
  );

test('tells someone who is not staff that Users is for staff only', async () => {
  answer('GET', '/auth/me/', { ...STAFF, is_staff: false });
  open();
  expect(await screen.findByText('For staff only')).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/auth/users/')).toBe(false);
});

test('lists and searches the users', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Users' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(2));
});

test('deactivates an account only after a confirmation', async () => {
  answer('PATCH', '/auth/users/7/', account(7, 'ada', { is_active: false }));
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Deactivate ada' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('ada is signed out everywhere at once');
  expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(calls).toContainEqual({ method: 'PATCH', path: '/auth/users/7/', body: { is_active: false } }));
});

test('makes someone staff from the toggle, after a confirmation; staff cannot change themselves', async () => {
  answer('PATCH', '/auth/users/7/', account(7, 'ada', { is_staff: true }));
  open();
  const toggle = await screen.findByRole('checkbox', { name: /Not staff \(ada\)/ });
  expect(screen.getByRole('checkbox', { name: /Staff \(admin\)/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Deactivate admin' })).not.toBeInTheDocument();
  await userEvent.click(toggle);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make staff' }));
  await waitFor(() => expect(calls).toContainEqual({ method: 'PATCH', path: '/auth/users/7/', body: { is_staff: true } }));
});
