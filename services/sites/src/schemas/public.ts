import { Type } from '@atlas/service-kit';
import { Slug } from './common';

export const PublicSiteParams = Type.Object({ siteSlug: Slug });
export const PublicPageParams = Type.Object({ siteSlug: Slug, pageSlug: Slug });

export const UnlockBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) });

export const MAX_FORM_FIELDS = 50;
const FieldValue = Type.Union([Type.String({ maxLength: 5000 }), Type.Number(), Type.Boolean()]);

/**
 * A visitor's contact-form submission: the fields under `data` (the public page's island sends
 * `{ form_id, page, data }`), or flat beside `form_name`/`page_slug`.
 */
export const FormSubmissionBody = Type.Object(
  {
    form_name: Type.Optional(Type.String({ maxLength: 100 })),
    form_id: Type.Optional(Type.String({ maxLength: 100 })),
    page_slug: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.String({ maxLength: 300 })),
    data: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), FieldValue, { maxProperties: MAX_FORM_FIELDS })),
  },
  { additionalProperties: FieldValue, maxProperties: MAX_FORM_FIELDS + 5 },
);
