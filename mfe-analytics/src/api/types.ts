// The analytics service's answers as this remote reads them (the shared analytics contract).
// Until the service's own contract entry exists, they are written out here once.

export type TimeRange = '1d' | '7d' | '30d' | '90d';

export interface DeviceSplit {
  desktop: number;
  mobile: number;
  tablet: number;
}

export interface FunnelStep {
  step: string;
  count: number;
  percentage: number;
  drop_off: number;
}

export interface AnalyticsOverview {
  pageViews: number;
  uniqueVisitors: number;
  averageTime: number;
  bounceRate: number;
  pageViewsChange: number | null;
  uniqueVisitorsChange: number | null;
  averageTimeChange: number | null;
  bounceRateChange: number | null;
  conversion_rate: number;
  active_visitors: number;
  pages_per_session: number;
  topPages: { path: string; views: number; title: string }[];
  trafficSources: { source: string; visitors: number; percentage: number }[];
  deviceBreakdown: DeviceSplit;
  dailyStats: { date: string; views: number; visitors: number }[];
  popular_searches: { query: string; count: number }[];
  browser_stats: { browser: string; count: number }[];
  os_stats: { os: string; count: number }[];
  conversion_funnel: FunnelStep[];
  unique_visitors_note?: string;
}

export interface RealtimeEvent {
  type: string;
  name: string;
  page: string;
  timestamp: string;
  country?: string;
  device?: string;
}

export interface RealtimeSnapshot {
  active_visitors: number;
  active_pages: { page: string; visitors: number }[];
  recent_views: { page: string; country: string; device: string; timestamp: string }[];
  active_countries: { country: string; visitors: number }[];
  active_devices: DeviceSplit;
  recent_events: RealtimeEvent[];
}

export type GoalType = 'page_visit' | 'event' | 'form_submit' | 'time_on_site' | 'purchase' | 'signup';

export interface ConversionGoal {
  id: number;
  name: string;
  description: string;
  goal_type: GoalType;
  target_url: string;
  target_event: string;
  min_time: number | null;
  min_pages: number | null;
  value: string | number;
  is_active: boolean;
  site: number | null;
  completions: number;
  created_at: string;
  updated_at: string;
}

export type GoalInput = Pick<
  ConversionGoal,
  'name' | 'description' | 'goal_type' | 'target_url' | 'target_event' | 'min_time' | 'is_active' | 'site'
> & { value: number };

export interface FunnelSummary {
  total_conversions: number;
  conversion_rate: number;
  total_revenue: number | string;
  active_goals: number;
  funnel: FunnelStep[];
}
