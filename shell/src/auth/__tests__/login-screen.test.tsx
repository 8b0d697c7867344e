import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '@atlas/shell-kit';
import { LoginScreen } from '../login-screen';

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer> = {};

beforeEach(() => {
  localStorage.clear();
  answers = {};
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string) => {
    const answer = answers[url] ?? { status: 404, body: { detail: 'Not found' } };
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => JSON.stringify(answer.body ?? {}),
    };
  });
});

function renderLogin(path = '/login') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginScreen />} />
            <Route path="/dashboard" element={<p>Dashboard</p>} />
            <Route path="/dashboard/sites" element={<p>Sites</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('login screen', () => {
  it('requires a username and a password', async () => {
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it("shows the server's detail when the login fails", async () => {
    answers['/api/auth/login/'] = { status: 401, body: { detail: 'Invalid username or password' } };
    renderLogin();
    await userEvent.type(await screen.findByLabelText(/^Username/), 'demo');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('goes to the ?next= path after signing in', async () => {
    answers['/api/auth/login/'] = { status: 200, body: { access: 'A', refresh: 'R' } };
    answers['/api/auth/me/'] = { status: 200, body: { id: 1, username: 'demo', is_staff: false } };
    renderLogin('/login?next=%2Fdashboard%2Fsites');
    await userEvent.type(await screen.findByLabelText(/^Username/), 'demo');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sites')).toBeInTheDocument();
  });

  it('shows the demo credentials and a demo-login button when the server offers them', async () => {
    answers['/api/auth/demo/'] = { status: 200, body: { username: 'demo', password: 'demo1234' } };
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Demo Login' })).toBeInTheDocument();
    expect(screen.getByText('demo1234')).toBeInTheDocument();
  });

  describe('with two-factor authentication on', () => {
    const bodiesSentTo = (url: string) =>
      (globalThis.fetch as jest.Mock).mock.calls
        .filter(([called]) => called === url)
        .map(([, init]) => JSON.parse((init as { body: string }).body));

    async function signInWithPassword() {
      answers['/api/auth/login/'] = { status: 200, body: { two_factor_required: true, challenge: 'CH' } };
      renderLogin('/login?next=%2Fdashboard%2Fsites');
      await userEvent.type(await screen.findByLabelText(/^Username/), 'carol');
      await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    }

    it('asks for the code of the authenticator app, then signs in as a login does', async () => {
      await signInWithPassword();
      expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
      const code = screen.getByLabelText(/^Authentication code/);
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      answers['/api/auth/login/2fa/'] = { status: 200, body: { access: 'A', refresh: 'R', user: { id: 3 } } };
      answers['/api/auth/me/'] = { status: 200, body: { id: 3, username: 'carol', is_staff: false, two_factor_enabled: true } };
      await userEvent.type(code, '123 456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Sites')).toBeInTheDocument();
      expect(bodiesSentTo('/api/auth/login/2fa/')).toEqual([{ challenge: 'CH', code: '123456' }]);
      expect(localStorage.getItem('atlas_access_token')).toBe('A');
    });

    it("shows the server's detail for a wrong code and stays on the step", async () => {
      await signInWithPassword();
      answers['/api/auth/login/2fa/'] = {
        status: 401,
        body: { detail: 'That code is not valid. Check the time on your device and try again.' },
      };
      await userEvent.type(await screen.findByLabelText(/^Authentication code/), '000000');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid. Check the time on your device and try again.');
      expect(screen.getByLabelText(/^Authentication code/)).toBeInTheDocument();
    });

    it('asks for six digits before sending anything', async () => {
      await signInWithPassword();
      await userEvent.type(await screen.findByLabelText(/^Authentication code/), '12');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Enter the 6 digits the app shows')).toBeInTheDocument();
      expect(bodiesSentTo('/api/auth/login/2fa/')).toEqual([]);
    });

    it('takes a recovery code instead', async () => {
      await signInWithPassword();
      await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      answers['/api/auth/login/2fa/'] = { status: 200, body: { access: 'A', refresh: 'R', user: { id: 3 } } };
      answers['/api/auth/me/'] = { status: 200, body: { id: 3, username: 'carol', is_staff: false, two_factor_enabled: true } };
      await userEvent.type(screen.getByLabelText(/^Recovery code/), 'abcde-fghjk');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Sites')).toBeInTheDocument();
      expect(bodiesSentTo('/api/auth/login/2fa/')).toEqual([{ challenge: 'CH', code: 'abcde-fghjk' }]);
    });

    it('goes back to the password', async () => {
      await signInWithPassword();
      await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    });
  });
});
