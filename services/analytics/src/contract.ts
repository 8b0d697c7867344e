// The analytics service's answers as types, for the front ends (types only: nothing server-side is
// bundled by importing them) and its shared constants.
import type { Static } from '@atlas/service-kit';
import type {
  Activity,
  ActivityList,
  Beacon,
  Funnel,
  FunnelStep,
  Goal,
  GoalInput,
  GoalList,
  LiveEvent,
  MenuClickThrough,
  Overview,
  Realtime,
  Stats,
} from './schemas/analytics';

export * from './constants';

export type AnalyticsBeacon = Static<typeof Beacon>;
export type AnalyticsOverview = Static<typeof Overview>;
export type RealtimeSnapshot = Static<typeof Realtime>;
export type LiveAnalyticsEvent = Static<typeof LiveEvent>;
export type ConversionGoal = Static<typeof Goal>;
export type ConversionGoalInput = Static<typeof GoalInput>;
export type ConversionGoalList = Static<typeof GoalList>;
export type ConversionFunnel = Static<typeof Funnel>;
export type ConversionFunnelStep = Static<typeof FunnelStep>;
export type DashboardStats = Static<typeof Stats>;
export type ActivityItem = Static<typeof Activity>;
export type ActivityFeed = Static<typeof ActivityList>;
export type MenuClickThroughRate = Static<typeof MenuClickThrough>;

/** What the websocket sends: the snapshot on subscribe_realtime, then each new event. */
export type RealtimeMessage = { type: 'analytics_update'; data: RealtimeSnapshot } | { type: 'new_event'; event: LiveAnalyticsEvent };
