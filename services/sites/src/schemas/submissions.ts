import { Type, type Static } from '@atlas/service-kit';
import { Timestamp } from './common';

export const SubmissionListQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

export const FieldValue = Type.Union([Type.String({ maxLength: 5000 }), Type.Number(), Type.Boolean()]);

/** A visitor's form submission, as the site's owner reads it. */
export const FormSubmission = Type.Object({
  id: Type.Integer(),
  site: Type.Integer(),
  form_name: Type.String(),
  page_slug: Type.String(),
  data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
  created_at: Timestamp,
});
export type FormSubmission = Static<typeof FormSubmission>;

export const FormSubmissionList = Type.Array(FormSubmission);
