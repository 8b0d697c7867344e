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
});
