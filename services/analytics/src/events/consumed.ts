import type { Knex } from 'knex';
import {
  siteCopyConsumers,
  type AtlasApp,
  type EventConsumer,
  type EventEnvelope,
  type SiteChange,
  type SitePayload,
} from '@atlas/service-kit';
import { completionsOf, recordCompletions } from '../operations/completions';
import { deleteSiteAnalytics } from '../operations/site-data';
import { createRepositories, type Repositories } from '../repositories';
import type { AuditAction } from '../repositories/audit-log';
import { SCHEMA, type Trx } from '../repositories/db';

/** The repositories over an app's database, made once per database (a consumer only gets the app). */
const built = new WeakMap<Knex, Repositories>();
function reposOf(app: AtlasApp): Repositories {
  let repos = built.get(app.db);
  if (!repos) built.set(app.db, (repos = createRepositories(app.db)));
  return repos;
}

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
  repos: Repositories,
  trx: Trx,
  row: { owner_id: number | null; staff_only?: boolean; type: string; description: string; site_id?: number | null; created_at: Date },
  event?: { payload: unknown; actor?: { id: unknown; username: unknown } },
) {
  return repos.activity.insert({ ...(event ? actorOf(event) : {}), ...row }, trx);
}

function audit(
  repos: Repositories,
  trx: Trx,
  row: { action: AuditAction; description: string; site_id: number | null; created_at: Date },
  event: { payload: unknown; actor?: { id: unknown; username: unknown } },
) {
  return repos.auditLog.insert({ ...actorOf(event), ...row }, trx);
}

/** The fields of a site whose change moves its address; every other change of a site is its settings. */
const ADDRESS_FIELDS = new Set(['custom_domain', 'slug']);

/** A site's update on the audit log: its address (domain, slug) and its other settings, each named by field. */
async function auditSiteUpdate(repos: Repositories, trx: Trx, site: SitePayload, event: EventEnvelope) {
  const changed = (event.payload as { changed?: unknown }).changed;
  const fields = Array.isArray(changed) ? changed.filter((field): field is string => typeof field === 'string').slice(0, 50) : [];
  const address = fields.filter((field) => ADDRESS_FIELDS.has(field));
  const settings = fields.filter((field) => !ADDRESS_FIELDS.has(field));
  const entry = { site_id: site.site_id, created_at: at(event) };
  if (address.length > 0)
    await audit(
      repos,
      trx,
      { ...entry, action: 'domain', description: `Address of '${site.name}' changed (${address.join(', ')})` },
      event,
    );
  if (settings.length > 0)
    await audit(
      repos,
      trx,
      { ...entry, action: 'settings', description: `Settings of '${site.name}' changed (${settings.join(', ')})` },
      event,
    );
}

/** What a site's creation or publication says on the owner's activity feed; other changes say nothing. */
const SITE_ACTIVITY: Partial<Record<SiteChange, (site: SitePayload) => string>> = {
  created: (site) => `Site '${site.name}' created`,
  published: (site) => `Site '${site.name}' published`,
};

