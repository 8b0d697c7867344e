import { Type } from '@atlas/service-kit';
import { GOAL_TYPES, TIME_RANGES } from '../constants';

const Uuid = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const Utm = Type.Optional(Type.String({ maxLength: 200, errorMessage: '{path} must be at most 200 characters' }));
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const Percent = Type.Number();
/** One of some words, refused with one sentence (a union of literals would name only its first branch). */
const OneOf = <T extends string>(values: readonly T[], errorMessage: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], errorMessage });

const PROPS = 'props must be a flat object of at most 20 string (at most 500 characters) or number values';

// The tracker's beacon (sent with navigator.sendBeacon, so possibly as text/plain).
export const Beacon = Type.Object({
  event_id: Type.String({ pattern: Uuid, errorMessage: 'event_id must be a UUID' }),
  site: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    errorMessage: 'site must be a site slug',
  }),
  type: OneOf(['pageview', 'event'] as const, "type must be 'pageview' or 'event'"),
  path: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/', errorMessage: "path must start with '/' (at most 2000 characters)" }),
  referrer: Type.Optional(Type.String({ maxLength: 2000, errorMessage: 'referrer must be at most 2000 characters' })),
  screen_width: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 20000, errorMessage: 'screen_width must be a whole number from 0 to 20000' }),
  ),
  utm_source: Utm,
  utm_medium: Utm,
  utm_campaign: Utm,
  utm_term: Utm,
  utm_content: Utm,
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, errorMessage: 'name must be from 1 to 100 characters' })),
  props: Type.Optional(
    Type.Record(
      Type.String({ maxLength: 100 }),
      Type.Union([Type.String({ maxLength: 500, errorMessage: PROPS }), Type.Number({ errorMessage: PROPS })]),
      {
        maxProperties: 20,
        errorMessage: PROPS,
      },
    ),
  ),
  title: Type.Optional(Type.String({ maxLength: 300, errorMessage: 'title must be at most 300 characters' })),
});
export const CollectAnswer = Type.Object({ status: Type.Union([Type.Literal('accepted'), Type.Literal('ignored')]) });

// Which sites and which period a dashboard reads.
const SiteFilter = Type.Optional(
  Type.String({ maxLength: 10, pattern: '^(|[1-9][0-9]*)$', errorMessage: 'site must be a site id or empty (all your sites)' }),
);
const Range = Type.Optional(OneOf(TIME_RANGES, `timeRange must be one of ${TIME_RANGES.join(', ')}`));
export const OverviewQuery = Type.Object({ site: SiteFilter, timeRange: Range });
export const RealtimeQuery = Type.Object({ site: SiteFilter });

export const FunnelStep = Type.Object({
  step: Type.String(),
  count: Type.Integer(),
  percentage: Percent,
  /** Percent of the previous step's count lost before this one (0 for the first step). */
  drop_off: Percent,
});

export const Overview = Type.Object({
  pageViews: Type.Integer(),
  uniqueVisitors: Type.Integer(),
  averageTime: Type.Number({ description: 'average session duration in seconds' }),
  bounceRate: Percent,
  pageViewsChange: NullableNumber,
  uniqueVisitorsChange: NullableNumber,
  averageTimeChange: NullableNumber,
  bounceRateChange: NullableNumber,
  conversion_rate: Percent,
  active_visitors: Type.Integer(),
  pages_per_session: Type.Number(),
  topPages: Type.Array(Type.Object({ path: Type.String(), views: Type.Integer(), title: Type.String() })),
  trafficSources: Type.Array(
    Type.Object({
      source: Type.Union([
        Type.Literal('Direct'),
        Type.Literal('Search'),
        Type.Literal('Social'),
        Type.Literal('Referral'),
        Type.Literal('Email'),
      ]),
      visitors: Type.Integer(),
      percentage: Percent,
    }),
  ),
  deviceBreakdown: Type.Object({ desktop: Type.Integer(), mobile: Type.Integer(), tablet: Type.Integer() }),
  dailyStats: Type.Array(Type.Object({ date: Type.String(), views: Type.Integer(), visitors: Type.Integer() })),
  popular_searches: Type.Array(Type.Object({ query: Type.String(), count: Type.Integer() })),
  browser_stats: Type.Array(Type.Object({ browser: Type.String(), count: Type.Integer() })),
  os_stats: Type.Array(Type.Object({ os: Type.String(), count: Type.Integer() })),
  conversion_funnel: Type.Array(FunnelStep),
  unique_visitors_note: Type.String(),
});

const Devices = Type.Object({ desktop: Type.Integer(), mobile: Type.Integer(), tablet: Type.Integer() });
export const LiveEvent = Type.Object({
  type: Type.String(),
  name: Type.String(),
  page: Type.String(),
  country: Type.String(),
  device: Type.String(),
  timestamp: Type.String(),
});
export const Realtime = Type.Object({
  active_visitors: Type.Integer(),
  active_pages: Type.Array(Type.Object({ page: Type.String(), visitors: Type.Integer() })),
  recent_views: Type.Array(Type.Object({ page: Type.String(), country: Type.String(), device: Type.String(), timestamp: Type.String() })),
  active_countries: Type.Array(Type.Object({ country: Type.String(), visitors: Type.Integer() })),
  active_devices: Devices,
  recent_events: Type.Array(Type.Object({ type: Type.String(), name: Type.String(), page: Type.String(), timestamp: Type.String() })),
});

// Conversion goals.
const GOAL_SITE = 'site must be null (all your sites) or a site id';
const GoalType = OneOf(GOAL_TYPES, `goal_type must be one of ${GOAL_TYPES.join(', ')}`);
export const Goal = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  goal_type: GoalType,
  target_url: Type.String(),
  target_event: Type.String(),
  min_time: Type.Integer(),
  min_pages: Type.Integer(),
  value: Type.Number(),
  is_active: Type.Boolean(),
  site: Type.Union([Type.Integer(), Type.Null()]),
  completions: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export const GoalList = Type.Object({ results: Type.Array(Goal), count: Type.Integer() });
