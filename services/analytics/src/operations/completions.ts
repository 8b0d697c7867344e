import type { Repositories } from '../repositories';
import type { Trx } from '../repositories/db';
import type { GoalRow } from '../repositories/goals';
import { SAME_SUBMISSION_MS } from '../rules/goal-rules';

export interface Completion {
  goal: GoalRow;
  site_id: number | null;
  /** What completed it, unique per goal: `session:<id>` (a visit), `form:<id>`, `order:<id>`, `user:<id>`. */
  source_key: string;
  occurred_at: Date;
  value: number;
}

/**
 * Writes completions once each (the source key is unique per goal). A form submission is seen twice
 * for builder forms (the tracker's beacon and the sites service's post): the second within 30 s on
 * the same site is the same submission and is not counted again. Callers hold the site's ingest lock.
 */
export async function recordCompletions(repos: Pick<Repositories, 'goals'>, trx: Trx, completions: Completion[]): Promise<number> {
  const kept: Completion[] = [];
  for (const completion of completions) {
    if (completion.goal.goal_type === 'form_submit' && completion.site_id !== null) {
      const otherKind = completion.source_key.startsWith('form:') ? 'session:%' : 'form:%';
      const twin = await repos.goals.hasCompletionBetween(
        completion.goal.id,
        completion.site_id,
        otherKind,
        new Date(completion.occurred_at.getTime() - SAME_SUBMISSION_MS),
        new Date(completion.occurred_at.getTime() + SAME_SUBMISSION_MS),
        trx,
      );
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
  return repos.goals.insertCompletions(
    kept.map((completion) => ({
      goal_id: completion.goal.id,
      site_id: completion.site_id,
      source_key: completion.source_key,
      occurred_at: completion.occurred_at,
      value: completion.value,
    })),
    trx,
  );
}

/** Each goal completed once by what `sourceKey` names, at `at` (its value: the goal's, unless given). */
export const completionsOf = (goals: GoalRow[], siteId: number | null, sourceKey: string, at: Date, value?: number): Completion[] =>
  goals.map((goal) => ({ goal, site_id: siteId, source_key: sourceKey, occurred_at: at, value: value ?? Number(goal.value) }));
