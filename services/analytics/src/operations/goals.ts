import { httpError, requireSiteOf, roleAllows, ROLE_REFUSED, type AuthUser, type SiteAccessCheck, type Static } from '@atlas/service-kit';
import type { Goal, GoalInput } from '../schemas/analytics';
import type { Repositories } from '../repositories';
import type { GoalRow } from '../repositories/goals';
import { checkGoal } from '../rules/goal-rules';
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

/**
 * Who may do what with a goal: a site's goal is the site's (viewers read it, admins change it, whoever
 * made it); an all-sites goal (no site) is its maker's, read also by the members of the maker's sites,
 * where it counts. Someone with no role on the goal's site is told it does not exist.
 */
export function goalOperations(repos: Pick<Repositories, 'goals' | 'sites'>, access: SiteAccessCheck) {
  const { goals, sites } = repos;
  const completions = async (id: number) => (await goals.completionCounts([id])).get(id) ?? 0;

  async function findGoal(user: AuthUser, id: number, need: 'viewer' | 'admin'): Promise<GoalRow> {
    const row = await goals.find(id);
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
      const rows = await goals.inScope(scope);
      const counts = await goals.completionCounts(rows.map((row) => row.id));
      return { results: rows.map((row) => present(row, counts.get(row.id) ?? 0)), count: rows.length };
    },

    async get(user: AuthUser, id: number) {
      const row = await findGoal(user, id, 'viewer');
      return present(row, await completions(id));
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
      const row = await goals.insert({ ...goal, owner_id: user.id, owner_is_staff: user.is_staff });
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
      const row = await goals.update(id, next);
      if (!row) throw httpError(404, 'Conversion goal not found');
      return present(row, await completions(id));
    },

    async remove(user: AuthUser, id: number) {
      await findGoal(user, id, 'admin');
      await goals.delete(id);
    },
  };
}
export type GoalOperations = ReturnType<typeof goalOperations>;