const siteConsumers = siteCopyConsumers(SCHEMA, {
  changed: async (site, { verb, event, trx, app }) => {
    const repos = reposOf(app);
    if (verb === 'updated') await auditSiteUpdate(repos, trx, site, event);
    const describe = SITE_ACTIVITY[verb];
    if (describe)
      await activity(
        repos,
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
  deleted: async (site, { trx, app }) => deleteSiteAnalytics(reposOf(app), trx, site.site_id),
  member: async (member, { verb, event, trx, app }) => {
    const repos = reposOf(app);
    const site = await repos.sites.find(member.site_id, trx);
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
      repos,
      trx,
      { owner_id: site.owner_id, type: `member_${verb}`, description, site_id: member.site_id, created_at: at(event) },
      event,
    );
    await audit(repos, trx, { action: 'role', description, site_id: member.site_id, created_at: at(event) }, event);
  },
});

const pageChange = (type: string): EventConsumer<PagePayload> => ({
  topic: `sites.page.${type}`,
  handle: async (event, trx, app) => {
    const repos = reposOf(app);
    const page = event.payload;
    await repos.pages.upsert(
      { id: page.page_id, site_id: page.site_id, slug: page.slug, title: page.title ?? '', is_home_page: page.is_home_page },
      trx,
    );
    if (type === 'published') {
      // Named as the owner named the site; the slug only when this service has no copy of it yet.
      const site = await repos.sites.find(page.site_id, trx);
      await activity(
        repos,
        trx,
        {
          owner_id: page.owner_id,
          type: 'page_published',
          description: `Page '${page.title}' published on ${site?.name || page.site_slug}`,
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
  handle: async (event, trx, app) => {
    const repos = reposOf(app);
    const item = event.payload;
    if (type === 'deleted') {
      await repos.contentItems.delete(item.item_id, trx);
      return;
    }
    const previous = await repos.contentItems.statusOf(item.item_id, trx);
    await repos.contentItems.upsert(
      { item_id: item.item_id, owner_id: item.owner_id, site_id: item.site_id ?? null, type: item.type, status: item.status },
      trx,
    );
    // A change of status is news; saving a scheduled post again is not.
    if (previous === item.status || (item.status !== 'published' && item.status !== 'scheduled')) return;
    await activity(
      repos,
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
async function auditModule(repos: Repositories, trx: Trx, verb: 'installed' | 'uninstalled', install: ModulePayload, event: EventEnvelope) {
  const siteId = Number.isInteger(install.site_id) ? (install.site_id as number) : null;
  const site = siteId === null ? undefined : await repos.sites.find(siteId, trx);
  const where = site ? ` on '${site.name}'` : siteId === null ? ' for all sites of the account' : '';
  await audit(
    repos,
    trx,
    { action: 'module', description: `Module '${moduleName(install)}' ${verb}${where}`, site_id: siteId, created_at: at(event) },
    event,
  );
}

export const consumers: EventConsumer[] = [
  ...siteConsumers,
  ...['created', 'updated', 'published', 'unpublished'].map(pageChange),
  {
    topic: 'sites.page.deleted',
    handle: async (event, trx, app) => reposOf(app).pages.delete((event.payload as PagePayload).page_id, trx),
  },
  {
    topic: 'sites.form.submitted',
    handle: async (event, trx, app) => {
      const repos = reposOf(app);
      const form = event.payload as { site_id: number; owner_id: number; submission_id: number };
      await repos.siteData.lock([form.site_id], trx);
      const goals = await repos.goals.activeForSites([{ id: form.site_id, owner_id: form.owner_id }], ['form_submit'], trx);
      await recordCompletions(repos, trx, completionsOf(goals, form.site_id, `form:${form.submission_id}`, at(event)));
    },
  },
  ...['created', 'updated', 'published', 'unpublished', 'deleted'].map(contentChange),
  {
    topic: 'identity.user.registered',
    handle: async (event, trx, app) => {
      const repos = reposOf(app);
      const user = event.payload as { user_id: number };
      await repos.users.record(user.user_id, at(event), trx);
      // Goals of staff owners: the sign-up page is the platform's.
      const goals = await repos.goals.activeOfStaff('signup', trx);
      await recordCompletions(repos, trx, completionsOf(goals, null, `user:${user.user_id}`, at(event)));
    },
  },
  {
    topic: 'commerce.order.created',
    handle: async (event, trx, app) => {
      const repos = reposOf(app);
      const order = event.payload as {
        order_id: number;
        order_number: string;
        total_amount: number | string;
        currency: string;
        site_id?: number | null;
        owner_id?: number | null;
      };
      const total = Number(order.total_amount) || 0;
      const description = `Order ${order.order_number} placed (${total.toFixed(2)} ${order.currency ?? 'USD'})`;
      // A site's shop: its owner's activity and the site's revenue goals; without a site, the platform's shop: staff's.
      const site =
        Number.isInteger(order.site_id) && Number.isInteger(order.owner_id) ? { id: order.site_id!, owner_id: order.owner_id! } : null;
      if (site) await repos.siteData.lock([site.id], trx);
      await activity(
        repos,
        trx,
        site
          ? { owner_id: site.owner_id, site_id: site.id, type: 'order_placed', description, created_at: at(event) }
          : { owner_id: null, staff_only: true, type: 'order_placed', description, created_at: at(event) },
        event,
      );
      const goals = site ? await repos.goals.activeForSites([site], ['purchase'], trx) : await repos.goals.activeOfStaff('purchase', trx);
      await recordCompletions(repos, trx, completionsOf(goals, site?.id ?? null, `order:${order.order_id}`, at(event), total));
    },
  },
  ...['menus.menu.created', 'menus.menu.updated', 'menus.item.changed'].map((topic): EventConsumer<MenuPayload> => ({
    topic,
    handle: async (event, trx, app) => {
      const menu = event.payload;
      if (!Number.isInteger(menu?.menu_id) || !Number.isInteger(menu.site_id) || !Number.isInteger(menu.owner_id)) return;
      await reposOf(app).menus.upsert({ id: menu.menu_id, site_id: menu.site_id, owner_id: menu.owner_id }, trx);
    },
  })),
  {
    topic: 'menus.menu.deleted',
    handle: async (event, trx, app) => {
      const menu = event.payload as MenuPayload;
      if (!Number.isInteger(menu?.menu_id)) return;
      await reposOf(app).menus.delete(menu.menu_id, trx);
    },
  },
  {
    topic: 'menus.item.clicked',
    handle: async (event, trx, app) => {
      const click = event.payload as { menu_id: number; item_id: number; site_id: number; occurred_at?: string };
      if (![click?.menu_id, click?.item_id, click?.site_id].every(Number.isInteger)) return;
      const when = new Date(click.occurred_at ?? event.occurredAt);
      const day = (Number.isNaN(when.getTime()) ? at(event) : when).toISOString().slice(0, 10);
      await reposOf(app).menus.addClick({ site_id: click.site_id, menu_id: click.menu_id, item_id: click.item_id, day }, trx);
    },
  },
  {
    topic: 'marketplace.module.installed',
    handle: async (event, trx, app) => {
      const repos = reposOf(app);
      const install = event.payload as ModulePayload;
      const owner = install.owner_id ?? install.user_id;
      if (!owner) return;
      await activity(
        repos,
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
      await auditModule(repos, trx, 'installed', install, event);
    },
  },
  {
    topic: 'marketplace.module.uninstalled',
    handle: async (event, trx, app) => auditModule(reposOf(app), trx, 'uninstalled', event.payload as ModulePayload, event),
  },
  {
    topic: 'identity.settings.changed',
    handle: async (event, trx, app) => {
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
        reposOf(app),
        trx,
        { action: 'settings', description: `Platform security changed: ${said.join(', ')}`, site_id: null, created_at: at(event) },
        event,
      );
    },
  },
];
