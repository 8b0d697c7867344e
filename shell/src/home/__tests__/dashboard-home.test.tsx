import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '@atlas/shell-kit';
import { DashboardHome } from '../dashboard-home';

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer> = {};
const down: Answer = { status: 503, body: { detail: 'Service unavailable' } };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('atlas_access_token', 'token');
  answers = { '/api/auth/me/': { status: 200, body: { id: 2, username: 'demo', email: 'demo@example.com', is_staff: false } } };
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string) => {
    const answer = answers[url] ?? { status: 404, body: { detail: 'Not found' } };
    return { ok: answer.status < 300, status: answer.status, statusText: String(answer.status), text: async () => JSON.stringify(answer.body ?? {}) };
  });
});

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter>
          <DashboardHome />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('dashboard home while the sites service is down', () => {
  it('shows an error with Retry instead of the sites figures and recent content, and keeps the rest', async () => {
    answers['/api/builder/sites/'] = down;
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Welcome back, demo!' })).toBeInTheDocument();
    const statistics = screen.getByRole('region', { name: 'Statistics' });
    expect(await within(statistics).findByRole('alert')).toHaveTextContent('Failed to load your sites.');
    expect(within(statistics).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(statistics).queryByText('0')).not.toBeInTheDocument();
    expect(within(statistics).getByText('Page Views')).toBeInTheDocument();
    expect(screen.getByText('Failed to load recent content.')).toBeInTheDocument();
    expect(screen.queryByText(/No content yet/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create a site/ })).toBeInTheDocument();
  });

  it('shows the figures once Retry finds the service answering again', async () => {
    answers['/api/builder/sites/'] = down;
    renderHome();
    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    await within(statistics).findByRole('alert');

    answers['/api/builder/sites/'] = { status: 200, body: [{ id: 1, name: 'Demo Site', slug: 'demo', is_published: true, pages_count: 3 }] };
    answers['/api/builder/pages/?site=1'] = { status: 200, body: [{ id: 7, title: 'Home', slug: 'home', is_published: true, updated_at: '2026-11-20T10:00:00Z' }] };
    await userEvent.click(within(statistics).getByRole('button', { name: 'Retry' }));

    expect(await within(statistics).findByText('Active Sites')).toBeInTheDocument();
    expect(within(statistics).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(statistics).getByText('3')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});
