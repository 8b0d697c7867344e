import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '@atlas/shell-kit';
import { DashboardHome } from '../dashboard-home';
import { NEW_ACCOUNT_STATE } from '../welcome';

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer> = {};
const down: Answer = { status: 503, body: { detail: 'Service unavailable' } };
const STATS = {
  content: 4,
  content_types: { post: 3, page: 1, product: 0, event: 0 },
  users: 1520,
  page_views: 12_400,
  page_views_change: 12.5,
  visitors: 300,
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('atlas_access_token', 'token');
  answers = {
    '/api/auth/me/': { status: 200, body: { id: 2, username: 'demo', email: 'demo@example.com', is_staff: false } },
    '/api/stats/': { status: 200, body: STATS },
    '/api/analytics/activity/?limit=10': { status: 200, body: { results: [] } },
  };
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

function renderHome(state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[{ pathname: '/dashboard', state }]}>
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

describe('getting started', () => {
  it('marks the steps the owner has taken: a site and its pages, but nothing published yet', async () => {
    answers['/api/builder/sites/'] = {
      status: 200,
      body: [{ id: 2, name: 'Florist', slug: 'florist', is_published: false, pages_count: 1 }],
    };
    answers['/api/builder/pages/?site=2'] = { status: 200, body: [] };
    renderHome();
    const step = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;
    await waitFor(async () => expect(await step('Create your first site')).toHaveTextContent('Done'));
    expect(await step('Build your pages')).toHaveTextContent('Done');
    expect(await step('Publish and share')).not.toHaveTextContent('Done');
  });

  it('marks nothing done for a new owner', async () => {
    answers['/api/builder/sites/'] = { status: 200, body: [] };
    renderHome(NEW_ACCOUNT_STATE);
    expect(await screen.findByText('No sites yet')).toBeInTheDocument();
    for (const title of ['Create your first site', 'Build your pages', 'Publish and share'])
      expect(screen.getByRole('link', { name: title }).closest('li')).not.toHaveTextContent('Done');
  });
});

describe('the greeting', () => {
  it('welcomes a just-registered owner, and welcomes back everyone else', async () => {
    answers['/api/builder/sites/'] = { status: 200, body: [] };
    const first = renderHome(NEW_ACCOUNT_STATE);
    expect(await screen.findByRole('heading', { name: 'Welcome, demo!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    first.unmount();

    renderHome();
    expect(await screen.findByRole('heading', { name: 'Welcome back, demo!' })).toBeInTheDocument();
  });
});

describe('the sites figures', () => {
  const figure = (statistics: HTMLElement, label: string) => within(statistics).getByText(label).closest('.shell-stat') as HTMLElement;

  it('counts every one of the owner’s sites, as the Sites screen lists them, and says how many are published', async () => {
    answers['/api/builder/sites/'] = {
      status: 200,
      body: [
        { id: 1, name: 'Bakery', slug: 'bakery', is_published: true, pages_count: 3 },
        { id: 2, name: 'Florist', slug: 'florist', is_published: false, pages_count: 2 },
      ],
    };
    answers['/api/builder/pages/?site=1'] = { status: 200, body: [] };
    answers['/api/builder/pages/?site=2'] = { status: 200, body: [] };
    renderHome();
    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(statistics).findByText('1 published · 1 draft')).toBeInTheDocument();
    expect(figure(statistics, 'Active Sites')).toHaveTextContent('2');
    expect(figure(statistics, 'Total Pages')).toHaveTextContent('5');
  });

  it('reads that a new owner’s sites are not published yet rather than a zero beside their sites', async () => {
    answers['/api/builder/sites/'] = {
      status: 200,
      body: [{ id: 2, name: 'Florist', slug: 'florist', is_published: false, pages_count: 1 }],
    };
    answers['/api/builder/pages/?site=2'] = { status: 200, body: [] };
    const first = renderHome();
    let statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(statistics).findByText('None published yet')).toBeInTheDocument();
    expect(figure(statistics, 'Active Sites')).toHaveTextContent('1');
    first.unmount();

    answers['/api/builder/sites/'] = { status: 200, body: [] };
    renderHome();
    statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(statistics).findByText('No sites yet')).toBeInTheDocument();
  });
});

describe('recent content', () => {
  it('asks for the user’s own items, also for staff (the content list gives staff everyone’s)', async () => {
    answers['/api/auth/me/'] = { status: 200, body: { id: 1, username: 'admin', email: 'admin@example.com', is_staff: true } };
    answers['/api/builder/sites/'] = { status: 200, body: [] };
    answers['/api/performance/system-status/'] = down;
    answers['/api/content/?page_size=5&author=1'] = {
      status: 200,
      body: {
        results: [
          {
            id: 9,
            title: 'Staff note',
            type: 'post',
            status: 'draft',
            site: 4,
            site_name: 'Admin Site',
            updated_at: '2026-11-21T10:00:00Z',
          },
        ],
        count: 1,
        next: null,
        previous: null,
      },
    };
    renderHome();
    expect(await screen.findByRole('link', { name: 'Staff note' })).toBeInTheDocument();
    const asked = (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => url);
    expect(asked.filter((url: string) => url.startsWith('/api/content/'))).toEqual(['/api/content/?page_size=5&author=1']);
  });

  it('lists builder pages and content items together, newest first, each linking to its editor', async () => {
    answers['/api/builder/sites/'] = {
      status: 200,
      body: [{ id: 1, name: 'Demo Site', slug: 'demo', is_published: true, pages_count: 1 }],
    };
    answers['/api/builder/pages/?site=1'] = {
      status: 200,
      body: [{ id: 7, site: 1, title: 'Home', slug: 'home', is_published: true, updated_at: '2026-11-20T10:00:00Z' }],
    };
    answers['/api/content/?page_size=5&author=2'] = {
      status: 200,
      body: {
        results: [
          {
            id: 3,
            title: 'Rye week',
            type: 'post',
            status: 'scheduled',
            site: 1,
            site_name: 'Demo Site',
            updated_at: '2026-11-21T10:00:00Z',
          },
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
    // Each says its own status: a post scheduled for later is not called a draft.
    const statuses = screen.getAllByRole('listitem').map((row) => row.querySelector('.atlas-badge')?.textContent);
    expect(statuses.slice(0, 3)).toEqual(['Scheduled', 'Published', 'Published']);
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
    answers['/api/content/?page_size=5&author=2'] = down;
    renderHome();
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load recent content.')).not.toBeInTheDocument();
  });
});

describe('analytics on the home', () => {
  const figure = (statistics: HTMLElement, label: string) => within(statistics).getByText(label).closest('.shell-stat') as HTMLElement;

  it('shows Page Views with its change against the previous 30 days and, as Users, the visitors of the owner’s sites', async () => {
    answers['/api/builder/sites/'] = { status: 200, body: [] };
    renderHome();
    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(statistics).findByText('12.4K')).toBeInTheDocument();
    expect(figure(statistics, 'Page Views')).toHaveTextContent('↑ 12.5% vs the previous 30 days');
    // The platform's registered users (1520) are not the owner's figure: their sites' visitors are.
    expect(figure(statistics, 'Users')).toHaveTextContent('300');
    expect(figure(statistics, 'Users')).toHaveTextContent('Visitors to your sites, last 30 days');
    expect(within(statistics).queryByText('1.5K')).not.toBeInTheDocument();
  });

  it('says so when the page views fell, and names only the period when there was nothing to compare', async () => {
    answers['/api/builder/sites/'] = { status: 200, body: [] };
    answers['/api/stats/'] = { status: 200, body: { ...STATS, page_views: 80, page_views_change: -20 } };
    const first = renderHome();
    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(statistics).findByText('↓ 20% vs the previous 30 days')).toBeInTheDocument();
    first.unmount();

    answers['/api/stats/'] = { status: 200, body: { ...STATS, page_views: 0, page_views_change: null } };
    renderHome();
    const again = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(again).findByText('Last 30 days')).toBeInTheDocument();
    expect(figure(again, 'Page Views')).toHaveTextContent('0');
  });

  it('reads the figures again every five minutes', async () => {
    jest.useFakeTimers();
    try {
      answers['/api/builder/sites/'] = { status: 200, body: [] };
      renderHome();
      await screen.findByText('12.4K');
      answers['/api/stats/'] = { status: 200, body: { ...STATS, page_views: 13_000 } };
      await act(async () => jest.advanceTimersByTime(299_000));
      expect(screen.queryByText('13K')).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(1_000));
      expect(await screen.findByText('13K')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows an error with Retry in place of Page Views and Users while the analytics service is down', async () => {
    answers['/api/builder/sites/'] = { status: 200, body: [] };
    answers['/api/stats/'] = down;
    renderHome();
    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(statistics).findByRole('alert')).toHaveTextContent('Failed to load your analytics.');
    expect(within(statistics).queryByText('—')).not.toBeInTheDocument();
    expect(within(statistics).getByText('Active Sites')).toBeInTheDocument();

    answers['/api/stats/'] = { status: 200, body: STATS };
    await userEvent.click(within(statistics).getByRole('button', { name: 'Retry' }));
    expect(await within(statistics).findByText('12.4K')).toBeInTheDocument();
    expect(within(statistics).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the recent activity newest first with its site, or says there is none', async () => {
    answers['/api/builder/sites/'] = { status: 200, body: [{ id: 1, name: 'Demo Site', slug: 'demo', is_published: true }] };
    answers['/api/builder/pages/?site=1'] = { status: 200, body: [] };
    answers['/api/analytics/activity/?limit=10'] = {
      status: 200,
      body: {
        results: [
          { type: 'site.published', description: 'Published Demo Site', created_at: new Date().toISOString(), site: 1 },
          { type: 'order.placed', description: 'Order ORD-7 placed', created_at: '2026-11-01T10:00:00Z', site: null },
        ],
      },
    };
    const first = renderHome();
    const feed = await screen.findByRole('list', { name: 'Recent activity' });
    const rows = within(feed).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/^Published Demo SiteDemo Site · /);
    expect(rows[1]).toHaveTextContent(/^Order ORD-7 placed/);
    expect(rows[1]).not.toHaveTextContent('Demo Site');
    first.unmount();

    answers['/api/analytics/activity/?limit=10'] = { status: 200, body: { results: [] } };
    renderHome();
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
  });

  it('shows an error with Retry when the activity cannot be read', async () => {
    answers['/api/builder/sites/'] = { status: 200, body: [] };
    answers['/api/analytics/activity/?limit=10'] = down;
    renderHome();
    expect(await screen.findByText('Failed to load recent activity.')).toBeInTheDocument();
    expect(screen.queryByText('No recent activity')).not.toBeInTheDocument();
    answers['/api/analytics/activity/?limit=10'] = { status: 200, body: { results: [] } };
    const card = screen.getByText('Failed to load recent activity.').closest('section') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
  });
});

describe('the System Status card', () => {
  const STATUS = {
    database: { status: 'operational', detail: 'PostgreSQL answered in 3 ms' },
    api: { status: 'operational', detail: '8 of 8 services answering' },
    storage: { status: 'warning', detail: '9% free (3.1 GB of 34.4 GB)' },
    cdn: { status: 'down', detail: 'No cache report from the gateway for 5 minutes' },
  };
  const asStaff = () => {
    answers['/api/auth/me/'] = { status: 200, body: { id: 1, username: 'admin', email: 'admin@example.com', is_staff: true } };
    answers['/api/builder/sites/'] = { status: 200, body: [] };
  };
  const card = async () => (await screen.findByRole('heading', { name: 'System Status' })).closest('section') as HTMLElement;
  const row = (section: HTMLElement, name: string) => within(section).getByText(name).closest('li') as HTMLElement;

  it('shows each part as the performance service measured it, with a colour for its state and the reason', async () => {
    asStaff();
    answers['/api/performance/system-status/'] = { status: 200, body: STATUS };
    renderHome();
    const section = await card();
    expect(await within(row(section, 'Database')).findByText('Operational')).toHaveClass('atlas-badge--success');
    expect(row(section, 'Database')).toHaveTextContent('PostgreSQL answered in 3 ms');
    expect(within(row(section, 'API')).getByText('Operational')).toHaveClass('atlas-badge--success');
    expect(row(section, 'API')).toHaveTextContent('8 of 8 services answering');
    expect(within(row(section, 'Storage')).getByText('Warning')).toHaveClass('atlas-badge--warning');
    expect(row(section, 'Storage')).toHaveTextContent('9% free (3.1 GB of 34.4 GB)');
    expect(within(row(section, 'CDN')).getByText('Down')).toHaveClass('atlas-badge--danger');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.firstChild?.textContent),
    ).toEqual(['Database', 'API', 'Storage', 'CDN']);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows every part as Unknown with Retry while the status cannot be read, and the states once it can', async () => {
    asStaff();
    answers['/api/performance/system-status/'] = down;
    renderHome();
    const section = await card();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load system health data');
    for (const name of ['Database', 'API', 'Storage', 'CDN']) expect(within(row(section, name)).getByText('Unknown')).toBeInTheDocument();
    expect(within(section).queryByText('Operational')).not.toBeInTheDocument();

    answers['/api/performance/system-status/'] = { status: 200, body: STATUS };
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(row(section, 'Database')).findByText('Operational')).toBeInTheDocument();
    expect(within(section).queryByText('Unknown')).not.toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown to, nor read for, someone who is not staff', async () => {
    answers['/api/builder/sites/'] = { status: 200, body: [] };
    answers['/api/performance/system-status/'] = { status: 200, body: STATUS };
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Welcome back, demo!' })).toBeInTheDocument();
    await screen.findByText('12.4K');
    expect(screen.queryByRole('heading', { name: 'System Status' })).not.toBeInTheDocument();
    const asked = (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => url);
    expect(asked).not.toContain('/api/performance/system-status/');
  });
});
