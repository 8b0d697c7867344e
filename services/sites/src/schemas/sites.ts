import { Type, type Static } from '@atlas/service-kit';
import { NullableTimestamp, Slug, Timestamp, WebAddress } from './common';
import { SiteSettings, SiteSettingsPatch } from './settings';
import { Navigation } from './navigation';

/** Without a slug (or with ''), the service derives one from the name and picks a free one: `-2`, `-3`... */
export const CreateSiteBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  slug: Type.Optional(Type.Union([Slug, Type.Literal('')])),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type CreateSiteBody = Static<typeof CreateSiteBody>;

const SiteFieldsPatch = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  slug: Type.Optional(Slug),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  logo_url: Type.Optional(Type.Union([WebAddress, Type.Null()])),
  custom_domain: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 253, pattern: '^(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})?$' }),
      Type.Null(),
    ]),
  ),
});

/** PATCH carries only the changed fields: site fields and settings flat, or settings nested under `settings`. */
export const UpdateSiteBody = Type.Intersect([
  SiteFieldsPatch,
  SiteSettingsPatch,
  Type.Object({ settings: Type.Optional(SiteSettingsPatch) }),
]);
export type UpdateSiteBody = Static<typeof UpdateSiteBody>;

/** `?all=true`: staff read every user's sites (others always get their own). */
/** One of the kit's MEMBER_ROLES / SITE_ROLES (a test checks the lists agree). */
export const MemberRoleSchema = Type.Union([Type.Literal('viewer'), Type.Literal('author'), Type.Literal('editor'), Type.Literal('admin')]);
export const SiteRoleSchema = Type.Union([...MemberRoleSchema.anyOf, Type.Literal('owner')]);

export const SiteListQuery = Type.Object({ all: Type.Optional(Type.Boolean()) });

/**
 * A site as its owner sees it: identity, state, counts and every setting, flat (as the Site Settings
 * modal reads them) and under `settings`. The password itself never leaves the service.
 */
export const Site = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  is_published: Type.Boolean(),
  /** The site `/` shows when it is published (each owner's first site). */
  isPrimary: Type.Boolean(),
  is_primary: Type.Boolean(),
  pages_count: Type.Integer(),
  owner: Type.Integer(),
  /** The signed-in user's role on the site (docs/contracts.md "Teams"); staff reading another's: viewer. */
  role: Type.Optional(SiteRoleSchema),
  logo_url: Type.String(),
  /** `{slug}.atlas.site` */
  domain: Type.String(),
  custom_domain: Type.String(),
  /** Where the site lives: its primary domain, else `{slug}.<ATLAS_SITES_DOMAIN>`; null: served by path (`/live/{slug}`). */
  primary_origin: Type.Union([Type.String(), Type.Null()]),
  /** The site's menu, once it has one. */
  navigations: Type.Array(Navigation),
  published_at: NullableTimestamp,
  created_at: Timestamp,
  updated_at: Timestamp,
  ...SiteSettings.properties,
  settings: SiteSettings,
});
export type Site = Static<typeof Site>;

export const SiteList = Type.Array(Site);
