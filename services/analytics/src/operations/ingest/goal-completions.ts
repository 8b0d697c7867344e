import type { TrackedEvent } from '../../events/published';
import type { Repositories } from '../../repositories';
import type { Trx } from '../../repositories/db';
import type { GoalRow } from '../../repositories/goals';
import { goalCovers, pathMatches } from '../../rules/goal-rules';
import { recordCompletions, type Completion } from '../completions';
import type { OpenSession } from './sessions';
import type { SiteInfo } from './site-locks';

/** Page visits, custom events, tracked form posts and long enough sessions complete their goals, once per session. */
export async function completeGoals(
  repos: Pick<Repositories, 'goals'>,
  trx: Trx,
  sites: SiteInfo[],
  fresh: TrackedEvent[],
  sessions: OpenSession[],
  sessionOf: Map<TrackedEvent, OpenSession>,
) {
  const goals = await repos.goals.activeForSites(sites, ['page_visit', 'event', 'form_submit', 'time_on_site'], trx);
  if (goals.length === 0) return;
  const siteById = new Map(sites.map((site) => [site.id, site]));
  const completions: Completion[] = [];
  const complete = (goal: GoalRow, siteId: number, source_key: string, at: number) =>
    completions.push({ goal, site_id: siteId, source_key, occurred_at: new Date(at), value: Number(goal.value) });
  for (const event of fresh) {
    const site = siteById.get(event.site_id)!;
    for (const goal of goals) {
      if (!goalCovers(goal, site)) continue;
      const at = Date.parse(event.occurred_at);
      const matches =
        (goal.goal_type === 'page_visit' && event.type === 'pageview' && pathMatches(goal.target_url, event.path, site.slug)) ||
        (goal.goal_type === 'event' && event.type === 'event' && event.name === goal.target_event) ||
        (goal.goal_type === 'form_submit' && event.type === 'event' && event.name === 'form_submit');
      if (matches) complete(goal, site.id, `session:${sessionOf.get(event)!.id}`, at);
    }
  }
  for (const session of sessions) {
    const site = siteById.get(session.site_id)!;
    const seconds = (session.last - session.started) / 1000;
    const before = session.before;
    for (const goal of goals) {
      if (goal.goal_type !== 'time_on_site' || !goalCovers(goal, site)) continue;
      const reached = seconds >= goal.min_time && session.pageviews >= goal.min_pages;
      const reachedBefore = before ? (before.last - session.started) / 1000 >= goal.min_time && before.pageviews >= goal.min_pages : false;
      if (reached && !reachedBefore) complete(goal, site.id, `session:${session.id}`, session.last);
    }
  }
  await recordCompletions(repos, trx, completions);
}
