// @atlas/identity/contract: what the front ends may import from this service, the shapes of its
// answers and requests. Types only, derived from the route schemas with `import type`, so nothing of
// the service reaches a browser bundle.
import type { Static } from '@atlas/service-kit';
import type {
  DemoCredentials as DemoCredentialsSchema,
  LoginBody,
  RefreshBody,
  RegisterBody,
  SessionTokens,
  User as UserSchema,
} from './schemas/auth';
import type { MailList as MailListSchema, MailMessage as MailMessageSchema, MailSummary as MailSummarySchema } from './schemas/mail';

/** The signed-in user (`GET /api/auth/me/`, and in every session). */
export type User = Static<typeof UserSchema>;
/** What register, login and refresh answer: an access token (15 minutes), a refresh token (used once) and the user. */
export type Session = Static<typeof SessionTokens>;
export type Registration = Static<typeof RegisterBody>;
export type Credentials = Static<typeof LoginBody>;
export type RefreshRequest = Static<typeof RefreshBody>;
/** The demo account the login-required screen shows, outside production. */
export type DemoCredentials = Static<typeof DemoCredentialsSchema>;
export type { UserRegisteredPayload } from './events/user-registered';
/** The Mail screen (staff): a page of emails (`GET /api/auth/mail/`) and one opened (`GET /api/auth/mail/{id}/`). */
export type MailList = Static<typeof MailListSchema>;
export type MailSummary = Static<typeof MailSummarySchema>;
export type MailMessage = Static<typeof MailMessageSchema>;
export type MailStatus = MailSummary['status'];
