import type { Knex } from 'knex';
import {
  siteCopyConsumers,
  siteCopyRepository,
  type EventConsumer,
  type EventEnvelope,
  type SiteChange,
  type SitePayload,
} from '@atlas/service-kit';
import { goalsForSites, recordCompletions, type GoalRow } from '../operations/completions';
import { deleteSiteAnalytics } from '../operations/site-data';
import { SCHEMA } from '../repositories/db';

const schema = SCHEMA;
const t = (name: string) => `${schema}.${name}`;
/** A site's name as this service's copy holds it (deleted or not). */
const siteName = async (trx: Knex.Transaction, id: number) => (await siteCopyRepository(trx, schema).find(id, trx))?.name;

interface PagePayload {
  page_id: number;
  site_id: number;
  owner_id: number;
  site_slug: string;
  slug: string;
  title: string;
  is_published: boolean;
  is_home_page: boolean;
}
interface MenuPayload {
  menu_id: number;
  site_id: number;
  owner_id: number;
}
interface ContentPayload {
  item_id: number;
  site_id: number | null;
  owner_id: number;
  title: string;
  type: string;
  status: string;
}

const at = (event: Pick<EventEnvelope, 'occurredAt'>) => new Date(event.occurredAt);

/**
 * The person who made the change: the envelope's `actor` (the kit stamps the signed-in caller of the
 * request that wrote the event), else `actor_id` / `actor_username` in an older event's payload.
 */
function actorOf(event: { payload: unknown; actor?: { id: unknown; username: unknown } }): {
  actor_id: number | null;
  actor_name: string | null;
} {
  const source = event.actor ?? {
    id: (event.payload as { actor_id?: unknown }).actor_id,
    username: (event.payload as { actor_username?: unknown }).actor_username,
  };
  const id =
    Number.isInteger(source.id) && (source.id as number) > 0 && (source.id as number) <= 2_147_483_647 ? (source.id as number) : null;
  return { actor_id: id, actor_name: id !== null && typeof source.username === 'string' ? source.username.slice(0, 150) : null };
}

function activity(
  trx: Knex.Transaction,
  row: { owner_id: number | null; staff_only?: boolean; type: string; description: string; site_id?: number | null; created_at: Date },
  event?: { payload: unknown; actor?: { id: unknown; username: unknown } },
) {
  return trx(t('activity')).insert({ staff_only: false, site_id: null, ...(event ? actorOf(event) : {}), ...row });
}

/** The staff audit log's kinds of change (docs/contracts.md, analytics: `GET /api/analytics/audit/`). */
export const AUDIT_ACTIONS = ['role', 'settings', 'domain', 'module'] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

function audit(
  trx: Knex.Transaction,
  row: { action: AuditAction; description: string; site_id: number | null; created_at: Date },
  event: { payload: unknown; actor?: { id: unknown; username: unknown } },
) {
  return trx(t('audit_log')).insert({ ...actorOf(event), ...row });
}

/** The fields of a site whose change moves its address; every other change of a site is its settings. */
const ADDRESS_FIELDS = new Set(['custom_domain', 'slug']);

/** A site's update on the audit log: its address (domain, slug) and its other settings, each named by field. */
async function auditSiteUpdate(trx: Knex.Transaction, site: SitePayload, event: EventEnvelope) {
  const changed = (event.payload as { changed?: unknown }).changed;
  const fields = Array.isArray(changed) ? changed.filter((field): field is string => typeof field === 'string').slice(0, 50) : [];
  const address = fields.filter((field) => ADDRESS_FIELDS.has(field));
  const settings = fields.filter((field) => !ADDRESS_FIELDS.has(field));
  const entry = { site_id: site.site_id, created_at: at(event) };
  if (address.length > 0)
    await audit(trx, { ...entry, action: 'domain', description: `Address of '${site.name}' changed (${address.join(', ')})` }, event);
  if (settings.length > 0)
    await audit(trx, { ...entry, action: 'settings', description: `Settings of '${site.name}' changed (${settings.join(', ')})` }, event);
}

/** What a site's creation or publication says on the owner's activity feed; other changes say nothing. */
const SITE_ACTIVITY: Partial<Record<SiteChange, (site: SitePayload) => string>> = {
  created: (site) => `Site '${site.name}' created`,
  published: (site) => `Site '${site.name}' published`,
};