const goalFields = {
  name: Type.String({ maxLength: 200, errorMessage: 'Name must be at most 200 characters' }),
  description: Type.String({ maxLength: 2000, errorMessage: 'Description must be at most 2000 characters' }),
  goal_type: GoalType,
  target_url: Type.String({ maxLength: 2000, errorMessage: 'Target URL must be at most 2000 characters' }),
  target_event: Type.String({ maxLength: 100, errorMessage: 'Event name must be at most 100 characters' }),
  min_time: Type.Integer({ minimum: 0, maximum: 86400, errorMessage: 'Minimum seconds must be a whole number from 0 to 86400' }),
  min_pages: Type.Integer({ minimum: 0, maximum: 1000, errorMessage: 'min_pages must be a whole number from 0 to 1000' }),
  value: Type.Number({ minimum: 0, maximum: 1_000_000_000, errorMessage: 'Value must be a number from 0 to 1000000000' }),
  is_active: Type.Boolean({ errorMessage: 'is_active must be true or false' }),
  site: Type.Union([Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, errorMessage: GOAL_SITE }), Type.Null({ errorMessage: GOAL_SITE })], {
    errorMessage: GOAL_SITE,
  }),
};
// Required fields are checked by the operation so a missing name reads 'Name is required'.
export const GoalInput = Type.Partial(Type.Object(goalFields));
export const GoalQuery = Type.Object({ site: SiteFilter });
export const FunnelQuery = Type.Object({ site: SiteFilter, timeRange: Range });
export const Funnel = Type.Object({
  total_conversions: Type.Integer(),
  conversion_rate: Percent,
  total_revenue: Type.Number(),
  active_goals: Type.Integer(),
  funnel: Type.Array(FunnelStep),
});

// The dashboard home.
export const Stats = Type.Object({
  content: Type.Integer(),
  content_types: Type.Object({ post: Type.Integer(), page: Type.Integer(), product: Type.Integer(), event: Type.Integer() }),
  /** The platform's registered users: staff only (null for an owner, whose home counts their sites' visitors). */
  users: Type.Union([Type.Integer(), Type.Null()]),
  page_views: Type.Integer(),
  page_views_change: NullableNumber,
  visitors: Type.Integer(),
});
export const ActivityQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10, errorMessage: 'limit must be a whole number from 1 to 50' })),
});
export const Activity = Type.Object({
  type: Type.String(),
  description: Type.String(),
  created_at: Type.String(),
  site: Type.Union([Type.Integer(), Type.Null()]),
});
export const ActivityList = Type.Object({ results: Type.Array(Activity) });

// A menu's click-through rate (the menus dashboard's analytics tab).
export const MenuClicksQuery = Type.Object({
  days: Type.Optional(
    Type.Unsafe<'7' | '30' | '90' | '365'>({
      type: 'string',
      enum: ['7', '30', '90', '365'],
      errorMessage: 'days must be one of 7, 30, 90, 365',
    }),
  ),
});
export const MenuClickThrough = Type.Object({
  menu_id: Type.Integer(),
  site: Type.Integer(),
  days: Type.Integer(),
  page_views: Type.Integer(),
  clicks: Type.Integer(),
  click_through_rate: NullableNumber,
  items: Type.Array(Type.Object({ item_id: Type.Integer(), clicks: Type.Integer(), click_through_rate: NullableNumber })),
});

// The Activity screen: the same log as Recent Activity, paged and filtered by site and person.
export const ActivityLogQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, errorMessage: 'page must be a whole number from 1' })),
  page_size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, default: 20, errorMessage: 'page_size must be a whole number from 1 to 100' }),
  ),
  site: Type.Optional(Type.Integer({ minimum: 1, errorMessage: 'site must be a site id' })),
  actor: Type.Optional(Type.Integer({ minimum: 1, errorMessage: 'actor must be a user id' })),
});
const Actor = Type.Object({ id: Type.Integer(), username: Type.Union([Type.String(), Type.Null()]) });
export const ActivityLogEntry = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  description: Type.String(),
  created_at: Type.String(),
  site: Type.Union([Type.Integer(), Type.Null()]),
  actor: Type.Union([Actor, Type.Null()]),
});
export const ActivityLog = Type.Object({
  results: Type.Array(ActivityLogEntry),
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  /** Everyone the log names on the sites in view (the person filter's choices). */
  actors: Type.Array(Actor),
});

// The staff audit log: who changed roles, site settings, domains and modules; filtered, paged, or whole as CSV.
const Day = (name: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', errorMessage: `${name} must be a date (YYYY-MM-DD)` });
export const AuditQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, errorMessage: 'page must be a whole number from 1' })),
  page_size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, default: 50, errorMessage: 'page_size must be a whole number from 1 to 100' }),
  ),
  action: Type.Optional(
    Type.Enum(['role', 'settings', 'domain', 'module'], { errorMessage: 'action must be one of role, settings, domain, module' }),
  ),
  actor: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, errorMessage: 'actor must be a user id' })),
  from: Type.Optional(Day('from')),
  to: Type.Optional(Day('to')),
});
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  description: Type.String(),
  created_at: Type.String(),
  site: Type.Union([Type.Integer(), Type.Null()]),
  actor: Type.Union([Actor, Type.Null()]),
});
export const AuditLog = Type.Object({
  results: Type.Array(AuditEntry),
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  /** Everyone the audit log names (the person filter's choices). */
  actors: Type.Array(Actor),
});
