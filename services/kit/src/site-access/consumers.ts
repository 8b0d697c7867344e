import type { Knex } from 'knex';
import type { AtlasApp, EventConsumer } from '../create-service';
import { MAX_ID } from '../schemas';
import { siteCopyRepository, type MembershipFacts, type SiteCopyRow, type SiteFacts } from './copy';
import { isMemberRole } from './roles';
import type { EventEnvelope } from '../events/types';

/**
 * A site as `sites.site.created|updated|published|unpublished|deleted` carries it (docs/contracts.md),
 * once checked: ids in the integer columns' range, texts clipped to the copies' columns, flags booleans.
 */
export interface SitePayload {
  site_id: number;
  owner_id: number;
  slug: string;
  name: string;
  is_published: boolean;
  is_demo: boolean;
}

/** The verbs after which a service's copy of the site holds what the payload says. */
export type SiteChange = 'created' | 'updated' | 'published' | 'unpublished';

export interface SiteEventContext {
  /** The event as delivered (its payload unclipped), e.g. for webhooks or its `occurredAt`. */
  event: EventEnvelope;
  trx: Knex.Transaction;
  app: AtlasApp;
}

/**
 * What a service does beyond keeping its copy when a site changes (its own rows of the site: demo
 * content, activity entries, webhooks); both run in the consumer's transaction, after the copy is written.
 */
export interface SiteCopyHooks {
  /** `previous`: the copy as it was before this event (undefined for a site new to the copy). */
  changed?(site: SitePayload, context: SiteEventContext & { verb: SiteChange; previous: SiteCopyRow | undefined }): Promise<void>;
  deleted?(site: SitePayload, context: SiteEventContext): Promise<void>;
  /** After a `sites.member.*` event is recorded in the copy (`username` when the event names one). */
  member?(
    membership: MembershipFacts & { username: string | null },
    context: SiteEventContext & { verb: (typeof MEMBER_CHANGES)[number] },
  ): Promise<void>;
}

/** The copies' columns where they are bounded: `varchar(100)` slugs, `varchar(200)` names. */
const SLUG_LENGTH = 100;
const NAME_LENGTH = 200;

const SITE_CHANGES: SiteChange[] = ['created', 'updated', 'published', 'unpublished'];

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** Cut by characters (not UTF-16 units) and without NUL, which PostgreSQL text refuses. */
const clip = (text: string, length: number) => Array.from(text.replaceAll('\u0000', '')).slice(0, length).join('');

/**
 * The checked site, or undefined when the payload cannot name one. Only the ids and the slug decide:
 * a missing or odd name is an empty name, so the copy still learns who owns the site.
 */
function readSitePayload(payload: unknown): SitePayload | undefined {
  const p = (payload ?? {}) as Record<string, unknown>;
  if (!isId(p.site_id) || !isId(p.owner_id) || typeof p.slug !== 'string') return undefined;
  return {
    site_id: p.site_id,
    owner_id: p.owner_id,
    slug: clip(p.slug, SLUG_LENGTH),
    name: typeof p.name === 'string' ? clip(p.name, NAME_LENGTH) : '',
    is_published: p.is_published === true,
    is_demo: p.is_demo === true,
  };
}

/** The copy's facts from a checked site. */
export function siteFacts(site: SitePayload): SiteFacts {
  return {
    id: site.site_id,
    owner_id: site.owner_id,
    slug: site.slug,
    name: site.name,
    is_published: site.is_published,
    is_demo: site.is_demo,
  };
}

/**
 * The consumers that keep a service's copy of sites from `sites.site.*` (replayed from the oldest
 * event on a fresh database, so no service reads the sites service's tables). A malformed payload
 * is skipped with one warning instead of thrown: thrown, it would be redelivered forever and hold
 * back every later event of its site.
 */
export function siteCopyConsumers(schema: string, hooks: SiteCopyHooks = {}): EventConsumer[] {
  const consumer = (verb: SiteChange | 'deleted'): EventConsumer => ({
    topic: `sites.site.${verb}`,
    handle: async (event, trx, app) => {
      const site = readSitePayload(event.payload);
      if (!site) {
        app.log.warn({ topic: event.type, eventId: event.id }, 'skipped a sites.site event whose payload names no valid site');
        return;
      }
      const copy = siteCopyRepository(app.db, schema);
      if (verb === 'deleted') {
        await copy.markDeleted(siteFacts(site), trx);
        await hooks.deleted?.(site, { event, trx, app });
      } else {
        const previous = await copy.find(site.site_id, trx);
        await copy.upsert(siteFacts(site), trx);
        await hooks.changed?.(site, { verb, event, trx, app, previous });
      }
    },
  });
  return [...SITE_CHANGES.map(consumer), consumer('deleted'), ...siteMemberConsumers(schema, hooks)];
}

/** The verbs of `sites.member.*` (docs/contracts.md "Teams"). */
const MEMBER_CHANGES = ['added', 'changed', 'removed'] as const;

/**
 * The membership a `sites.member.*` event states, or undefined when its payload cannot: ids in range,
 * a member role (not for `removed`), and the sites service's time of the change.
 */
function readMembershipPayload(verb: (typeof MEMBER_CHANGES)[number], payload: unknown): MembershipFacts | undefined {
  const p = (payload ?? {}) as Record<string, unknown>;
  if (!isId(p.site_id) || !isId(p.user_id) || typeof p.changed_at !== 'string' || Number.isNaN(Date.parse(p.changed_at))) return undefined;
  if (verb === 'removed') return { site_id: p.site_id, user_id: p.user_id, role: null, changed_at: p.changed_at };
  if (!isMemberRole(p.role)) return undefined;
  return { site_id: p.site_id, user_id: p.user_id, role: p.role, changed_at: p.changed_at };
}

/** The consumers that keep a service's copy of site members (part of `siteCopyConsumers`). */
function siteMemberConsumers(schema: string, hooks: SiteCopyHooks): EventConsumer[] {
  return MEMBER_CHANGES.map((verb) => ({
    topic: `sites.member.${verb}`,
    handle: async (event, trx, app) => {
      const membership = readMembershipPayload(verb, event.payload);
      if (!membership) {
        app.log.warn({ topic: event.type, eventId: event.id }, 'skipped a sites.member event whose payload names no valid membership');
        return;
      }
      await siteCopyRepository(app.db, schema).recordMembership(membership, trx);
      const username = (event.payload as { username?: unknown }).username;
      await hooks.member?.(
        { ...membership, username: typeof username === 'string' ? username.slice(0, 150) : null },
        { verb, event, trx, app },
      );
    },
  }));
}
