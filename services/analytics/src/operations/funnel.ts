import type { Knex } from 'knex';
import { intArray, type Static } from '@atlas/service-kit';
import type { Funnel } from '../schemas/analytics';
import type { SiteScope } from './overview';
import { percentOf, roundTo, type Period } from './periods';

/**
 * The goals a dashboard shows for its scope: the goals of its sites (whichever member made them) and
 * the all-sites goals of their owners (for all sites, the caller's own too).
 */
export function goalsInScope(db: Knex, schema: string, scope: Pick<SiteScope, 'siteIds' | 'goalOwners'>) {
  return db(`${schema}.goals`).where((where) =>
    where.whereIn('site_id', scope.siteIds).orWhere((orWhere) => orWhere.whereNull('site_id').whereIn('owner_id', scope.goalOwners)),
  );
}

/**
 * Visitors, then each active goal in order with its completions in the period on the scope's
 * sites (orders and sign-ups belong to no site and always count).
 */
export async function funnelOf(db: Knex, schema: string, scope: SiteScope, period: Period): Promise<Static<typeof Funnel>> {
  const [{ visitors }] = (
    await db.raw(
      `select coalesce(sum(day_visitors), 0)::float8 as visitors from ${schema}.site_hours
       where site_id = any(?::int[]) and hour >= ? and hour < ?`,
      [intArray(scope.siteIds), period.start, period.end],
    )
  ).rows as { visitors: number }[];
  const goals: { id: number; name: string }[] = await goalsInScope(db, schema, scope)
    .andWhere({ is_active: true })
    .orderBy('id')
    .select('id', 'name');
  const counts = new Map<number, { count: number; revenue: number }>();
  if (goals.length > 0) {
    const { rows } = await db.raw(
      `select goal_id, count(*)::int as count, coalesce(sum(value), 0)::float8 as revenue from ${schema}.goal_completions
       where goal_id = any(?::int[]) and occurred_at >= ? and occurred_at < ? and (site_id is null or site_id = any(?::int[]))
       group by goal_id`,
      [intArray(goals.map((goal) => goal.id)), period.start, period.end, intArray(scope.siteIds)],
    );
    for (const row of rows as { goal_id: number; count: number; revenue: number }[]) {
      counts.set(row.goal_id, { count: Number(row.count), revenue: Number(row.revenue) });
    }
  }
  const visitorCount = Number(visitors);
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