const siteConsumers = siteCopyConsumers(schema, {
  changed: async (site, { verb, event, trx }) => {
    if (verb === 'updated') await auditSiteUpdate(trx, site, event);
    const describe = SITE_ACTIVITY[verb];
    if (describe)
      await activity(
        trx,
        {
          owner_id: site.owner_id,
          type: `site_${verb}`,
          description: describe(site),
          site_id: site.site_id,
          created_at: at(event),
        },
        event,
      );
  },
  deleted: async (site, { trx }) => deleteSiteAnalytics(trx, schema, site.site_id),
  member: async (member, { verb, event, trx, app }) => {
    const site = await siteCopyRepository(app.db, schema).find(member.site_id, trx);
    if (!site) return;
    const who = member.username ?? `user ${member.user_id}`;
    const leaving = verb === 'removed' && event.actor?.id === member.user_id;
    const description =
      verb === 'added'
        ? `${who} joined '${site.name}' as ${member.role}`
        : verb === 'changed'
          ? `${who} is now ${member.role} on '${site.name}'`
          : leaving
            ? `${who} left '${site.name}'`
            : `${who} was removed from '${site.name}'`;
    await activity(
      trx,
      { owner_id: site.owner_id, type: `member_${verb}`, description, site_id: member.site_id, created_at: at(event) },
      event,
    );
    await audit(trx, { action: 'role', description, site_id: member.site_id, created_at: at(event) }, event);
  },
});

const pageChange = (type: string): EventConsumer<PagePayload> => ({
  topic: `sites.page.${type}`,
  handle: async (event, trx) => {
    const page = event.payload;
    await trx(t('pages'))
      .insert({ id: page.page_id, site_id: page.site_id, slug: page.slug, title: page.title ?? '', is_home_page: page.is_home_page })
      .onConflict('id')
      .merge();
    if (type === 'published') {
      // Named as the owner named the site; the slug only when this service has no copy of it yet.
      const name = await siteName(trx, page.site_id);
      await activity(
        trx,
        {
          owner_id: page.owner_id,
          type: 'page_published',
          description: `Page '${page.title}' published on ${name || page.site_slug}`,
          site_id: page.site_id,
          created_at: at(event),
        },
        event,
      );
    }
  },
});

const NOUNS: Record<string, string> = { post: 'Post', page: 'Page', product: 'Product', event: 'Event' };

const contentChange = (type: string): EventConsumer<ContentPayload> => ({
  topic: `content.item.${type}`,
  handle: async (event, trx) => {
    const item = event.payload;
    if (type === 'deleted') {
      await trx(t('content_items')).where({ item_id: item.item_id }).delete();
      return;
    }
    const previous = await trx(t('content_items')).where({ item_id: item.item_id }).first('status');
    await trx(t('content_items'))
      .insert({ item_id: item.item_id, owner_id: item.owner_id, site_id: item.site_id ?? null, type: item.type, status: item.status })
      .onConflict('item_id')
      .merge();
    // A change of status is news; saving a scheduled post again is not.
    if (previous?.status === item.status || (item.status !== 'published' && item.status !== 'scheduled')) return;
    await activity(
      trx,
      {
        owner_id: item.owner_id,
        type: `${item.type}_${item.status}`,
        description: `${NOUNS[item.type] ?? 'Content'} '${item.title}' ${item.status}`,
        site_id: item.site_id ?? null,
        created_at: at(event),
      },
      event,
    );
  },
});

interface ModulePayload {
  owner_id?: number;
  user_id?: number;
  site_id?: number | null;
  name?: string;
  module_name?: string;
}

const moduleName = (install: ModulePayload) => String(install.name ?? install.module_name ?? 'module').slice(0, 200);

/** A module's install or uninstall on the audit log: for one site (named) or for the account's sites. */
async function auditModule(trx: Knex.Transaction, verb: 'installed' | 'uninstalled', install: ModulePayload, event: EventEnvelope) {
  const siteId = Number.isInteger(install.site_id) ? (install.site_id as number) : null;
  const name = siteId === null ? undefined : await siteName(trx, siteId);
  const where = name !== undefined ? ` on '${name}'` : siteId === null ? ' for all sites of the account' : '';
  await audit(
    trx,
    { action: 'module', description: `Module '${moduleName(install)}' ${verb}${where}`, site_id: siteId, created_at: at(event) },
    event,
  );
}

/** Goals of staff owners that orders and sign-ups complete: the shop and the sign-up page are the platform's. */
async function platformGoals(trx: Knex.Transaction, goalType: string): Promise<GoalRow[]> {
  return trx(t('goals')).where({ is_active: true, goal_type: goalType, owner_is_staff: true }).orderBy('id');
}

