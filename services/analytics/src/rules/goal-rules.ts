// What a conversion goal needs and what completes it: pure decisions, no storage.
import { httpError, type Static } from '@atlas/service-kit';
import type { GoalInput } from '../schemas/analytics';
import type { GoalRow } from '../repositories/goals';

type Input = Static<typeof GoalInput>;

/** The fields each goal type needs, checked on the goal as it will be saved. */
export function checkGoal(goal: Required<Pick<Input, 'name' | 'goal_type' | 'target_url' | 'target_event' | 'min_time'>>) {
  if (!goal.name.trim()) throw httpError(400, 'Name is required');
  if (!goal.goal_type) throw httpError(400, 'Goal type is required');
  if (goal.goal_type === 'page_visit' && !goal.target_url.trim()) throw httpError(400, 'Target URL is required for a page visit goal');
  if (goal.goal_type === 'event' && !goal.target_event.trim()) throw httpError(400, 'Event name is required for an event goal');
  if (goal.goal_type === 'time_on_site' && !(goal.min_time > 0))
    throw httpError(400, 'Minimum seconds is required for a time on site goal');
}

/** A goal without a site covers all its owner's sites. */
export function goalCovers(goal: Pick<GoalRow, 'site_id' | 'owner_id'>, site: { id: number; owner_id: number }): boolean {
  return goal.site_id === null ? goal.owner_id === site.owner_id : goal.site_id === site.id;
}

/** A builder form's post and the tracker's beacon for the same submission arrive this close together. */
export const SAME_SUBMISSION_MS = 30_000;

/** A target written as '/thank-you' matches the page at /{site}/thank-you and /live/{site}/thank-you too. */
export function pathMatches(target: string, path: string, siteSlug: string): boolean {
  const normalise = (value: string) => {
    let pathname = value.trim();
    if (/^https?:\/\//i.test(pathname)) {
      try {
        pathname = new URL(pathname).pathname;
      } catch {
        return '';
      }
    }
    pathname = pathname.split(/[?#]/)[0];
    if (!pathname.startsWith('/')) pathname = `/${pathname}`;
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  };
  const wanted = normalise(target);
  if (!wanted) return false;
  const full = normalise(path);
  if (full === wanted) return true;
  for (const prefix of [`/live/${siteSlug}`, `/${siteSlug}`]) {
    if (full === prefix || full.startsWith(`${prefix}/`)) return (full.slice(prefix.length) || '/') === wanted;
  }
  return false;
}
