import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge, Card, EmptyState, ErrorState, Skeleton, formatCount } from '@atlas/shell-kit';
import { ANALYTICS_RANGES, DEFAULT_RANGE, useMenuAnalytics, useMenuClickThrough } from '../api/analytics';
import type { Menu } from '../api/types';
import { ChoiceGroup } from '../shared/fields';
import { averageClicksPerUser, distributionOf, engagementOf } from './analytics-figures';

// recharts is the remote's largest dependency: it loads with the first chart shown.
const ClicksChart = lazy(() => import('./clicks-chart'));

type Range = (typeof ANALYTICS_RANGES)[number];

function rangeOf(value: string | null): Range {
  const days = Number(value);
  return (ANALYTICS_RANGES as readonly number[]).includes(days) ? (days as Range) : DEFAULT_RANGE;
}

/** The Analytics tab: clicks on the menu's items over 7, 30, 90 or 365 days (the range is kept in the address). */
export function MenuAnalytics({ menu }: { menu: Menu }) {
  const [search, setSearch] = useSearchParams();
  const days = rangeOf(search.get('days'));
  const analytics = useMenuAnalytics(menu.id, days);
  const clickThrough = useMenuClickThrough(menu.id, days);
  const setDays = (value: Range) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('days', String(value));
      return next;
    });

  const rangePicker = (
    <ChoiceGroup
      label="Range"
      value={days}
      onChange={setDays}
      options={ANALYTICS_RANGES.map((value) => ({ value, label: value === 365 ? 'Last year' : `${value} days` }))}
    />
  );

  if (analytics.isError) {
    return (
      <div className="menus-analytics">
        {rangePicker}
        <ErrorState message="Failed to load analytics data" onRetry={() => analytics.refetch()} retrying={analytics.isFetching} />
      </div>
    );
  }
  if (analytics.isPending) {
    return (
      <div className="menus-analytics" aria-busy="true">
        {rangePicker}
        <div className="menus-figures">
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height={84} />
          ))}
        </div>
        <Skeleton height={240} />
      </div>
    );
  }

  const data = analytics.data;
  const average = averageClicksPerUser(data);
  const engagement = engagementOf(average);
  const distribution = distributionOf(data.top_items);
  const topItems = [...data.top_items].sort((a, b) => b.click_count - a.click_count);
  const mostClicks = topItems[0]?.click_count ?? 0;
  const rates = new Map(clickThrough.data?.items.map((item) => [item.item_id, item.click_through_rate]));

  return (
    <div className="menus-analytics">
      {rangePicker}
      {!menu.track_clicks && (
        <p className="menus-note" role="note">
          Click tracking is off for this menu: turn on Track clicks in Edit Menu to count new clicks.
        </p>
      )}
      <section className="menus-figures" aria-label="Totals">
        <div className="menus-figure">
          <span className="menus-figure__label">Total clicks</span>
          <strong className="menus-figure__value">{formatCount(data.total_clicks)}</strong>
        </div>
        <div className="menus-figure">
          <span className="menus-figure__label">Unique users</span>
          <strong className="menus-figure__value">{formatCount(data.unique_users)}</strong>
        </div>
        <div className="menus-figure">
          <span className="menus-figure__label">Clicks per user</span>
          <strong className="menus-figure__value">{average.toFixed(1)}</strong>
          <Badge tone={engagement === 'good' ? 'success' : 'warning'}>
            {engagement === 'good' ? 'Good engagement' : 'Moderate engagement'}
          </Badge>
        </div>
        <div className="menus-figure">
          <span className="menus-figure__label">Click distribution</span>
          <strong className="menus-figure__value">{distribution === 'uneven' ? 'Uneven' : 'Even'}</strong>
          <span className="menus-muted">{distribution === 'uneven' ? 'One item takes most clicks.' : 'Clicks spread across items.'}</span>
        </div>
        <div className="menus-figure">
          <span className="menus-figure__label">Click-through rate</span>
          <strong className="menus-figure__value">{percentOf(clickThrough.data?.click_through_rate)}</strong>
          <span className="menus-muted">
            {clickThrough.data
              ? `of ${formatCount(clickThrough.data.page_views)} page views of the site`
              : clickThrough.isError
                ? 'Page views unavailable'
                : 'Counting page views…'}
          </span>
        </div>
      </section>
      <div className="menus-analytics__grid">
        <Card title="Clicks by date">
          <Suspense fallback={<Skeleton height={260} />}>
            <ClicksChart days={data.clicks_by_date} />
          </Suspense>
        </Card>
        <Card title="Top items">
          {topItems.length === 0 ? (
            <EmptyState title="No clicks yet" description="Clicks on this menu's items on the public site show here." />
          ) : (
            <ol className="menus-top-items">
              {topItems.map((item) => (
                <li key={item.menu_item__id}>
                  <span className="menus-top-items__title">{item.menu_item__title}</span>
                  <span className="menus-top-items__bar" aria-hidden="true">
                    <span style={{ width: `${mostClicks ? (item.click_count / mostClicks) * 100 : 0}%` }} />
                  </span>
                  <strong>{formatCount(item.click_count)}</strong>
                  <span className="menus-muted" title="Click-through rate: clicks over the site's page views">
                    {percentOf(rates.get(item.menu_item__id))}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </div>
  );
}

/** A click-through rate as the tab shows it: '3.33 %', or '—' when there were no page views to divide by. */
function percentOf(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : `${rate.toLocaleString('en', { maximumFractionDigits: 2 })} %`;
}
