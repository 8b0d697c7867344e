import type { Knex } from 'knex';

export interface GoalRow {
  id: number;
  owner_id: number;
  owner_is_staff: boolean;
  site_id: number | null;
  name: string;
  description: string;
  goal_type: string;
  target_url: string;
  target_event: string;
  min_time: number;
  min_pages: number;
  value: string | number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface Completion {
  goal: GoalRow;
  site_id: number | null;
  /** What completed it, unique per goal: `session:<id>` (a visit), `form:<id>`, `order:<id>`, `user:<id>`. */
  source_key: string;
  occurred_at: Date;
  value: number;
}

/** A builder form's post and the tracker's beacon for the same submission arrive this close together. */
const SAME_SUBMISSION_MS = 30_000;

/** The active goals that events of these sites can complete (a goal without a site covers all its owner's sites). */
export async function goalsForSites(
  trx: Knex.Transaction,
  schema: string,
  sites: { id: number; owner_id: number }[],
  types: string[],
): Promise<GoalRow[]> {
  if (sites.length === 0) return [];
  return trx(`${schema}.goals`)
    .where({ is_active: true })
    .whereIn('goal_type', types)
    .andWhere((where) =>
      where
        .whereIn(
          'site_id',
          sites.map((site) => site.id),
        )
        .orWhere((orWhere) =>
          orWhere.whereNull('site_id').whereIn(
            'owner_id',
            sites.map((site) => site.owner_id),
          ),
        ),
    )
    .orderBy('id');
}

export function goalCovers(goal: GoalRow, site: { id: number; owner_id: number }): boolean {
  return goal.site_id === null ? goal.owner_id === site.owner_id : goal.site_id === site.id;
}

/**
 * Writes completions once each (the source key is unique per goal). A form submission is seen twice
 * for builder forms (the tracker's beacon and the sites service's post): the second within 30 s on
 * the same site is the same submission and is not counted again. Callers hold the site's ingest lock.
 */
export async function recordCompletions(trx: Knex.Transaction, schema: string, completions: Completion[]): Promise<number> {
  const kept: Completion[] = [];
  for (const completion of completions) {
    if (completion.goal.goal_type === 'form_submit' && completion.site_id !== null) {
      const otherKind = completion.source_key.startsWith('form:') ? 'session:%' : 'form:%';
      const twin = await trx(`${schema}.goal_completions`)
        .where({ goal_id: completion.goal.id, site_id: completion.site_id })
        .andWhere('source_key', 'like', otherKind)
        .andWhereBetween('occurred_at', [
          new Date(completion.occurred_at.getTime() - SAME_SUBMISSION_MS),
          new Date(completion.occurred_at.getTime() + SAME_SUBMISSION_MS),
        ])
        .first('id');
      const twinInBatch = kept.some(
        (other) =>
          other.goal.id === completion.goal.id &&
          other.site_id === completion.site_id &&
          other.source_key.startsWith('form:') !== completion.source_key.startsWith('form:') &&
          Math.abs(other.occurred_at.getTime() - completion.occurred_at.getTime()) <= SAME_SUBMISSION_MS,
      );
      if (twin || twinInBatch) continue;
    }
    kept.push(completion);
  }
  if (kept.length === 0) return 0;
  const inserted = await trx(`${schema}.goal_completions`)
    .insert(
      kept.map((completion) => ({
        goal_id: completion.goal.id,
        site_id: completion.site_id,
        source_key: completion.source_key,
        occurred_at: completion.occurred_at,
        value: completion.value,
      })),
    )
    .onConflict(['goal_id', 'source_key'])
    .ignore()
    .returning('id');
  return inserted.length;
}

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
