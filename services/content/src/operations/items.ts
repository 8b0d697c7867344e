import type { Knex } from 'knex';
import { higherRole, httpError, staleVersion, type AuthUser, type SiteRole } from '@atlas/service-kit';
import { derivedSlug, slugify } from '@atlas/sites/contract';
import { itemNeed, type Deps } from '../deps';
import { isUniqueViolation } from '../repositories/db';
import type { ItemFields, ItemRow, ItemView } from '../repositories/items';
import type { AuditAction } from '../repositories/history';
import type { SiteCopyRow as SiteRow } from '@atlas/service-kit';
import { renderMarkdown } from './markdown';
import { publishItemEvent } from '../events/published';
import { scheduleProblem } from '../constants';
import { itemResponse } from './responses';

/** What a client sends (create, PUT or PATCH); every field optional here, the schemas say which are required. */
export interface ItemInput {
  title?: string;
  slug?: string;
  excerpt?: string;
  body?: string;
  type?: string;
  status?: string;
  category?: number | null;
  tags?: string[];
  featured_image?: string;
  seo_title?: string;
  seo_description?: string;
  seo_keywords?: string;
  published_at?: string | null;
  unpublish_at?: string | null;
  site?: number;
}

/** Tags trimmed; empty ones and repeats (whatever their case) dropped, the first spelling kept. */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const clean: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    clean.push(tag);
  }
  return clean;
}

/** `base`, else `base-2`, `base-3`, ...: the first not in `taken`. */
function firstFree(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const actor = (user: AuthUser) => ({ id: user.id, username: user.username });

/**
 * The role an item asks of its site for this change (README "Roles"): an author creates, edits and
 * publishes their own posts; pages, products, events and anyone else's post are an editor's. A change
 * that turns one's post into a page asks what the page asks.
 */
export function changeNeed(user: AuthUser, before: ItemRow | undefined, input: ItemInput): SiteRole {
  const after = { type: input.type ?? before?.type ?? 'post', author_id: before?.author_id ?? user.id };
  return before ? higherRole(itemNeed(user, before), itemNeed(user, after)) : itemNeed(user, after);
}

/** The fields as stored, from the item before (if any) and the client's input. */
async function resolveFields(
  deps: Deps,
  user: AuthUser,
  before: ItemRow | undefined,
  input: ItemInput,
  trx: Knex.Transaction,
): Promise<{ fields: ItemFields; site: SiteRow }> {
  const siteId = input.site ?? before?.site_id;
  if (!siteId) throw httpError(400, 'site is required');
  const site = await deps.owned.site(user, siteId, changeNeed(user, before, input), trx);
  const category = input.category !== undefined ? input.category : (before?.category_id ?? null);
  // Categories are each user's own: the one chosen is the editing user's or the item's author's.
  if (category !== null && category !== before?.category_id) {
    const chosen = await deps.repos.taxonomy.category(category, trx);
    if (!chosen || (chosen.owner_id !== user.id && chosen.owner_id !== before?.author_id)) throw httpError(404, 'Category not found');
  }

  const title = (input.title ?? before?.title ?? '').trim();
  if (!title) throw httpError(400, 'Title is required');
  const status = input.status ?? before?.status ?? 'draft';
  let publishedAt = input.published_at !== undefined ? input.published_at : (before?.published_at ?? null);
  const problem = scheduleProblem({ status, published_at: publishedAt }, before);
  if (problem) throw httpError(400, problem, { errors: [{ path: 'body/published_at', message: problem }] });
  // Publishing now stamps the time, unless the item already carries one (a back-dated post keeps it).
  if (status === 'published' && !publishedAt) publishedAt = new Date().toISOString();
  const unpublishAt = input.unpublish_at !== undefined ? input.unpublish_at : (before?.unpublish_at ?? null);
  if (unpublishAt && publishedAt && new Date(unpublishAt) <= new Date(publishedAt)) {
    throw httpError(400, 'The unpublish date must be after the publish date');
  }

  // The slug: the client's (normalised by the one slug rule), else the stored one, else the title's.
  const requested = input.slug !== undefined ? slugify(input.slug) : undefined;
  let slug = requested || (before && input.slug === undefined ? before.slug : '');
  if (!slug) slug = derivedSlug(title, 'untitled');
  if (!before || slug !== before.slug || site.id !== before.site_id) {
    // One writer at a time picks a slug on a site (released at commit): saves racing for "post" get
    // post, post-2, post-3 in turn instead of failing on the unique index.
    await deps.repos.items.lockSlugsOf(site.id, trx);
    slug = firstFree(slug, await deps.repos.items.slugsLike(site.id, slug, before?.id, trx));
  }

  const body = input.body ?? before?.body ?? '';
  return {
    site,
    fields: {
      site_id: site.id,
      author_id: before?.author_id ?? user.id,
      author_username: before?.author_username ?? user.username,
      title,
      slug,
      excerpt: input.excerpt ?? before?.excerpt ?? '',
      body,
      body_html: before && body === before.body ? before.body_html : renderMarkdown(body),
      type: input.type ?? before?.type ?? 'post',
      status,
      category_id: category,
      tags: input.tags !== undefined ? cleanTags(input.tags) : (before?.tags ?? []),
      featured_image: (input.featured_image ?? before?.featured_image ?? '').trim(),
      seo_title: (input.seo_title ?? before?.seo_title ?? '').trim(),
      seo_description: (input.seo_description ?? before?.seo_description ?? '').trim(),
      seo_keywords: (input.seo_keywords ?? before?.seo_keywords ?? '').trim(),
      published_at: publishedAt,
      unpublish_at: status === 'published' || status === 'scheduled' ? unpublishAt : null,
    },
  };
}

/** The snapshot a revision keeps: what the editor shows. */
function snapshotOf(row: ItemRow) {
  const { id: _id, views: _views, created_at: _c, updated_at: _u, body_html: _h, author_id: _a, author_username: _n, ...fields } = row;
  return fields;
}

/** Writes with the slug found free; two saves racing for it: the loser takes the next number. */
async function withFreeSlug<T>(trx: Knex.Transaction, write: (trx: Knex.Transaction) => Promise<T>, retry: () => Promise<T>): Promise<T> {
  try {
    return await trx.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) return retry();
    throw error;
  }
}