export const consumers: EventConsumer[] = [
  ...siteConsumers,
  ...['created', 'updated', 'published', 'unpublished'].map(pageChange),
  {
    topic: 'sites.page.deleted',
    handle: async (event, trx) => {
      await trx(t('pages'))
        .where({ id: (event.payload as PagePayload).page_id })
        .delete();
    },
  },
  {
    topic: 'sites.form.submitted',
    handle: async (event, trx) => {
      const form = event.payload as { site_id: number; owner_id: number; submission_id: number };
      await trx.raw(`select pg_advisory_xact_lock(hashtext(?), ?)`, [`${schema}.ingest`, form.site_id]);
      const goals = await goalsForSites(trx, schema, [{ id: form.site_id, owner_id: form.owner_id }], ['form_submit']);
      await recordCompletions(
        trx,
        schema,
        goals.map((goal) => ({
          goal,
          site_id: form.site_id,
          source_key: `form:${form.submission_id}`,
          occurred_at: at(event),
          value: Number(goal.value),
        })),
      );
    },
  },
  ...['created', 'updated', 'published', 'unpublished', 'deleted'].map(contentChange),
  {
    topic: 'identity.user.registered',
    handle: async (event, trx) => {
      const user = event.payload as { user_id: number };
      await trx(t('users'))
        .insert({ user_id: user.user_id, registered_at: at(event) })
        .onConflict('user_id')
        .ignore();
      const goals = await platformGoals(trx, 'signup');
      await recordCompletions(
        trx,
        schema,
        goals.map((goal) => ({
          goal,
          site_id: null,
          source_key: `user:${user.user_id}`,
          occurred_at: at(event),
          value: Number(goal.value),
        })),
      );
    },
  },
  {
    topic: 'commerce.order.created',
    handle: async (event, trx) => {
      const order = event.payload as { order_id: number; order_number: string; total_amount: number | string; currency: string };
      const total = Number(order.total_amount) || 0;
      await activity(
        trx,
        {
          owner_id: null,
          staff_only: true,
          type: 'order_placed',
          description: `Order ${order.order_number} placed (${total.toFixed(2)} ${order.currency ?? 'USD'})`,
          created_at: at(event),
        },
        event,
      );
      const goals = await platformGoals(trx, 'purchase');
      await recordCompletions(
        trx,
        schema,
        goals.map((goal) => ({ goal, site_id: null, source_key: `order:${order.order_id}`, occurred_at: at(event), value: total })),
      );
    },
  },
  ...['menus.menu.created', 'menus.menu.updated', 'menus.item.changed'].map((topic): EventConsumer<MenuPayload> => ({
    topic,
    handle: async (event, trx) => {
      const menu = event.payload;
      if (!Number.isInteger(menu?.menu_id) || !Number.isInteger(menu.site_id) || !Number.isInteger(menu.owner_id)) return;
      await trx(t('menus')).insert({ id: menu.menu_id, site_id: menu.site_id, owner_id: menu.owner_id }).onConflict('id').merge();
    },
  })),
  {
    topic: 'menus.menu.deleted',
    handle: async (event, trx) => {
      const menu = event.payload as MenuPayload;
      if (!Number.isInteger(menu?.menu_id)) return;
      await trx(t('menu_item_days')).where({ menu_id: menu.menu_id }).delete();
      await trx(t('menus')).where({ id: menu.menu_id }).delete();
    },
  },
  {
    topic: 'menus.item.clicked',
    handle: async (event, trx) => {
      const click = event.payload as { menu_id: number; item_id: number; site_id: number; occurred_at?: string };
      if (![click?.menu_id, click?.item_id, click?.site_id].every(Number.isInteger)) return;
      const when = new Date(click.occurred_at ?? event.occurredAt);
      const day = (Number.isNaN(when.getTime()) ? at(event) : when).toISOString().slice(0, 10);
      await trx.raw(
        `insert into ${t('menu_item_days')} as d (site_id, menu_id, item_id, day, clicks) values (?, ?, ?, ?, 1)
         on conflict (menu_id, item_id, day) do update set clicks = d.clicks + 1`,
        [click.site_id, click.menu_id, click.item_id, day],
      );
    },
  },
  {
    topic: 'marketplace.module.installed',
    handle: async (event, trx) => {
      const install = event.payload as ModulePayload;
      const owner = install.owner_id ?? install.user_id;
      if (!owner) return;
      await activity(
        trx,
        {
          owner_id: owner,
          type: 'module_installed',
          description: `Module '${moduleName(install)}' installed`,
          site_id: install.site_id ?? null,
          created_at: at(event),
        },
        event,
      );
      await auditModule(trx, 'installed', install, event);
    },
  },
  {
    topic: 'marketplace.module.uninstalled',
    handle: async (event, trx) => auditModule(trx, 'uninstalled', event.payload as ModulePayload, event),
  },
  {
    topic: 'identity.settings.changed',
    handle: async (event, trx) => {
      const settings = event.payload as { changed?: unknown; require_staff_two_factor?: unknown; session_lifetime_hours?: unknown };
      const changed = Array.isArray(settings.changed) ? settings.changed.filter((field) => typeof field === 'string').slice(0, 10) : [];
      const said = changed.map((field) =>
        field === 'require_staff_two_factor'
          ? `two-factor authentication for staff ${settings.require_staff_two_factor === true ? 'required' : 'not required'}`
          : field === 'session_lifetime_hours'
            ? `session lifetime ${Number(settings.session_lifetime_hours)} hours`
            : String(field),
      );
      if (said.length === 0) return;
      await audit(
        trx,
        { action: 'settings', description: `Platform security changed: ${said.join(', ')}`, site_id: null, created_at: at(event) },
        event,
      );
    },
  },
];
