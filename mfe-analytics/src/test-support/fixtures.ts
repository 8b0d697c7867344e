import type { AnalyticsOverview, ConversionGoal, FunnelSummary, RealtimeSnapshot } from '../api/types';

export const SITES = [
  { id: 3, name: 'Bakery', slug: 'bakery', is_published: true },
  { id: 4, name: 'Portfolio', slug: 'portfolio', is_published: false },
];

/** An overview as the service answers it, every list empty and every figure zero unless changed. */
export function overview(over: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    pageViews: 0,
    uniqueVisitors: 0,
    averageTime: 0,
    bounceRate: 0,
    pageViewsChange: null,
    uniqueVisitorsChange: null,
    averageTimeChange: null,
    bounceRateChange: null,
    conversion_rate: 0,
    active_visitors: 0,
    pages_per_session: 0,
    topPages: [],
    trafficSources: [],
    deviceBreakdown: { desktop: 0, mobile: 0, tablet: 0 },
    dailyStats: [
      { date: '2026-11-24', views: 0, visitors: 0 },
      { date: '2026-11-25', views: 0, visitors: 0 },
    ],
    popular_searches: [],
    browser_stats: [],
    os_stats: [],
    conversion_funnel: [],
    unique_visitors_note: 'Unique visitors over more than a day are the sum of daily unique visitors',
    ...over,
  };
}

export function snapshot(over: Partial<RealtimeSnapshot> = {}): RealtimeSnapshot {
  return {
    active_visitors: 0,
    active_pages: [],
    recent_views: [],
    active_countries: [],
    active_devices: { desktop: 0, mobile: 0, tablet: 0 },
    recent_events: [],
    ...over,
  };
}

export function goal(id: number, name: string, over: Partial<ConversionGoal> = {}): ConversionGoal {
  return {
    id,
    name,
    description: '',
    goal_type: 'page_visit',
    target_url: '/thank-you',
    target_event: '',
    min_time: 0,
    min_pages: 0,
    value: 0,
    is_active: true,
    site: 3,
    completions: 0,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...over,
  };
}

export function funnel(over: Partial<FunnelSummary> = {}): FunnelSummary {
  return { total_conversions: 0, conversion_rate: 0, total_revenue: 0, active_goals: 0, funnel: [], ...over };
}
