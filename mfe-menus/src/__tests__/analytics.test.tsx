import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { averageClicksPerUser, distributionOf, engagementOf } from '../analytics/analytics-figures';
import { LOCATIONS, SITES, analytics, item, menu } from '../test-support/fixtures';
import { address, openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const top = (...counts: number[]) =>
  counts.map((count, i) => ({ menu_item__id: i + 1, menu_item__title: `Item ${i + 1}`, click_count: count }));
let daysAsked: number[] = [];
/** The analytics answer, remembering the range each request asked for. */
const answerAnalytics = (handler: () => unknown) =>
  answer('GET', '/menus/10/analytics/', (_body: unknown, options: any) => {
    daysAsked.push(options.query.days);
    return handler();
  });

describe('the analytics figures', () => {
  test('average clicks per user rounds to one decimal (no users: 0)', () => {
    expect(averageClicksPerUser({ total_clicks: 10, unique_users: 3 })).toBe(3.3);
    expect(averageClicksPerUser({ total_clicks: 5, unique_users: 2 })).toBe(2.5);
    expect(averageClicksPerUser({ total_clicks: 4, unique_users: 0 })).toBe(0);
  });

  test("engagement is 'good' above 2 clicks per user, else 'moderate'", () => {
    expect(engagementOf(2.1)).toBe('good');
    expect(engagementOf(2)).toBe('moderate');
  });

  test("distribution is 'uneven' when the top item has more than 3× the second's clicks", () => {
    expect(distributionOf(top(31, 10))).toBe('uneven');
    expect(distributionOf(top(30, 10))).toBe('even');
    expect(distributionOf(top(10, 31))).toBe('uneven');
    expect(distributionOf(top(5))).toBe('even');
  });
});

describe('the Analytics tab', () => {
  beforeEach(() => {
    resetApi();
    daysAsked = [];
    answer('GET', '/builder/sites/', SITES);
    answer('GET', '/locations/', LOCATIONS);
    answer('GET', '/menus/', [menu(10, 'Main')]);
    answer('GET', '/items/', [item(1, 'Home')]);
  });

  test('totals with K/M counts, clicks per user, engagement, distribution and the top items; 30 days by default', async () => {
    answerAnalytics(() =>
      analytics({
        total_clicks: 1_250_000,
        unique_users: 1500,
        top_items: top(900, 120),
        clicks_by_date: [
          { date: '2026-11-24', clicks: 3 },
          { date: '2026-11-25', clicks: 0 },
        ],
      }),
    );
    answer('GET', '/analytics/menus/10/click-through/', {
      menu_id: 10,
      site: 3,
      days: 30,
      page_views: 36_000,
      clicks: 1020,
      click_through_rate: 2.83,
      items: [
        { item_id: 1, clicks: 900, click_through_rate: 2.5 },
        { item_id: 2, clicks: 120, click_through_rate: 0.33 },
      ],
    });
    openMenus('/dashboard/menus/3/10?tab=analytics');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(await within(totals).findByText('2.83 %')).toBeInTheDocument();
    expect(within(totals).getByText('of 36K page views of the site')).toBeInTheDocument();
    expect(within(totals).getByText('1.3M')).toBeInTheDocument();
    expect(within(totals).getByText('1.5K')).toBeInTheDocument();
    expect(within(totals).getByText('833.3')).toBeInTheDocument();
    expect(within(totals).getByText('Good engagement')).toBeInTheDocument();
    expect(within(totals).getByText('Uneven')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Item 19002.5 %', 'Item 21200.33 %']);
    expect(await screen.findByText(/Clicks by date from 2026-11-24 to 2026-11-25: 3 in total/)).toBeInTheDocument();
    expect(daysAsked).toEqual([30]);
    expect(within(screen.getByRole('group', { name: 'Range' })).getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a range asks for those days and is kept in the address', async () => {
    answerAnalytics(() => analytics({ total_clicks: 3, unique_users: 2, top_items: top(2, 1) }));
    openMenus('/dashboard/menus/3/10?tab=analytics');
    await screen.findByText('Moderate engagement');
    expect(screen.getByText('1.5')).toBeInTheDocument();
    expect(screen.getByText('Even')).toBeInTheDocument();
    // The analytics service did not answer the click-through rate: the clicks still show.
    expect(await screen.findByText('Page views unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(daysAsked).toEqual([30, 7]));
    expect(address.current).toBe('/dashboard/menus/3/10?tab=analytics&days=7');
    fireEvent.click(screen.getByRole('button', { name: 'Last year' }));
    await waitFor(() => expect(daysAsked).toEqual([30, 7, 365]));
  });

  test("a failure shows 'Failed to load analytics data'; Try Again asks again", async () => {
    let fail = true;
    answerAnalytics(() => {
      if (fail) throw new Error('network down');
      return analytics({ total_clicks: 12, unique_users: 4, top_items: top(12) });
    });
    openMenus('/dashboard/menus/3/10?tab=analytics');
    expect(await screen.findByText('Failed to load analytics data')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Good engagement')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load analytics data')).toBeNull();
  });
});
