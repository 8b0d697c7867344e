import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useAuth } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { alert, cache, dashboard, database, health, pageSpeed, siteSpeed, vitals } from '../performance/test-support/fixtures';
import { address, openPerformance } from '../performance/test-support/open-performance';
import type { Alert } from '../performance/api/types';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit', () => ({
  ...jest.requireActual('@atlas/shell-kit'),
  useAuth: jest.fn(),
}));

const P = '/performance';
const mockedAuth = useAuth as jest.Mock;
const asStaff = () => mockedAuth.mockReturnValue({ user: { id: 1, username: 'root', is_staff: true }, isStaff: true, loading: false });
const asOwner = () => mockedAuth.mockReturnValue({ user: { id: 2, username: 'ada', is_staff: false }, isStaff: false, loading: false });

/** The query each GET of `path` was sent with, in order. */
const queriesOf = (path: string) => asked.filter((entry) => entry.path === path).map((entry) => entry.query);
let asked: { path: string; query: Record<string, unknown> }[] = [];
function answerGet(path: string, handler: (query: Record<string, unknown>) => unknown) {
  answer('GET', path, (_body: unknown, options: any) => {
    asked.push({ path, query: options?.query ?? {} });
    return handler(options?.query ?? {});
  });
}

/** Every staff route answered with a plain figure set. */
function answerEverything() {
  answerGet(`${P}/dashboard/`, () => dashboard());
  answerGet(`${P}/system-health/current/`, () => health());
  answerGet(`${P}/system-health/trend/`, (query) => ({ hours: query.hours, bucket_seconds: 60, trend_data: [] }));
  answerGet(`${P}/cache/analytics/`, () => cache());
  answerGet(`${P}/page-speed/`, () => ({ sites: [], pages: [] }));
  answerGet(`${P}/database/`, () => database());
  answerGet(`${P}/alerts/`, () => ({ results: [], count: 0 }));
  answerGet('/builder/sites/', () => [{ id: 3, name: 'Bakery', slug: 'bakery' }]);
}

/** The card whose heading is `label` within `region`. */
const card = (region: HTMLElement, label: string) => within(region).getByRole('heading', { name: label }).closest('section') as HTMLElement;

beforeEach(() => {
  resetApi();
  asked = [];
  asStaff();
  answerEverything();
});

describe('the dashboard frame', () => {
  test('opens on Overview over the last 24 hours with the six tabs, asking the dashboard for 24 hours', async () => {
    openPerformance();
    expect(screen.getByText('Loading the performance overview…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'System Health',
      'Cache Analytics',
      'Page Speed',
      'Database',
      'Alerts',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Time range')).toHaveValue('24h');
    expect(queriesOf(`${P}/dashboard/`)).toEqual([{ hours: 24 }]);
  });

  test('a range change asks again with its hours and is written to the address with the tab', async () => {
    openPerformance();
    await screen.findByRole('region', { name: 'Summary' });
    fireEvent.change(screen.getByLabelText('Time range'), { target: { value: '168h' } });
    await waitFor(() => expect(queriesOf(`${P}/dashboard/`).at(-1)).toEqual({ hours: 168 }));
    expect(address.current).toBe('/dashboard/performance?range=168h&tab=overview');

    await userEvent.click(screen.getByRole('tab', { name: 'System Health' }));
    await waitFor(() => expect(queriesOf(`${P}/system-health/trend/`)).toEqual([{ hours: 168 }]));
    expect(address.current).toBe('/dashboard/performance?range=168h&tab=system-health');
    fireEvent.change(screen.getByLabelText('Time range'), { target: { value: '1h' } });
    await waitFor(() => expect(queriesOf(`${P}/system-health/trend/`).at(-1)).toEqual({ hours: 1 }));

    await userEvent.click(screen.getByRole('tab', { name: 'Cache Analytics' }));
    await waitFor(() => expect(queriesOf(`${P}/cache/analytics/`)).toEqual([{ range: '1h' }]));
  });

  test('the address opens its range and tab', async () => {
    openPerformance('/dashboard/performance?range=720h&tab=database');
    expect(await screen.findByText('sites')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Database' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Time range')).toHaveValue('720h');
  });

  test('a bad range or tab in the address falls back to 24 hours and Overview', async () => {
    openPerformance('/dashboard/performance?range=2h&tab=nope');
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(queriesOf(`${P}/dashboard/`)).toEqual([{ hours: 24 }]);
  });

  test('the tabs move with the arrow keys', async () => {
    openPerformance();
    await screen.findByRole('region', { name: 'Summary' });
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'System Health' })).toHaveFocus();
    expect(address.current).toContain('tab=system-health');
  });

  test('every view asks the service again each 30 seconds', async () => {
    jest.useFakeTimers();
    try {
      openPerformance();
      await screen.findByRole('region', { name: 'Summary' });
      act(() => jest.advanceTimersByTime(29_000));
      expect(queriesOf(`${P}/dashboard/`)).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1_000));
      await waitFor(() => expect(queriesOf(`${P}/dashboard/`)).toHaveLength(2));
    } finally {
      jest.useRealTimers();
    }
  });

  test('Refresh asks the service again', async () => {
    openPerformance();
    await screen.findByRole('region', { name: 'Summary' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(queriesOf(`${P}/dashboard/`).length).toBe(2));
  });
});

