import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { AuthProvider } from '@atlas/shell-kit';
import { RegisterScreen } from '../register-screen';
import { isNewAccount } from '../../home/welcome';

// The app's router (a data router) makes a Request per navigation, which jsdom lacks: the little it reads.
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal?: AbortSignal;
  constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
    this.signal = init.signal;
  }
}
Object.assign(globalThis, { Request: globalThis.Request ?? NavigationRequest });

const USER = { id: 7, username: 'newbie', email: 'newbie@example.com', is_staff: false };

beforeEach(() => {
  localStorage.clear();
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string) => {
    const answer =
      url === '/api/auth/register/'
        ? { status: 201, body: { access: 'access', refresh: 'refresh', user: USER } }
        : url === '/api/auth/me/'
          ? { status: 200, body: USER }
          : { status: 404, body: { detail: 'Not found' } };
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => JSON.stringify(answer.body),
    };
  });
});

/** Where the register screen sent the new user, and whether it said the account is new. */
function Arrived() {
  const location = useLocation();
  return <p>{isNewAccount(location.state) ? 'New account home' : 'Returning home'}</p>;
}

it('signs the new account in and opens the home as a new account’s (the router the app uses)', async () => {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterScreen /> },
      { path: '/dashboard', element: <Arrived /> },
    ],
    { initialEntries: ['/register'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  await userEvent.type(await screen.findByLabelText(/^Username/), 'newbie');
  await userEvent.type(screen.getByLabelText(/^Email/), 'newbie@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'a-long-password');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'a-long-password');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('New account home')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
});
