// @atlas/identity/contract: what the front ends may import from this service, the shapes of its
// answers and requests. Types only, derived from the route schemas with `import type`, so nothing of
// the service reaches a browser bundle.
import type { Static } from '@atlas/service-kit';
import type {
  DemoCredentials as DemoCredentialsSchema,
  LoginBody,
  PasswordChange as PasswordChangeSchema,
  PasswordChanged as PasswordChangedSchema,
  ProfileChanges as ProfileChangesSchema,
  RefreshBody,
  RegisterBody,
  SessionSummary as SessionSummarySchema,
  SessionTokens,
  User as UserSchema,
} from './schemas/auth';
import type { AccountChanges as AccountChangesSchema, StaffViewOfUser, UserPage as UserPageSchema } from './schemas/users';
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
/** One sign-in of the user (`GET /api/auth/sessions/`). */
export type SessionSummary = Static<typeof SessionSummarySchema>;
export type PasswordChange = Static<typeof PasswordChangeSchema>;
export type PasswordChanged = Static<typeof PasswordChangedSchema>;
/** `PATCH /api/auth/me/` */
export type ProfileChanges = Static<typeof ProfileChangesSchema>;
/** An account as staff see it (`/api/auth/users/`). */
export type Account = Static<typeof StaffViewOfUser>;
export type AccountPage = Static<typeof UserPageSchema>;
export type AccountChanges = Static<typeof AccountChangesSchema>;
export type { UserRegisteredPayload } from './events/user-registered';
export type { SessionRevokedPayload } from '@atlas/service-kit';
/** The signed-in user's settings (`GET/PATCH /api/auth/me/preferences/`). */
export type { Preferences, PreferencesChanges } from './schemas/preferences';
export type { UserPreferencesChangedPayload } from './events/preferences-changed';
/** The Mail screen (staff): a page of emails (`GET /api/auth/mail/`) and one opened (`GET /api/auth/mail/{id}/`). */
export type MailList = Static<typeof MailListSchema>;
export type MailSummary = Static<typeof MailSummarySchema>;
export type MailMessage = Static<typeof MailMessageSchema>;
export type MailStatus = MailSummary['status'];
