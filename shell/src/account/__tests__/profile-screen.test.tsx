import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { ProfileScreen } from '../profile-screen';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const ME = { id: 2, username: 'demo', email: 'demo@example.com', is_staff: false };
const SESSIONS = [
  {
    id: 'aaaaaaaa-0000-0000-0000-000000000001',
    device: 'Chrome on macOS',
    user_agent: 'x',
    ip: '127.0.0.1',
    created_at: '2026-11-20T10:00:00Z',
    last_used_at: new Date().toISOString(),
    current: true,
  },
  {
    id: 'aaaaaaaa-0000-0000-0000-000000000002',
    device: 'Safari on iPhone',
    user_agent: 'y',
    ip: '10.0.0.2',
    created_at: '2026-11-21T10:00:00Z',
    last_used_at: '2026-11-26T10:00:00Z',
    current: false,
  },
];

beforeEach(() => {
  resetApi();
  localStorage.setItem('atlas_access_token', 'token');
  answer('GET', '/auth/me/', ME);
  answer('GET', '/auth/sessions/', SESSIONS);
});

const open = () =>
  renderAt(
    '/dashboard/profile',
    '/dashboard/profile',
    <AuthProvider>
      <ProfileScreen />
    </AuthProvider>,
  );

test('shows the username and email, and saves a change', async () => {
  answer('PATCH', '/auth/me/', { ...ME, username: 'demo2' });
  open();
  const username = await screen.findByLabelText(/^Username/);
  await waitFor(() => expect(username).toHaveValue('demo'));
  expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
  await userEvent.clear(username);
  await userEvent.type(username, 'demo2');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls).toContainEqual({ method: 'PATCH', path: '/auth/me/', body: { username: 'demo2' } }));
});

test('changes the password with the current one and says the other sessions were signed out', async () => {
  answer('POST', '/auth/password/', { detail: 'Password changed.', signed_out_sessions: 1 });
  open();
  await userEvent.type(await screen.findByLabelText(/^Current password/), 'demo1234');
  await userEvent.type(screen.getByLabelText(/^New password/), 'a new secret');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'a new secret');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Password changed. 1 other session was signed out.')).toBeInTheDocument();
  expect(calls).toContainEqual({
    method: 'POST',
    path: '/auth/password/',
    body: { current_password: 'demo1234', new_password: 'a new secret' },
  });
});

test('refuses two different new passwords before asking the server', async () => {
  open();
  await userEvent.type(await screen.findByLabelText(/^Current password/), 'demo1234');
  await userEvent.type(screen.getByLabelText(/^New password/), 'a new secret');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'another one');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The two new passwords differ.')).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/auth/password/')).toBe(false);
});

test('lists the sessions with the current one marked, and signs another out after a confirmation', async () => {
  answer('DELETE', `/auth/sessions/${SESSIONS[1].id}/`, null);
  open();
  const list = await screen.findByRole('list', { name: 'Active sessions' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Chrome on macOS');
  expect(within(items[0]).getByText('This device')).toBeInTheDocument();
  expect(items[1]).toHaveTextContent('Safari on iPhone');
  await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Safari on iPhone will be signed out at once');
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: `/auth/sessions/${SESSIONS[1].id}/`, body: undefined }));
  expect(await screen.findByText('Session signed out.')).toBeInTheDocument();
});

test('signs out every other session at once after a confirmation', async () => {
  answer('POST', '/auth/sessions/sign-out-others/', { signed_out_sessions: 1 });
  open();
  await screen.findByRole('list', { name: 'Active sessions' });
  await userEvent.click(screen.getByRole('button', { name: 'Sign out all others' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('1 other session will be signed out at once; this device stays signed in.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out all others' }));
  await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/auth/sessions/sign-out-others/', body: undefined }));
  expect(await screen.findByText('1 other session was signed out.')).toBeInTheDocument();
});
