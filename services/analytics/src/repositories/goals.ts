import type { Knex } from 'knex';
import { intArray } from '@atlas/service-kit';
import { SCHEMA, table, type Db } from './db';

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

export type GoalChanges = Pick<
  GoalRow,
  'name' | 'description' | 'goal_type' | 'target_url' | 'target_event' | 'min_time' | 'min_pages' | 'is_active' | 'site_id'
> & { value: number };
export type NewGoal = GoalChanges & Pick<GoalRow, 'owner_id' | 'owner_is_staff'>;

/** The sites a dashboard reads and whose all-sites goals count there (see SiteScope). */
export type GoalScope = { siteIds: number[]; goalOwners: number[] };

/** One completion to write; `source_key` is unique per goal (`session:<id>`, `form:<id>`, `order:<id>`, `user:<id>`). */
export interface CompletionRow {
  goal_id: number;
  site_id: number | null;
  source_key: string;
  occurred_at: Date;
  value: number;
}

/** Conversion goals and their completions. */
export function goalsRepository(db: Knex) {
  const goals = (trx?: Db) => table(trx ?? db, 'goals');
  const completions = (trx?: Db) => table(trx ?? db, 'goal_completions');

  /** The goals of the scope's sites (whichever member made them) and the all-sites goals of their owners. */
  const inScope = (scope: GoalScope, trx?: Db) =>
    goals(trx).where((where) =>
      where.whereIn('site_id', scope.siteIds).orWhere((orWhere) => orWhere.whereNull('site_id').whereIn('owner_id', scope.goalOwners)),
    );

  return {
    async inScope(scope: GoalScope, trx?: Db): Promise<GoalRow[]> {
      return inScope(scope, trx).orderBy('id');
    },
    async activeInScope(scope: GoalScope, trx?: Db): Promise<Pick<GoalRow, 'id' | 'name'>[]> {
      return inScope(scope, trx).andWhere({ is_active: true }).orderBy('id').select('id', 'name');
    },
    async find(id: number, trx?: Db): Promise<GoalRow | undefined> {
      return goals(trx).where({ id }).first();
    },
    async insert(goal: NewGoal, trx?: Db): Promise<GoalRow> {
      const [row] = await goals(trx).insert(goal).returning('*');
      return row;
    },
    async update(id: number, changes: GoalChanges, trx?: Db): Promise<GoalRow | undefined> {
      const [row] = await goals(trx)
        .where({ id })
        .update({ ...changes, updated_at: (trx ?? db).fn.now() })
        .returning('*');
      return row;
    },
    async delete(id: number, trx?: Db): Promise<void> {
      await goals(trx).where({ id }).delete();
    },

    /** The active goals of these types that events of these sites can complete (a goal without a site covers all its owner's sites). */
    async activeForSites(sites: { id: number; owner_id: number }[], types: string[], trx?: Db): Promise<GoalRow[]> {
      if (sites.length === 0) return [];
      return goals(trx)
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
    },
    /** The active goals of staff owners of one type (the shop's orders and the sign-up page are the platform's). */
    async activeOfStaff(goalType: string, trx?: Db): Promise<GoalRow[]> {
      return goals(trx).where({ is_active: true, goal_type: goalType, owner_is_staff: true }).orderBy('id');
    },

    /** How many completions each goal has, by goal id. */
    async completionCounts(ids: number[], trx?: Db): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows: { goal_id: number; count: string }[] = await completions(trx)
        .whereIn('goal_id', ids)
        .groupBy('goal_id')
        .select('goal_id', (trx ?? db).raw('count(*) as count'));
      return new Map(rows.map((row) => [row.goal_id, Number(row.count)]));
    },
    /** Each goal's completions and their value in a period, on these sites or on no site. */
    async completionsIn(
      goalIds: number[],
      siteIds: number[],
      from: Date,
      to: Date,
      trx?: Db,
    ): Promise<{ goal_id: number; count: number; revenue: number }[]> {
      const { rows } = await (trx ?? db).raw(
        `select goal_id, count(*)::int as count, coalesce(sum(value), 0)::float8 as revenue from ${SCHEMA}.goal_completions
         where goal_id = any(?::int[]) and occurred_at >= ? and occurred_at < ? and (site_id is null or site_id = any(?::int[]))
         group by goal_id`,
        [intArray(goalIds), from, to, intArray(siteIds)],
      );
      return rows;
    },
    /** Whether the goal has a completion on the site whose source key is like `keyLike`, between two times. */
    async hasCompletionBetween(goalId: number, siteId: number, keyLike: string, from: Date, to: Date, trx?: Db): Promise<boolean> {
      const row = await completions(trx)
        .where({ goal_id: goalId, site_id: siteId })
        .andWhere('source_key', 'like', keyLike)
        .andWhereBetween('occurred_at', [from, to])
        .first('id');
      return Boolean(row);
    },
    /** Writes the completions a goal does not have yet (by source key); answers how many were new. */
    async insertCompletions(rows: CompletionRow[], trx?: Db): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await completions(trx).insert(rows).onConflict(['goal_id', 'source_key']).ignore().returning('id');
      return inserted.length;
    },
  };
}
