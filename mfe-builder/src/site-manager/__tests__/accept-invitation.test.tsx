import { screen } from '@testing-library/react';
import AcceptInvitation from '../accept-invitation';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
let signedIn: { id: number; username: string; email: string } | null = null;
jest.mock('@atlas/shell-kit', () => ({
  ...jest.requireActual('@atlas/shell-kit'),
  useAuth: () => ({ user: signedIn, isAuthenticated: signedIn !== null, loading: false, logout: jest.fn() }),
}));

const TOKEN = 'A'.repeat(43);
const invitation = {
  site: { name: 'Café Olé' },
  role: 'editor',
  email: 'zoe@example.com',
  any_address: false,
  invited_by: 'alice',
  expires_at: '2026-12-09T10:00:00.000Z',
};

beforeEach(() => {
  resetApi();
  answer('GET', `/builder/invitations/${TOKEN}/`, invitation);
});

const open = () => renderAt(`/invite/${TOKEN}`, '/invite/:token', <AcceptInvitation />);

test('signed out, it names the site, the role and who invited, and offers sign-in or registration with the address filled in', async () => {
  signedIn = null;
  open();
  expect(await screen.findByText('alice invited you to work on Café Olé as an editor.')).toBeInTheDocument();
  expect(screen.getByText('This invitation is for zoe@example.com.')).toBeInTheDocument();
  const next = encodeURIComponent(`/invite/${TOKEN}`);
  expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute('href', `/login?next=${next}&email=zoe%40example.com`);
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register?next=${next}&email=zoe%40example.com`);
  expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
});

test('signed in with another address, it says whose invitation it is instead of offering to accept', async () => {
  signedIn = { id: 7, username: 'mallory', email: 'mallory@example.com' };
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You are signed in as mallory, not zoe@example.com: only zoe@example.com can accept this invitation.',
  );
  expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Sign out and use zoe@example.com' })).toBeInTheDocument();
});

test('signed in as the invited address, it offers to accept', async () => {
  signedIn = { id: 8, username: 'zoe', email: 'Zoe@example.com' };
  open();
  expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeEnabled();
});
