// The analytics service's answers, from its contract entry (types only), under this remote's names.
import type {
  AnalyticsOverview as ContractOverview,
  ConversionFunnel,
  ConversionFunnelStep,
  ConversionGoal as ContractGoal,
  ConversionGoalInput,
  GoalType,
  LiveAnalyticsEvent,
  RealtimeSnapshot,
  TimeRange,
  TrafficSource,
} from '@atlas/analytics/contract';

// The contract's unions built from constant lists read as `never` through Static<>; their members are
// the constants' own types.
export type AnalyticsOverview = Omit<ContractOverview, 'trafficSources'> & {
  trafficSources: { source: TrafficSource; visitors: number; percentage: number }[];
};
export type ConversionGoal = Omit<ContractGoal, 'goal_type'> & { goal_type: GoalType };

export type { GoalType, RealtimeSnapshot, TimeRange };
export type FunnelStep = ConversionFunnelStep;
export type FunnelSummary = ConversionFunnel;
export type RealtimeEvent = LiveAnalyticsEvent;
export type DeviceSplit = AnalyticsOverview['deviceBreakdown'];
/** What the goal form sends: every field it edits (the service accepts a partial goal too). */
export type GoalInput = Required<Omit<ConversionGoalInput, 'min_pages' | 'goal_type'>> & { goal_type: GoalType };
