import { Type } from '@atlas/service-kit';
import { Slug, WebAddress } from './common';
import { SiteSettingsPatch } from './settings';

export const CreateSiteBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  slug: Slug,
  description: Type.Optional(Type.String({ maxLength: 1000 })),
});

const SiteFieldsPatch = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  slug: Type.Optional(Slug),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  logo_url: Type.Optional(Type.Union([WebAddress, Type.Null()])),
  custom_domain: Type.Optional(Type.Union([
    Type.String({ maxLength: 253, pattern: '^(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})?$' }),
    Type.Null(),
  ])),
});

/** PATCH carries only the changed fields: site fields and settings flat, or settings nested under `settings`. */
export const UpdateSiteBody = Type.Intersect([
  SiteFieldsPatch,
  SiteSettingsPatch,
  Type.Object({ settings: Type.Optional(SiteSettingsPatch) }),
]);

/** `?all=true`: staff read every user's sites (others always get their own). */
export const SiteListQuery = Type.Object({ all: Type.Optional(Type.Boolean()) });