async function record(deps: Deps, trx: Knex.Transaction, user: AuthUser, row: ItemRow, actions: AuditAction[]) {
  await deps.repos.history.addRevision(row.id, snapshotOf(row), row.title, actor(user), trx);
  for (const action of actions) await deps.repos.history.audit(row.id, row.author_id, action, actor(user), trx);
}

/** What a status change means for the audit trail and the events. */
function transition(before: string | undefined, after: string): { audit: AuditAction[]; event?: 'published' | 'unpublished' } {
  if (before === after) return { audit: [] };
  const audit: AuditAction[] = [];
  if (after === 'published') audit.push('published');
  else if (after === 'scheduled') audit.push('scheduled');
  else if (after === 'archived') audit.push('archived');
  else if (before === 'published') audit.push('unpublished');
  const event = after === 'published' ? 'published' : before === 'published' ? 'unpublished' : undefined;
  return { audit, event };
}

export async function createItem(deps: Deps, user: AuthUser, input: ItemInput, attempt = 0): Promise<ItemView> {
  // The site first, outside the transaction: a site created (or a member added) a moment ago is asked
  // of the sites service.
  if (input.site) await deps.owned.site(user, input.site, changeNeed(user, undefined, input));
  const id = await deps.db
    .transaction(async (trx) => {
      const { fields, site } = await resolveFields(deps, user, undefined, input, trx);
      const row = await withFreeSlug(
        trx,
        (sp) => deps.repos.items.insert(fields, sp),
        () => {
          throw Object.assign(new Error('slug taken'), { code: 'SLUG_RACE' });
        },
      );
      await deps.repos.taxonomy.rememberTags(row.author_id, row.tags, trx);
      await record(deps, trx, user, row, ['created', ...transition(undefined, row.status).audit]);
      await publishItemEvent(deps.events, trx, 'created', row, site);
      if (row.status === 'published') await publishItemEvent(deps.events, trx, 'published', row, site);
      return row.id;
    })
    .catch(async (error) => {
      if ((error as { code?: string }).code === 'SLUG_RACE' && attempt < 3) return (await createItem(deps, user, input, attempt + 1)).id;
      throw error;
    });
  return (await deps.repos.items.find(id))!;
}

/**
 * PUT and PATCH: the fields sent change, the others keep their value. With `version` (the one the editor
 * started from), the write happens only if the item is still at it, checked in the UPDATE itself: of two
 * saves from one version exactly one is written, the other answers 409 with the item as it now is.
 */