describe('an owner (not staff)', () => {
  beforeEach(asOwner);

  test('sees only Page Speed, opened by default, and never asks for the staff figures', async () => {
    openPerformance();
    expect(await screen.findByText('No page speed data yet')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Page Speed']);
    expect(screen.getByRole('tab', { name: 'Page Speed' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((call) => /dashboard|system-health|cache|database|alerts/.test(call.path))).toBe(false);
  });

  test('an address naming a staff tab opens Page Speed instead', async () => {
    openPerformance('/dashboard/performance?range=168h&tab=alerts');
    await screen.findByText('No page speed data yet');
    expect(screen.getByRole('tab', { name: 'Page Speed' })).toHaveAttribute('aria-selected', 'true');
    expect(queriesOf(`${P}/page-speed/`)).toEqual([{ hours: 168, site: '' }]);
    expect(calls.some((call) => call.path.includes('/alerts/'))).toBe(false);
  });
});

describe('Overview', () => {
  test('shows the summary cards, the vitals and their levels from the service', async () => {
    answerGet(`${P}/dashboard/`, () =>
      dashboard({
        avg_load_time: 850,
        avg_performance_score: 72,
        cache_hit_rate: 75,
        current_cpu_usage: 65,
        avg_lcp: 3000,
        avg_fid: 50,
        avg_inp: 600,
        avg_cls: 0.3,
        open_alerts_count: 5,
        critical_alerts_count: 1,
        top_pages: [
          {
            site: 3,
            site_slug: 'bakery',
            path: '/menu',
            url: 'https://bakery.test/menu',
            samples: 1200,
            load_time: 3200,
            performance_score: 45,
            lcp: 2000,
            inp: 250,
            cls: 0.02,
          },
        ],
        recent_alerts: [alert(9, { title: 'Slow LCP on /menu', severity: 'critical' })],
      }),
    );
    openPerformance();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const levelOf = (label: string) => card(summary, label).querySelector('.perf-level');

    expect(within(card(summary, 'Avg Load Time')).getByText('850 ms')).toBeInTheDocument();
    expect(levelOf('Avg Load Time')).toHaveTextContent('Good');
    expect(levelOf('Avg Load Time')).toHaveClass('perf-level--good');
    expect(within(card(summary, 'Performance Score')).getByText('72')).toBeInTheDocument();
    expect(levelOf('Performance Score')).toHaveTextContent('Good');
    expect(levelOf('Performance Score')).toHaveClass('perf-level--fair');
    expect(within(card(summary, 'Cache Hit Rate')).getByText('75%')).toBeInTheDocument();
    expect(levelOf('Cache Hit Rate')).toHaveClass('perf-level--poor');
    expect(within(card(summary, 'CPU Usage')).getByText('65%')).toBeInTheDocument();
    expect(levelOf('CPU Usage')).toHaveTextContent('Healthy');

    const vitalsCard = card(document.body, 'Core Web Vitals');
    const vital = (name: string) => within(vitalsCard).getByText(name).closest('.perf-vital') as HTMLElement;
    expect(vital('LCP')).toHaveTextContent('3 s');
    expect(vital('LCP')).toHaveClass('perf-vital--fair');
    expect(within(vital('LCP')).getByText('Needs improvement')).toBeInTheDocument();
    expect(vital('FID')).toHaveTextContent('50 ms');
    expect(vital('FID')).toHaveClass('perf-vital--good');
    expect(vital('INP')).toHaveTextContent('600 ms');
    expect(vital('INP')).toHaveClass('perf-vital--poor');
    expect(vital('INP')).toHaveTextContent('good ≤ 200 ms, poor > 500 ms');
    expect(vital('INP')).toHaveTextContent('INP replaced FID as a Core Web Vital in March 2024.');
    expect(vital('CLS')).toHaveTextContent('0.3');
    expect(vital('CLS')).toHaveClass('perf-vital--poor');

    const row = screen.getByRole('row', { name: /\/menu/ });
    expect(within(row).getByText('1.2K')).toBeInTheDocument();
    expect(within(row).getByText('3.2 s')).toHaveClass('perf-level--poor');
    expect(within(row).getByText('45')).toHaveClass('perf-level--poor');
    expect(within(row).getByText('250 ms')).toHaveClass('perf-level--fair');

    const recent = screen.getByRole('list', { name: 'Recent alerts' });
    expect(within(recent).getByText('Slow LCP on /menu')).toBeInTheDocument();
    expect(within(recent).getByText('Critical')).toBeInTheDocument();
    expect(screen.getByText('5 open, 1 critical')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View all alerts' }));
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the summary cards change word and colour at the product’s limits', async () => {
    answerGet(`${P}/dashboard/`, () =>
      dashboard({ avg_load_time: 1001, avg_performance_score: 59, cache_hit_rate: 80, current_cpu_usage: 70.1 }),
    );
    openPerformance();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const levelOf = (label: string) => card(summary, label).querySelector('.perf-level');
    expect(levelOf('Avg Load Time')).toHaveTextContent('Needs improvement');
    expect(levelOf('Avg Load Time')).toHaveClass('perf-level--fair');
    expect(levelOf('Performance Score')).toHaveTextContent('Needs work');
    expect(levelOf('Performance Score')).toHaveClass('perf-level--poor');
    expect(levelOf('Cache Hit Rate')).toHaveTextContent('Optimal');
    expect(levelOf('CPU Usage')).toHaveTextContent('High');
    expect(levelOf('CPU Usage')).toHaveClass('perf-level--poor');
  });

  test('a range with load times but no LCP or CLS yet shows no score, and says why, instead of grading the page', async () => {
    answerGet(`${P}/dashboard/`, () => dashboard({ avg_load_time: 420, avg_performance_score: null }));
    openPerformance();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const score = card(summary, 'Performance Score');
    expect(within(score).getByText('—')).toBeInTheDocument();
    expect(score).toHaveTextContent('No score yet: it needs LCP and CLS, which visits report as they end');
    expect(score).not.toHaveTextContent('No samples in this range');
    expect(score.querySelector('.perf-level')).toBeNull();
    expect(within(card(summary, 'Avg Load Time')).getByText('420 ms')).toBeInTheDocument();
  });

  test('without samples: dashes and what to do, never invented figures', async () => {
    openPerformance();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getAllByText('—')).toHaveLength(4);
    expect(summary.querySelector('.perf-level')).toBeNull();
    expect(screen.getAllByText('No samples').length).toBe(4);
    expect(screen.getByText('No page speed data yet')).toBeInTheDocument();
    expect(screen.getByText('Visits to your published pages report their Core Web Vitals here.')).toBeInTheDocument();
  });
});

describe('System Health', () => {
  test('shows the latest sample against the machine’s real totals, with the product’s levels and the trend', async () => {
    answerGet(`${P}/system-health/current/`, () =>
      health({ cpu_usage: 78, memory_usage: 90, disk_usage: 85, health_score: 54, status: 'warning' }),
    );
    answerGet(`${P}/system-health/trend/`, (query) => ({
      hours: query.hours,
      bucket_seconds: 720,
      trend_data: [
        health({ cpu_usage: 20, timestamp: '2026-11-25T12:00:00Z' }),
        health({ cpu_usage: 60, timestamp: '2026-11-25T13:00:00Z' }),
      ],
    }));
    openPerformance('/dashboard/performance?tab=system-health');
    const current = await screen.findByRole('region', { name: 'Current health' });

    expect(within(card(current, 'Health Score')).getByText('54')).toBeInTheDocument();
    expect(card(current, 'Health Score').querySelector('.perf-level')).toHaveTextContent('Warning');
    expect(card(current, 'CPU').querySelector('.perf-level')).toHaveTextContent('Warning');
    expect(card(current, 'Memory').querySelector('.perf-level')).toHaveTextContent('Critical');
    expect(card(current, 'Memory').querySelector('.perf-level')).toHaveClass('perf-level--poor');
    expect(card(current, 'Disk').querySelector('.perf-level')).toHaveTextContent('Warning');
    expect(within(card(current, 'Memory')).getByText('8 GB of 16 GB')).toBeInTheDocument();
    expect(within(card(current, 'Disk')).getByText('128 GB of 512 GB')).toBeInTheDocument();

    const facts = card(document.body, 'System');
    expect(within(facts).getByText('Load average (1, 5, 15 min)').nextElementSibling).toHaveTextContent('0.52 · 0.41 · 0.30');
    expect(within(facts).getByText('Active connections').nextElementSibling).toHaveTextContent('17');
    expect(within(facts).getByText('Requests (latest sample)').nextElementSibling).toHaveTextContent('240');
    expect(within(facts).getByText('Errors (5xx)').nextElementSibling).toHaveTextContent('3 (1.3%)');
    expect(within(facts).getByText('Network in').nextElementSibling).toHaveTextContent('2 KB/s');
    expect(within(facts).getByText('Network out').nextElementSibling).toHaveTextContent('5 MB/s');

    expect(
      await screen.findByText(/Over 2 points: CPU average 40%, peak 60%; memory average 50%, peak 50%; disk average 25%/),
    ).toBeInTheDocument();
    expect(screen.getByText('Over 2 points: 480 requests and 6 errors in the sampled intervals.')).toBeInTheDocument();
  });

  test('the levels: CPU healthy up to 70, disk healthy up to 80', async () => {
    answerGet(`${P}/system-health/current/`, () => health({ cpu_usage: 70, memory_usage: 85, disk_usage: 80 }));
    openPerformance('/dashboard/performance?tab=system-health');
    const current = await screen.findByRole('region', { name: 'Current health' });
    expect(card(current, 'CPU').querySelector('.perf-level')).toHaveTextContent('Healthy');
    expect(card(current, 'Memory').querySelector('.perf-level')).toHaveTextContent('Warning');
    expect(card(current, 'Disk').querySelector('.perf-level')).toHaveTextContent('Healthy');
    expect(await screen.findByText('No samples in this range yet')).toBeInTheDocument();
  });
});

describe('Cache Analytics', () => {
  test('shows the figures with the 90/80 hit-rate colours and High above 50 evictions and 10 pages', async () => {
    answerGet(`${P}/cache/analytics/`, () => cache({ hit_rate: 85, evictions: 51, needs_attention: 11, entries: 1234, bytes: 1536 }));
    openPerformance('/dashboard/performance?tab=cache');
    const figures = await screen.findByRole('region', { name: 'Cache figures' });
    expect(within(card(figures, 'Hit Rate')).getByText('85%')).toBeInTheDocument();
    expect(card(figures, 'Hit Rate').querySelector('.perf-level')).toHaveClass('perf-level--fair');
    expect(within(card(figures, 'Hits')).getByText('1.2K')).toBeInTheDocument();
    expect(within(card(figures, 'Misses')).getByText('99')).toBeInTheDocument();
    expect(card(figures, 'Evictions').querySelector('.perf-level')).toHaveTextContent('High');
    expect(within(card(figures, 'Entries')).getByText('1.2K')).toBeInTheDocument();
    expect(within(card(figures, 'Size')).getByText('1.5 KB')).toBeInTheDocument();
    expect(card(figures, 'Needs Attention').querySelector('.perf-level')).toHaveTextContent('High');
    expect(screen.getByText('Over 2 points with traffic the hit rate averaged 92.5% and peaked at 95%.')).toBeInTheDocument();
  });

  test('at 90% the hit rate is excellent; 50 evictions and 10 pages are normal', async () => {
    answerGet(`${P}/cache/analytics/`, () => cache({ hit_rate: 90, evictions: 50, needs_attention: 10 }));
    openPerformance('/dashboard/performance?tab=cache');
    const figures = await screen.findByRole('region', { name: 'Cache figures' });
    expect(card(figures, 'Hit Rate').querySelector('.perf-level')).toHaveClass('perf-level--good');
    expect(card(figures, 'Evictions').querySelector('.perf-level')).toHaveTextContent('Normal');
    expect(card(figures, 'Needs Attention').querySelector('.perf-level')).toHaveTextContent('Normal');
  });
  test('without a hit or a miss there is no hit rate, and the tab says what fills it', async () => {
    answerGet(`${P}/cache/analytics/`, () => cache({ hit_rate: null, status: null, hits: 0, misses: 0, evictions: 0, trend: [] }));
    openPerformance('/dashboard/performance?tab=cache');
    expect(await screen.findByText('No cache traffic in this range')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cache figures' })).not.toBeInTheDocument();
  });
});

describe('Page Speed', () => {
  test('shows each site and page with p75 vitals, load time, score and the visits’ shares', async () => {
    answerGet(`${P}/page-speed/`, () => ({
      sites: [siteSpeed(3, 'bakery', { samples: 180 })],
      pages: [
        pageSpeed(3, 'bakery', '/menu', {
          ...vitals({ lcp: 4200, inp: 320, load_time: 3500, performance_score: 40 }),
          ratings: { ...vitals().ratings, lcp: { good: 60, needs_improvement: 25, poor: 15 } },
        }),
      ],
    }));
    openPerformance('/dashboard/performance?tab=page-speed');
    const page = (await screen.findByRole('heading', { name: '/menu' })).closest('section') as HTMLElement;
    const site = screen.getByRole('heading', { name: 'Bakery' }).closest('section') as HTMLElement;

    expect(within(site).getByText('180 visits')).toBeInTheDocument();
    expect(within(site).getByText('95 · Good')).toHaveClass('perf-level--good');
    expect(within(site).getByText('1.4 s · Fast')).toHaveClass('perf-level--good');

    expect(within(page).getByText('40 · Poor')).toHaveClass('perf-level--poor');
    expect(within(page).getByText('3.5 s · Slow')).toHaveClass('perf-level--poor');
    const vital = (name: string) => within(page).getByText(name).closest('.perf-vital') as HTMLElement;
    expect(vital('LCP')).toHaveTextContent('4.2 s');
    expect(vital('LCP')).toHaveClass('perf-vital--poor');
    expect(within(vital('LCP')).getByRole('img')).toHaveAccessibleName('LCP visits: 60% good, 25% needs improvement, 15% poor');
    expect(vital('INP')).toHaveTextContent('320 ms');
    expect(vital('INP')).toHaveClass('perf-vital--fair');
    for (const name of ['FID', 'CLS', 'FCP', 'TTFB']) expect(vital(name)).toHaveClass('perf-vital--good');
  });

  test('the site filter asks for that site and is kept in the address', async () => {
    openPerformance('/dashboard/performance?tab=page-speed');
    await screen.findByText('No page speed data yet');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bakery' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: '3' } });
    await waitFor(() => expect(queriesOf(`${P}/page-speed/`).at(-1)).toEqual({ hours: 24, site: 3 }));
    expect(address.current).toBe('/dashboard/performance?range=24h&tab=page-speed&site=3');
  });
});

describe('Database', () => {
  test('shows the engine, schemas, tables, connections, cache hit ratio and slow statements', async () => {
    openPerformance('/dashboard/performance?tab=database');
    const figures = await screen.findByRole('region', { name: 'Database figures' });
    expect(within(card(figures, 'Engine')).getByText('PostgreSQL')).toBeInTheDocument();
    expect(within(card(figures, 'Connections')).getByText('10 / 100')).toBeInTheDocument();
    expect(within(card(figures, 'Connections')).getByText('3 active, 7 idle, 100 allowed')).toBeInTheDocument();
    expect(within(card(figures, 'Cache Hit Ratio')).getByText('99.2%')).toBeInTheDocument();
    expect(screen.getByText('2 MB · 1.5K rows · 1 table')).toBeInTheDocument();
    const table = screen.getByRole('row', { name: /^pages/ });
    expect(table).toHaveTextContent('1.2K1 MB1099099%');
    const query = screen.getByRole('row', { name: /select \* from sites.pages/ });
    expect(query).toHaveTextContent('4213 ms525 ms');
    expect(screen.queryByText('Unavailable on this database')).not.toBeInTheDocument();
  });

  test('what the embedded database cannot tell is said to be unavailable, not invented', async () => {
    answerGet(`${P}/database/`, () =>
      database({
        engine: 'embedded',
        schemas: [
          {
            schema: 'sites',
            size_bytes: 2 * 1024 * 1024,
            rows: null,
            tables: [{ table: 'pages', rows: null, size_bytes: 1024 * 1024, seq_scans: null, index_scans: null, index_usage: null }],
          },
        ],
        connections: null,
        cache_hit_ratio: null,
        slow_queries: null,
        unavailable: ['rows', 'seq_scans', 'index_scans', 'index_usage', 'connections', 'cache_hit_ratio', 'slow_queries'],
      }),
    );
    openPerformance('/dashboard/performance?tab=database');
    const figures = await screen.findByRole('region', { name: 'Database figures' });
    expect(within(card(figures, 'Engine')).getByText('Embedded (PGlite)')).toBeInTheDocument();
    expect(within(card(figures, 'Connections')).getByText('Unavailable on this database')).toBeInTheDocument();
    expect(within(card(figures, 'Cache Hit Ratio')).getByText('Unavailable on this database')).toBeInTheDocument();
    expect(within(card(document.body, 'Slow Queries')).getByText('Unavailable on this database')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'This database cannot report row counts, sequential scans, index scans, index usage, connections, cache hit ratio, slow queries',
    );
    expect(screen.getByText('2 MB · 1 table')).toBeInTheDocument();
    const table = screen.getByRole('row', { name: /^pages/ });
    expect(within(table).getAllByText('Unavailable on this database')).toHaveLength(4);
    expect(within(table).getByText('1 MB')).toBeInTheDocument();
    expect(screen.queryByText(/\b0 rows/)).not.toBeInTheDocument();
  });
});

describe('Alerts', () => {
  let stored: Alert[];
  beforeEach(() => {
    stored = [
      alert(1),
      alert(2, {
        alert_type: 'lcp',
        title: 'Slow LCP',
        severity: 'medium',
        status: 'acknowledged',
        actual_value: 4300,
        threshold_value: 4000,
        acknowledged_by: 1,
        acknowledged_at: '2026-11-25T13:45:00Z',
      }),
    ];
    answerGet(`${P}/alerts/`, (query) => {
      const results = stored.filter(
        (entry) => (!query.status || entry.status === query.status) && (!query.severity || entry.severity === query.severity),
      );
      return { results, count: results.length };
    });
    for (const [action, status] of [
      ['acknowledge', 'acknowledged'],
      ['resolve', 'resolved'],
    ] as const) {
      for (const entry of [1, 2]) {
        answer('POST', `${P}/alerts/${entry}/${action}/`, () => {
          const target = stored.find((candidate) => candidate.id === entry) as Alert;
          target.status = status;
          return target;
        });
      }
    }
  });

  const alertItem = (title: string) => screen.getByRole('listitem', { name: title });

  test('lists the alerts with severity, status, occurrences, first and last seen, actual against threshold', async () => {
    openPerformance('/dashboard/performance?tab=alerts');
    const cpu = (await screen.findByRole('listitem', { name: 'High CPU usage' })) as HTMLElement;
    expect(within(cpu).getByText('High')).toHaveClass('perf-severity--high');
    expect(within(cpu).getByText('New')).toBeInTheDocument();
    expect(within(cpu).getByText('CPU usage is 91.2%, above 85%')).toBeInTheDocument();
    expect(within(cpu).getByText('Actual').nextElementSibling).toHaveTextContent('91.2%');
    expect(within(cpu).getByText('Threshold').nextElementSibling).toHaveTextContent('85%');
    expect(within(cpu).getByText('Occurrences').nextElementSibling).toHaveTextContent('4');
    expect(within(cpu).getByText('First seen').nextElementSibling).toHaveTextContent('Nov 25, 2026, 10:00 AM');
    expect(within(cpu).getByText('Last seen').nextElementSibling).toHaveTextContent('Nov 25, 2026, 1:30 PM');
    const lcp = alertItem('Slow LCP');
    expect(within(lcp).getByText('Actual').nextElementSibling).toHaveTextContent('4300 ms');
    expect(within(lcp).getByText('Acknowledged', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Nov 25, 2026, 1:45 PM by you');
    // An acknowledged alert can only be resolved.
    expect(within(lcp).queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(within(lcp).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(screen.getByText('2 alerts')).toBeInTheDocument();
  });

  test('Acknowledge and Resolve move the alert on the server and the list shows its new status', async () => {
    openPerformance('/dashboard/performance?tab=alerts');
    await screen.findByRole('listitem', { name: 'High CPU usage' });
    await userEvent.click(within(alertItem('High CPU usage')).getByRole('button', { name: 'Acknowledge' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`${P}/alerts/1/acknowledge/`]);
    await waitFor(() => expect(within(alertItem('High CPU usage')).getByText('Acknowledged')).toBeInTheDocument());
    expect(within(alertItem('High CPU usage')).queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(await screen.findByText('Alert acknowledged')).toBeInTheDocument();

    await userEvent.click(within(alertItem('High CPU usage')).getByRole('button', { name: 'Resolve' }));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.path).toBe(`${P}/alerts/1/resolve/`);
    await waitFor(() => expect(within(alertItem('High CPU usage')).getByText('Resolved')).toBeInTheDocument());
    expect(within(alertItem('High CPU usage')).queryByRole('button')).not.toBeInTheDocument();
  });

  test('a resolved alert whose condition returned is new again, its earlier transitions named as earlier', async () => {
    stored = [
      alert(3, {
        status: 'new',
        occurrence_count: 6,
        acknowledged_by: 1,
        acknowledged_at: '2026-11-25T11:00:00Z',
        resolved_by: 5,
        resolved_at: '2026-11-25T12:00:00Z',
      }),
    ];
    openPerformance('/dashboard/performance?tab=alerts');
    const reopened = await screen.findByRole('listitem', { name: 'High CPU usage' });
    expect(within(reopened).getByText('Previously acknowledged').nextElementSibling).toHaveTextContent('11:00 AM by you');
    expect(within(reopened).getByText('Previously resolved').nextElementSibling).toHaveTextContent('12:00 PM by user 5');
    expect(within(reopened).getByRole('button', { name: 'Acknowledge' })).toBeInTheDocument();
  });

  test('a refused transition shows the server’s reason', async () => {
    answer('POST', `${P}/alerts/1/acknowledge/`, () => {
      throw new ApiError(400, 'Bad Request', { detail: 'Alert cannot be acknowledged from resolved' });
    });
    openPerformance('/dashboard/performance?tab=alerts');
    await screen.findByRole('listitem', { name: 'High CPU usage' });
    await userEvent.click(within(alertItem('High CPU usage')).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Alert cannot be acknowledged from resolved')).toBeInTheDocument();
  });

  test('the status and severity filters ask the service for those alerts', async () => {
    openPerformance('/dashboard/performance?tab=alerts');
    await screen.findByRole('listitem', { name: 'High CPU usage' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'acknowledged' } });
    expect(await screen.findByRole('listitem', { name: 'Slow LCP' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'High CPU usage' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'critical' } });
    expect(await screen.findByText('No alerts match these filters')).toBeInTheDocument();
    expect(queriesOf(`${P}/alerts/`).at(-1)).toEqual({ status: 'acknowledged', severity: 'critical' });
  });
});

describe('errors', () => {
  test.each([
    ['overview', `${P}/dashboard/`, 'Failed to load performance data'],
    ['system-health', `${P}/system-health/current/`, 'Failed to load system health data'],
    ['cache', `${P}/cache/analytics/`, 'Failed to load cache analytics'],
    ['page-speed', `${P}/page-speed/`, 'Failed to load page performance data'],
    ['database', `${P}/database/`, 'Failed to load database performance'],
  ])('the %s tab, when %s fails, says "%s" and Retry loads it again', async (tab, path, text) => {
    let fail = true;
    const answers: Record<string, unknown> = {
      [`${P}/dashboard/`]: dashboard(),
      [`${P}/system-health/current/`]: health(),
      [`${P}/cache/analytics/`]: cache(),
      [`${P}/page-speed/`]: { sites: [], pages: [] },
      [`${P}/database/`]: database(),
    };
    answerGet(path, () => {
      if (fail) throw new ApiError(503, 'Service Unavailable', { detail: 'The performance service is starting' });
      return answers[path];
    });
    openPerformance(`/dashboard/performance?tab=${tab}`);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(text);
    expect(error).toHaveTextContent('The performance service is starting');

    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(asked.filter((entry) => entry.path === path).length).toBeGreaterThanOrEqual(2);
  });
});
