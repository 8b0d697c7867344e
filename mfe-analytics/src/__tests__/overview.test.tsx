import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { SITES, overview } from '../test-support/fixtures';
import { address, openAnalytics } from '../test-support/open-analytics';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const OVERVIEW = '/analytics/dashboard/overview/';
let asked: { site: unknown; timeRange: unknown }[] = [];
/** Answers the overview, remembering which site and range each request asked for. */
const answerOverview = (handler: () => unknown) =>
  answer('GET', OVERVIEW, (_body: unknown, options: any) => {
    asked.push({ site: options.query.site, timeRange: options.query.timeRange });
    return handler();
  });

const busy = overview({
  pageViews: 12_400,
  uniqueVisitors: 1_530_000,
  averageTime: 155,
  bounceRate: 42.5,
  pageViewsChange: 12.5,
  uniqueVisitorsChange: -3.2,
  averageTimeChange: null,
  bounceRateChange: 4,
  conversion_rate: 2.4,
  active_visitors: 7,
  pages_per_session: 2.35,
  topPages: [
    { path: '/menu', views: 900, title: 'Our Menu' },
    { path: '/about', views: 120, title: '' },
  ],
  trafficSources: [
    { source: 'Search', visitors: 600, percentage: 60 },
    { source: 'Direct', visitors: 400, percentage: 40 },
  ],
  deviceBreakdown: { desktop: 3, mobile: 1, tablet: 0 },
  dailyStats: [
    { date: '2026-11-24', views: 10, visitors: 4 },
    { date: '2026-11-25', views: 0, visitors: 0 },
  ],
  popular_searches: [{ query: 'sourdough', count: 14 }],
  browser_stats: [
    { browser: 'Firefox', count: 9 },
    { browser: 'Chrome', count: 5 },
  ],
  os_stats: [{ os: 'Linux', count: 14 }],
});

beforeEach(() => {
  resetApi();
  asked = [];
  answer('GET', '/builder/sites/', SITES);
});

