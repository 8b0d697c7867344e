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
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => JSON.stringify(answer.body ?? {}),
    };
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

    answers['/api/builder/sites/'] = {
      status: 200,
      body: [{ id: 1, name: 'Demo Site', slug: 'demo', is_published: true, pages_count: 3 }],
    };
    answers['/api/builder/pages/?site=1'] = {
      status: 200,
      body: [{ id: 7, title: 'Home', slug: 'home', is_published: true, updated_at: '2026-11-20T10:00:00Z' }],
    };
    await userEvent.click(within(statistics).getByRole('button', { name: 'Retry' }));

    expect(await within(statistics).findByText('Active Sites')).toBeInTheDocument();
    expect(within(statistics).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(statistics).getByText('3')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});

describe('recent content', () => {
  it('lists builder pages and content items together, newest first, each linking to its editor', async () => {
    answers['/api/builder/sites/'] = {
      status: 200,
      body: [{ id: 1, name: 'Demo Site', slug: 'demo', is_published: true, pages_count: 1 }],
    };
    answers['/api/builder/pages/?site=1'] = {
      status: 200,
      body: [{ id: 7, site: 1, title: 'Home', slug: 'home', is_published: true, updated_at: '2026-11-20T10:00:00Z' }],
    };
    answers['/api/content/?page_size=5'] = {
      status: 200,
      body: {
        results: [
          { id: 3, title: 'Rye week', type: 'post', status: 'draft', site: 1, site_name: 'Demo Site', updated_at: '2026-11-21T10:00:00Z' },
          {
            id: 2,
            title: 'Old news',
            type: 'post',
            status: 'published',
            site: 1,
            site_name: 'Demo Site',
            updated_at: '2026-11-01T10:00:00Z',
          },
        ],
        count: 2,
        next: null,
        previous: null,
      },
    };
    renderHome();
    const post = await screen.findByRole('link', { name: 'Rye week' });
    expect(post).toHaveAttribute('href', '/dashboard/content/3/edit');
    const titles = screen.getAllByRole('listitem').map((row) => within(row).getByRole('link').textContent);
    expect(titles.slice(0, 3)).toEqual(['Rye week', 'Home', 'Old news']);
  });

  it('still shows the pages when the content service is down', async () => {
    answers['/api/builder/sites/'] = {
      status: 200,
      body: [{ id: 1, name: 'Demo Site', slug: 'demo', is_published: true, pages_count: 1 }],
    };
    answers['/api/builder/pages/?site=1'] = {
      status: 200,
      body: [{ id: 7, site: 1, title: 'Home', slug: 'home', is_published: true, updated_at: '2026-11-20T10:00:00Z' }],
    };
    answers['/api/content/?page_size=5'] = down;
    renderHome();
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load recent content.')).not.toBeInTheDocument();
  });
});
