// @atlas/identity/contract: what the front ends may import from this service, the shapes of its
// answers and requests. Types only, derived from the route schemas with `import type`, so nothing of
// the service reaches a browser bundle.
import type { Static } from '@atlas/service-kit';
import type {
  DemoCredentials as DemoCredentialsSchema,
  LoginAnswer as LoginAnswerSchema,
  LoginBody,
  Me as MeSchema,
  PasswordConfirmation as PasswordConfirmationSchema,
  RecoveryCodes as RecoveryCodesSchema,
  SecondFactorBody,
  TwoFactorChallenge as TwoFactorChallengeSchema,
  TwoFactorCode as TwoFactorCodeSchema,
  TwoFactorSetup as TwoFactorSetupSchema,
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
import type {
  SecuritySettings as SecuritySettingsSchema,
  SecuritySettingsChanges as SecuritySettingsChangesSchema,
} from './schemas/security';
import type { MailList as MailListSchema, MailMessage as MailMessageSchema, MailSummary as MailSummarySchema } from './schemas/mail';

/** The user of a session (register, login, refresh, `PATCH /api/auth/me/`). */
export type User = Static<typeof UserSchema>;
/** The signed-in user as `GET /api/auth/me/` answers it: the `User` and whether the second factor is on. */
export type Me = Static<typeof MeSchema>;
/** What register, login and refresh answer: an access token (15 minutes), a refresh token (used once) and the user. */
export type Session = Static<typeof SessionTokens>;
export type Registration = Static<typeof RegisterBody>;
export type Credentials = Static<typeof LoginBody>;
/** `POST /api/auth/login/`: a session, or, with the second factor on, a challenge for `POST /api/auth/login/2fa/`. */
export type LoginAnswer = Static<typeof LoginAnswerSchema>;
export type TwoFactorChallenge = Static<typeof TwoFactorChallengeSchema>;
/** `POST /api/auth/login/2fa/` `{ challenge, code }` (a 6-digit code or a recovery code) → a `Session`. */
export type SecondFactorLogin = Static<typeof SecondFactorBody>;
/** `POST /api/auth/2fa/setup/` → the secret and its otpauth URL (for a QR code). */
export type TwoFactorSetup = Static<typeof TwoFactorSetupSchema>;
/** `POST /api/auth/2fa/enable/` `{ code }` */
export type TwoFactorCode = Static<typeof TwoFactorCodeSchema>;
/** `POST /api/auth/2fa/disable/` and `/2fa/recovery-codes/` `{ password }` */
export type PasswordConfirmation = Static<typeof PasswordConfirmationSchema>;
/** The ten recovery codes, shown once (`/2fa/enable/`, `/2fa/recovery-codes/`). */
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;
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
/** `GET /api/auth/security/` (staff): whether staff must have a second factor, how long a new session lasts, who changed it last. */
export type SecuritySettings = Static<typeof SecuritySettingsSchema>;
/** `PATCH /api/auth/security/` (staff): `require_staff_two_factor?`, `session_lifetime_hours?` (1–2160). */
export type SecuritySettingsChanges = Static<typeof SecuritySettingsChangesSchema>;