describe('the dashboard address', () => {
  test('opens on Overview, All Sites and the last 7 days', async () => {
    answerOverview(() => overview());
    openAnalytics('/dashboard/analytics');
    expect(await screen.findByText('No traffic in this period')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Site')).toHaveValue('');
    expect(screen.getByLabelText('Time range')).toHaveValue('7d');
    expect(asked[0]).toEqual({ site: '', timeRange: '7d' });
  });

  test('site, range and tab changes are written to the address and read back from it', async () => {
    answerOverview(() => overview());
    openAnalytics('/dashboard/analytics');
    await screen.findByText('No traffic in this period');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bakery' })).toBeInTheDocument());

    fireEvent.change(screen.getByLabelText('Site'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Time range'), { target: { value: '30d' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ site: 3, timeRange: '30d' }));
    expect(address.current).toBe('/dashboard/analytics?site=3&range=30d&tab=overview');

    await userEvent.click(screen.getByRole('tab', { name: 'Conversions' }));
    expect(address.current).toBe('/dashboard/analytics?site=3&range=30d&tab=conversions');
  });

  test('a site analytics address preselects its site; a bad range or tab falls back to the defaults', async () => {
    answerOverview(() => overview());
    openAnalytics('/dashboard/sites/4/analytics?range=1y&tab=nope');
    await screen.findByText('No traffic in this period');
    expect(asked[0]).toEqual({ site: 4, timeRange: '7d' });
    await waitFor(() => expect(screen.getByLabelText('Site')).toHaveValue('4'));
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the tabs move with the arrow keys', async () => {
    answerOverview(() => overview());
    openAnalytics('/dashboard/analytics?site=3&range=7d&tab=overview');
    await screen.findByText('No traffic in this period');
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Real-time' })).toHaveFocus();
    expect(address.current).toContain('tab=realtime');
  });
});

describe('the Overview tab', () => {
  test('shows every card from the service, with K/M counts and the change arrows', async () => {
    answerOverview(() => busy);
    openAnalytics('/dashboard/analytics');
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    const card = (label: string) => within(figures).getByRole('heading', { name: label }).closest('section') as HTMLElement;

    expect(within(card('Page Views')).getByText('12.4K')).toBeInTheDocument();
    expect(within(card('Page Views')).getByLabelText('Up 12.5% from the previous period')).toHaveClass('analytics-change--good');
    expect(within(card('Unique Visitors')).getByText('1.5M')).toBeInTheDocument();
    expect(within(card('Unique Visitors')).getByLabelText('Down 3.2% from the previous period')).toHaveClass('analytics-change--bad');
    expect(within(card('Avg. Session Duration')).getByText('2m 35s')).toBeInTheDocument();
    expect(card('Avg. Session Duration').querySelector('.analytics-change')).toBeNull();
    expect(within(card('Bounce Rate')).getByText('42.5%')).toBeInTheDocument();
    // A higher bounce rate is worse: its up arrow is marked bad.
    expect(within(card('Bounce Rate')).getByLabelText('Up 4% from the previous period')).toHaveClass('analytics-change--bad');

    const tip = within(card('Unique Visitors')).getByRole('button', { name: 'About unique visitors' });
    expect(tip).toHaveAccessibleDescription('Unique visitors over more than a day are the sum of daily unique visitors');

    expect(screen.getByText('Traffic from 2026-11-24 to 2026-11-25: 10 page views and 4 visitors.')).toBeInTheDocument();
    const rows = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(rows('Top pages')).toEqual(['Our Menu/menu900 views', '/about120 views']);
    expect(rows('Traffic sources')).toEqual(['Search60%600 visitors', 'Direct40%400 visitors']);
    expect(rows('Devices')).toEqual(['Desktop3 · 75%', 'Mobile1 · 25%', 'Tablet0 · 0%']);
    expect(rows('Popular searches')).toEqual(['sourdough14 searches']);
    expect(rows('Top browsers')).toEqual(['Firefox9 visitors', 'Chrome5 visitors']);

    const live = screen.getByRole('heading', { name: 'Real-time Activity' }).closest('section') as HTMLElement;
    expect(within(live).getByText('Active visitors now').nextElementSibling).toHaveTextContent('7');
    expect(within(live).getByText('Pages per session').nextElementSibling).toHaveTextContent('2.4');
    expect(within(live).getByText('Conversion rate').nextElementSibling).toHaveTextContent('2.4%');
    await userEvent.click(within(live).getByRole('button', { name: 'Open Real-time' }));
    expect(screen.getByRole('tab', { name: 'Real-time' })).toHaveAttribute('aria-selected', 'true');
  });

  test('with no visits: zeros, no arrows and an empty text in every list, no sample figures', async () => {
    answerOverview(() => overview());
    openAnalytics('/dashboard/analytics');
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(figures).getAllByText('0')).toHaveLength(2);
    expect(within(figures).getByText('0s')).toBeInTheDocument();
    expect(within(figures).getByText('0%')).toBeInTheDocument();
    expect(figures.querySelector('.analytics-change')).toBeNull();
    expect(screen.getByText('No traffic in this period')).toBeInTheDocument();
    expect(screen.getByText('No page views in this period')).toBeInTheDocument();
    expect(screen.getAllByText('No visitors in this period')).toHaveLength(3);
    expect(screen.getByText('No searches in this period')).toBeInTheDocument();
  });

  test('a failed overview shows the error with Try Again, never sample numbers, and Try Again reloads it', async () => {
    let fail = true;
    answerOverview(() => {
      if (fail) throw new ApiError(503, 'Service Unavailable', { detail: 'Analytics is starting up' });
      return busy;
    });
    openAnalytics('/dashboard/analytics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Analytics is starting up');
    expect(screen.queryByRole('region', { name: 'Key figures' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('12.4K')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('Refresh asks the service again', async () => {
    answerOverview(() => busy);
    openAnalytics('/dashboard/analytics');
    await screen.findByText('12.4K');
    const before = calls.filter((call) => call.path === OVERVIEW).length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.filter((call) => call.path === OVERVIEW).length).toBeGreaterThan(before));
  });
});

/** jsdom's Blob has no text(): read it the way a browser's older code would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('Export', () => {
  let blobs: Blob[];
  let downloads: string[];
  beforeEach(() => {
    blobs = [];
    downloads = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:analytics';
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('downloads the overview as analytics-{site}-{range}.csv with the figures and every list', async () => {
    answerOverview(() =>
      overview({
        ...busy,
        topPages: [{ path: '/menu', views: 900, title: '=HYPERLINK("x"), "best" bread' }],
      }),
    );
    openAnalytics('/dashboard/analytics?site=3&range=30d&tab=overview');
    await screen.findByText('12.4K');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    expect(downloads).toEqual(['analytics-bakery-30d.csv']);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const text = await textOf(blobs[0]);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['Site,Bakery', 'Time range,30d']);
    expect(lines).toContain('Page Views,12400,12.5');
    expect(lines).toContain('Unique Visitors,1530000,-3.2');
    expect(lines).toContain('Avg. Session Duration (s),155,');
    expect(lines).toContain('Bounce Rate (%),42.5,4');
    expect(lines).toContain('2026-11-24,10,4');
    // A title that a spreadsheet would run is written as text, its quotes doubled.
    expect(lines).toContain(`/menu,"'=HYPERLINK(""x""), ""best"" bread",900`);
    expect(lines).toContain('Search,600,60');
    expect(lines).toContain('Desktop,3');
    expect(lines).toContain('sourdough,14');
    expect(lines).toContain('Firefox,9');
    expect(lines).toContain('Linux,14');
  });

  test('All Sites exports as analytics-all-{range}.csv', async () => {
    answerOverview(() => busy);
    openAnalytics('/dashboard/analytics?range=90d');
    await screen.findByText('12.4K');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(downloads).toEqual(['analytics-all-90d.csv']);
    expect((await textOf(blobs[0])).startsWith('Site,All Sites\r\n')).toBe(true);
  });
});