export async function updateItem(
  deps: Deps,
  user: AuthUser,
  id: number,
  input: ItemInput,
  version?: number,
  attempt = 0,
): Promise<ItemView> {
  // Outside the transaction first (the sites service may be asked), then again on the locked row.
  const current = await deps.owned.item(user, id, 'change');
  if (input.site && input.site !== current.site_id) await deps.owned.site(user, input.site, changeNeed(user, current, input));
  await deps.db
    .transaction(async (trx) => {
      const before = await deps.repos.items.findForUpdate(id, trx);
      if (!before) throw httpError(404, 'Content not found');
      await deps.owned.item(user, id, 'change', trx);
      const { fields, site } = await resolveFields(deps, user, before, input, trx);
      const row = await withFreeSlug(
        trx,
        (sp) => deps.repos.items.updateIfVersion(id, version, fields, sp),
        () => {
          throw Object.assign(new Error('slug taken'), { code: 'SLUG_RACE' });
        },
      );
      if (!row) {
        // Each save keeps a revision under its saver's name: the newest names who saved the version it now is.
        const [newest] = await deps.repos.history.revisions(id, trx);
        const savedBy = newest && { id: newest.author_id, username: newest.author_username };
        throw staleVersion(before.type, version!, itemResponse((await deps.repos.items.find(id, trx))!), savedBy);
      }
      await deps.repos.taxonomy.rememberTags(row.author_id, row.tags, trx);
      const change = transition(before.status, row.status);
      await record(deps, trx, user, row, ['updated', ...change.audit]);
      const previous = before.site_id !== row.site_id ? await deps.repos.sites.find(before.site_id, trx) : undefined;
      await publishItemEvent(deps.events, trx, 'updated', row, site, {
        previous_slug: before.slug !== row.slug ? before.slug : undefined,
        previous_site_slug: previous?.slug,
      });
      if (change.event) await publishItemEvent(deps.events, trx, change.event, row, site);
    })
    .catch(async (error) => {
      if ((error as { code?: string }).code === 'SLUG_RACE' && attempt < 3) return updateItem(deps, user, id, input, version, attempt + 1);
      throw error;
    });
  return (await deps.repos.items.find(id))!;
}

export async function deleteItem(deps: Deps, user: AuthUser, id: number): Promise<void> {
  await deps.owned.item(user, id, 'change');
  await deps.db.transaction(async (trx) => {
    const before = await deps.repos.items.findForUpdate(id, trx);
    if (!before) throw httpError(404, 'Content not found');
    await deps.owned.item(user, id, 'change', trx);
    const site = await deps.repos.sites.find(before.site_id, trx);
    await deps.repos.items.remove(id, trx);
    await deps.repos.history.audit(id, before.author_id, 'deleted', actor(user), trx);
    await publishItemEvent(deps.events, trx, 'deleted', before, site);
  });
}

/** A revision scheduled without a date is restored as a draft; one whose time has passed, as published (as the scheduler would have). */
function restoredStatus(status: string, publishedAt: string | null): string {
  if (status !== 'scheduled') return status;
  if (!publishedAt) return 'draft';
  return new Date(publishedAt).getTime() <= Date.now() ? 'published' : status;
}

/** The item as a revision had it (a new revision records the restore; the slug is found free again). */
export async function restoreRevision(deps: Deps, user: AuthUser, id: number, revisionId: number): Promise<ItemView> {
  const revision = await deps.repos.history.revision(id, revisionId);
  if (!revision) throw httpError(404, 'Revision not found');
  const snapshot = (typeof revision.snapshot === 'string' ? JSON.parse(revision.snapshot) : revision.snapshot) as Record<string, any>;
  const time = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
  // A category deleted since the revision leaves the item without one.
  const category = snapshot.category_id && (await deps.repos.taxonomy.category(snapshot.category_id)) ? snapshot.category_id : null;
  const restored = await updateItem(deps, user, id, {
    title: snapshot.title,
    slug: snapshot.slug,
    excerpt: snapshot.excerpt,
    body: snapshot.body,
    type: snapshot.type,
    status: restoredStatus(snapshot.status, snapshot.published_at),
    category,
    tags: snapshot.tags ?? [],
    featured_image: snapshot.featured_image,
    seo_title: snapshot.seo_title,
    seo_description: snapshot.seo_description,
    seo_keywords: snapshot.seo_keywords,
    published_at: time(snapshot.published_at),
    unpublish_at: time(snapshot.unpublish_at),
  });
  await deps.repos.history.audit(id, restored.author_id, 'restored', actor(user));
  return restored;
}
