import type { Knex } from 'knex';
import {
  httpError,
  requireSiteOf,
  roleAllows,
  ROLE_REFUSED,
  type AuthUser,
  type SiteAccessCheck,
  type SiteCopyRepository,
  type Static,
} from '@atlas/service-kit';
import type { Goal, GoalInput } from '../schemas/analytics';
import type { GoalRow } from './completions';
import { goalsInScope } from './funnel';
import type { SiteScope } from './overview';

type GoalAnswer = Static<typeof Goal>;
type Input = Static<typeof GoalInput>;

function present(row: GoalRow, completions: number): GoalAnswer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    goal_type: row.goal_type as GoalAnswer['goal_type'],
    target_url: row.target_url,
    target_event: row.target_event,
    min_time: row.min_time,
    min_pages: row.min_pages,
    value: Math.round(Number(row.value) * 100) / 100,
    is_active: row.is_active,
    site: row.site_id,
    completions,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

async function completionCounts(db: Knex, schema: string, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows: { goal_id: number; count: string }[] = await db(`${schema}.goal_completions`)
    .whereIn('goal_id', ids)
    .groupBy('goal_id')
    .select('goal_id', db.raw('count(*) as count'));
  return new Map(rows.map((row) => [row.goal_id, Number(row.count)]));
}

/** The fields each goal type needs, checked on the goal as it will be saved. */
function checkGoal(goal: Required<Pick<Input, 'name' | 'goal_type' | 'target_url' | 'target_event' | 'min_time'>>) {
  if (!goal.name.trim()) throw httpError(400, 'Name is required');
  if (!goal.goal_type) throw httpError(400, 'Goal type is required');
  if (goal.goal_type === 'page_visit' && !goal.target_url.trim()) throw httpError(400, 'Target URL is required for a page visit goal');
  if (goal.goal_type === 'event' && !goal.target_event.trim()) throw httpError(400, 'Event name is required for an event goal');
  if (goal.goal_type === 'time_on_site' && !(goal.min_time > 0))
    throw httpError(400, 'Minimum seconds is required for a time on site goal');
}

/**
 * Who may do what with a goal: a site's goal is the site's (viewers read it, admins change it, whoever
 * made it); an all-sites goal (no site) is its maker's, read also by the members of the maker's sites,
 * where it counts. Someone with no role on the goal's site is told it does not exist.
 */
export function goalOperations(db: Knex, schema: string, access: SiteAccessCheck, sites: SiteCopyRepository) {
  const goals = (trx?: Knex) => (trx ?? db)(`${schema}.goals`);

  async function findGoal(user: AuthUser, id: number, need: 'viewer' | 'admin'): Promise<GoalRow> {
    const row: GoalRow | undefined = await goals().where({ id }).first();
    if (!row) throw httpError(404, 'Conversion goal not found');
    if (row.site_id !== null) await requireSiteOf(access, user, row.site_id, need, 'Conversion goal not found');
    else if (row.owner_id !== user.id) {
      const readsOwnersSites = (await sites.visibleTo(user.id)).some((site) => site.owner_id === row.owner_id);
      if (!readsOwnersSites) throw httpError(404, 'Conversion goal not found');
      if (!roleAllows('viewer', need)) throw httpError(403, ROLE_REFUSED);
    }
    return row;
  }

  /** A goal may be put on a site the caller administers, or (by its maker only) on no site: then it covers its maker's own sites. */
  async function assertMayPlace(user: AuthUser, goal: Pick<GoalRow, 'owner_id' | 'site_id'>) {
    if (goal.site_id !== null) await access.requireSite(user, goal.site_id, 'admin');
    else if (goal.owner_id !== user.id) throw httpError(403, 'Only whoever made this goal can make it cover all their sites');
  }

  return {
    async list(scope: Pick<SiteScope, 'siteIds' | 'goalOwners'>) {
      const rows: GoalRow[] = await goalsInScope(db, schema, scope).orderBy('id');
      const counts = await completionCounts(
        db,
        schema,
        rows.map((row) => row.id),
      );
      return { results: rows.map((row) => present(row, counts.get(row.id) ?? 0)), count: rows.length };
    },

    async get(user: AuthUser, id: number) {
      const row = await findGoal(user, id, 'viewer');
      return present(row, (await completionCounts(db, schema, [id])).get(id) ?? 0);
    },

    async create(user: AuthUser, input: Input) {
      if (input.name === undefined || !input.name.trim()) throw httpError(400, 'Name is required');
      if (input.goal_type === undefined) throw httpError(400, 'Goal type is required');
      const goal = {
        name: input.name.trim(),
        description: input.description ?? '',
        goal_type: input.goal_type,
        target_url: input.target_url?.trim() ?? '',
        target_event: input.target_event?.trim() ?? '',
        min_time: input.min_time ?? 0,
        min_pages: input.min_pages ?? 0,
        value: input.value ?? 0,
        is_active: input.is_active ?? true,
        site_id: input.site ?? null,
      };
      checkGoal(goal);
      await assertMayPlace(user, { owner_id: user.id, site_id: goal.site_id });
      const [row] = await goals()
        .insert({ ...goal, owner_id: user.id, owner_is_staff: user.is_staff })
        .returning('*');
      return present(row, 0);
    },

    async update(user: AuthUser, id: number, input: Input) {
      const current = await findGoal(user, id, 'admin');
      const next = {
        name: input.name?.trim() ?? current.name,
        description: input.description ?? current.description,
        goal_type: input.goal_type ?? (current.goal_type as GoalAnswer['goal_type']),
        target_url: input.target_url?.trim() ?? current.target_url,
        target_event: input.target_event?.trim() ?? current.target_event,
        min_time: input.min_time ?? current.min_time,
        min_pages: input.min_pages ?? current.min_pages,
        value: input.value ?? Number(current.value),
        is_active: input.is_active ?? current.is_active,
        site_id: input.site === undefined ? current.site_id : input.site,
      };
      checkGoal(next);
      if (next.site_id !== current.site_id) await assertMayPlace(user, { owner_id: current.owner_id, site_id: next.site_id });
      const [row] = await goals()
        .where({ id })
        .update({ ...next, updated_at: db.fn.now() })
        .returning('*');
      if (!row) throw httpError(404, 'Conversion goal not found');
      return present(row, (await completionCounts(db, schema, [id])).get(id) ?? 0);
    },

    async remove(user: AuthUser, id: number) {
      await findGoal(user, id, 'admin');
      await goals().where({ id }).delete();
    },
  };
}
export type GoalOperations = ReturnType<typeof goalOperations>;
