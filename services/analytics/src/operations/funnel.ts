import type { Static } from '@atlas/service-kit';
import type { Funnel } from '../schemas/analytics';
import type { Repositories } from '../repositories';
import { percentOf, roundTo, type Period } from '../rules/period-rules';
import type { SiteScope } from './overview';

/**
 * Visitors, then each active goal in order with its completions in the period on the scope's
 * sites (orders and sign-ups belong to no site and always count).
 */
export async function funnelOf(
  repos: Pick<Repositories, 'rollups' | 'goals'>,
  scope: SiteScope,
  period: Period,
): Promise<Static<typeof Funnel>> {
  const visitorCount = await repos.rollups.dayVisitorsIn(scope.siteIds, period.start, period.end);
  const goals = await repos.goals.activeInScope(scope);
  const counts = new Map<number, { count: number; revenue: number }>();
  if (goals.length > 0) {
    const rows = await repos.goals.completionsIn(
      goals.map((goal) => goal.id),
      scope.siteIds,
      period.start,
      period.end,
    );
    for (const row of rows) counts.set(row.goal_id, { count: Number(row.count), revenue: Number(row.revenue) });
  }
  const steps = [
    { step: 'Visitors', count: visitorCount },
    ...goals.map((goal) => ({ step: goal.name, count: counts.get(goal.id)?.count ?? 0 })),
  ];
  const funnel = steps.map((step, index) => {
    const previous = index > 0 ? steps[index - 1].count : step.count;
    return {
      step: step.step,
      count: step.count,
      percentage: index === 0 ? (visitorCount > 0 ? 100 : 0) : percentOf(step.count, visitorCount),
      drop_off: index === 0 || previous === 0 ? 0 : roundTo(Math.max(0, ((previous - step.count) / previous) * 100)),
    };
  });
  const totalConversions = [...counts.values()].reduce((sum, value) => sum + value.count, 0);
  const totalRevenue = [...counts.values()].reduce((sum, value) => sum + value.revenue, 0);
  return {
    total_conversions: totalConversions,
    conversion_rate: percentOf(totalConversions, visitorCount),
    total_revenue: roundTo(totalRevenue, 2),
    active_goals: goals.length,
    funnel,
  };
}
