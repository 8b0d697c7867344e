import { Type, Paging, MAIL_CATEGORIES, type Static } from '@atlas/service-kit';

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export const MAIL_PAGE_SIZE = 20;

export const MailQuery = Type.Object({
  status: Type.Optional(Type.Enum([...MAIL_STATUSES], { errorMessage: `{path} must be one of ${MAIL_STATUSES.join(', ')}` })),
  ...Paging(MAIL_PAGE_SIZE),
});
export type MailQuery = Static<typeof MailQuery>;

const Timestamp = Type.String({ format: 'date-time' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

/** One message as the Mail screen lists it. */
const summaryFields = {
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  category: Type.Enum([...MAIL_CATEGORIES]),
  status: Type.Enum([...MAIL_STATUSES]),
  attempts: Type.Integer(),
  link: Type.Union([Type.String(), Type.Null()]),
  created_at: Timestamp,
  sent_at: NullableTimestamp,
};
export const MailSummary = Type.Object(summaryFields);

/** One message opened: its text, its HTML when it has one, and why the last attempt failed. */
export const MailMessage = Type.Object({
  ...summaryFields,
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
  next_attempt_at: NullableTimestamp,
  message_id: Type.String(),
});

export const MailList = Type.Object({
  count: Type.Integer(),
  next: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Union([Type.Integer(), Type.Null()]),
  results: Type.Array(MailSummary),
});
