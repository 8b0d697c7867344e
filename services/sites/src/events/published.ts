import type { Knex } from 'knex';
import type { SiteRow } from '../repositories/sites';
import type { PageRow } from '../repositories/pages';

/** The kit's outbox: events written in the caller's transaction. */
import type { Outbox } from '@atlas/service-kit';
import { membersRepository } from '../repositories/members';
export type { Outbox };

export type SiteEventVerb = 'created' | 'updated' | 'published' | 'unpublished' | 'deleted';
export type PageEventVerb = SiteEventVerb;

/** `sites.site.*`, keyed by site id so one site's events stay in order. */
export function publishSiteEvent(
  outbox: Outbox,
  trx: Knex.Transaction,
  verb: SiteEventVerb,
  site: SiteRow,
  extra: Record<string, unknown> = {},
) {
  return outbox.publish(trx, {
    type: `sites.site.${verb}`,
    key: String(site.id),
    payload: {
      site_id: site.id,
      owner_id: site.owner_id,
      slug: site.slug,
      name: site.name,
      is_published: site.is_published,
      is_demo: Boolean(site.is_demo),
      ...extra,
    },
  });
}

/** `sites.page.*`, keyed by the page's site so a site's page events stay in order with its site events. */
export function publishPageEvent(
  outbox: Outbox,
  trx: Knex.Transaction,
  verb: PageEventVerb,
  page: PageRow,
  site: SiteRow,
  extra: Record<string, unknown> = {},
) {
  return outbox.publish(trx, {
    type: `sites.page.${verb}`,
    key: String(site.id),
    payload: {
      page_id: page.id,
      site_id: site.id,
      owner_id: site.owner_id,
      site_slug: site.slug,
      slug: page.slug,
      title: page.title,
      is_published: page.is_published,
      is_home_page: page.is_home_page,
      version: page.version,
      ...extra,
    },
  });
}

/** `sites.form.submitted`: a visitor sent a form of a public page (the fields stay here: they are the owner's data). */
export function publishFormSubmitted(
  outbox: Outbox,
  trx: Knex.Transaction,
  site: SiteRow,
  submission: { id: number; form_name: string; page_slug: string },
) {
  return outbox.publish(trx, {
    type: 'sites.form.submitted',
    key: String(site.id),
    payload: {
      submission_id: submission.id,
      site_id: site.id,
      owner_id: site.owner_id,
      site_slug: site.slug,
      form_name: submission.form_name,
      page_slug: submission.page_slug,
    },
  });
}

/** `sites.theme.changed`: what a site's pages wear changed (its site theme created, customised, switched, reset or removed). */
export function publishThemeChanged(outbox: Outbox, trx: Knex.Transaction, site: SiteRow) {
  return outbox.publish(trx, {
    type: 'sites.theme.changed',
    key: String(site.id),
    payload: { site_id: site.id, owner_id: site.owner_id, site_slug: site.slug },
  });
}

export type MemberEventVerb = 'added' | 'changed' | 'removed';

/**
 * `sites.member.*`: who works on a site, keyed by the site so its membership events stay in order with
 * its site events. `changed_at` is this service's time of the change: the copies keep the latest.
 */
export async function publishMemberEvent(
  outbox: Outbox,
  trx: Knex.Transaction,
  verb: MemberEventVerb,
  member: { site_id: number; user_id: number; role: string | null; changed_at: Date | string },
) {
  // the member's name as this service knows it (the activity log says who was added, changed or removed)
  const user = await membersRepository(trx).user(member.user_id, trx);
  return outbox.publish(trx, {
    type: `sites.member.${verb}`,
    key: String(member.site_id),
    payload: {
      site_id: member.site_id,
      user_id: member.user_id,
      ...(user ? { username: user.username } : {}),
      ...(verb === 'removed' ? {} : { role: member.role }),
      changed_at: new Date(member.changed_at).toISOString(),
    },
  });
}

export type DomainRemovedReason = 'deleted' | 'txt-missing' | 'site-deleted';

/** `sites.domain.verified`: a domain now serves its site (also sent when a verified domain gains or loses primary). */
export type DomainVerifiedPayload = { domain_id: number; site_id: number; slug: string; hostname: string; primary: boolean };
/** `sites.domain.removed`: a verified domain no longer serves its site. */
export type DomainRemovedPayload = { domain_id: number; site_id: number; slug: string; hostname: string; reason: DomainRemovedReason };

/** `sites.domain.verified`, keyed by the site so the edge sees a site's host changes in order. */
export function publishDomainVerified(
  outbox: Outbox,
  trx: Knex.Transaction,
  domain: { id: number; hostname: string; primary: boolean },
  site: Pick<SiteRow, 'id' | 'slug'>,
) {
  return outbox.publish<DomainVerifiedPayload>(trx, {
    type: 'sites.domain.verified',
    key: String(site.id),
    payload: { domain_id: domain.id, site_id: site.id, slug: site.slug, hostname: domain.hostname, primary: domain.primary },
  });
}

/** `sites.domain.removed`: deleted by a member, detached by the re-check, or gone with its site. */
export function publishDomainRemoved(
  outbox: Outbox,
  trx: Knex.Transaction,
  domain: { id: number; hostname: string },
  site: Pick<SiteRow, 'id' | 'slug'>,
  reason: DomainRemovedReason,
) {
  return outbox.publish<DomainRemovedPayload>(trx, {
    type: 'sites.domain.removed',
    key: String(site.id),
    payload: { domain_id: domain.id, site_id: site.id, slug: site.slug, hostname: domain.hostname, reason },
  });
}
