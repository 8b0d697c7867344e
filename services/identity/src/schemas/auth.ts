import { Type, type Static } from '@atlas/service-kit';

export const USERNAME_RULE = 'Username must be 3 to 150 characters: letters, digits and . _ - only.';

const Username = () => Type.String({ minLength: 3, maxLength: 150, pattern: '^[A-Za-z0-9._-]+$', errorMessage: USERNAME_RULE });
const Email = () => Type.String({ format: 'email', maxLength: 254, errorMessage: 'Email address is not valid.' });
const NewPassword = (message = 'Password must be 8 to 128 characters.') =>
  Type.String({ minLength: 8, maxLength: 128, errorMessage: message });

export const RegisterBody = Type.Object({
  username: Username(),
  email: Email(),
  password: NewPassword(),
  // The registration form sends its "Confirm password" field; API clients may leave it out.
  password_confirm: Type.Optional(Type.String({ maxLength: 128 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, errorMessage: 'Username is required.' }),
  password: Type.String({ minLength: 1, maxLength: 128, errorMessage: 'Password is required.' }),
});
export type LoginBody = Static<typeof LoginBody>;

export const RefreshBody = Type.Object({
  refresh: Type.String({ minLength: 1, maxLength: 200, errorMessage: 'A refresh token is required.' }),
});
export type RefreshBody = Static<typeof RefreshBody>;

export const User = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  is_staff: Type.Boolean(),
});

export const SessionTokens = Type.Object({
  access: Type.String({ description: 'JWT access token, valid 15 minutes' }),
  refresh: Type.String({ description: 'Opaque refresh token; each use returns a new one' }),
  user: User,
});

// Errors may carry more than the detail (the taken field, an error code): keep those in the reply.
export const Detail = Type.Object({ detail: Type.String() }, { additionalProperties: true });

export const DemoCredentials = Type.Object({ username: Type.String(), password: Type.String() });

/** `PATCH /api/auth/me/`: the signed-in user's own name and email. */
export const ProfileChanges = Type.Object(
  { username: Type.Optional(Username()), email: Type.Optional(Email()) },
  { additionalProperties: false },
);

/** `POST /api/auth/password/` */
export const PasswordChange = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 128, errorMessage: 'Current password is required.' }),
  new_password: NewPassword('New password must be 8 to 128 characters.'),
});

export const PasswordChanged = Type.Object({
  detail: Type.String(),
  /** How many other sign-ins were ended. */
  signed_out_sessions: Type.Integer(),
});

/** One sign-in of the user (`GET /api/auth/sessions/`). */
export const SessionSummary = Type.Object({
  id: Type.String({ description: 'The session id (the access tokens carry it as `sid`)' }),
  device: Type.String({ description: 'Browser and system read from the User-Agent, e.g. "Chrome on Windows"' }),
  user_agent: Type.String(),
  ip: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.String({ format: 'date-time', description: 'Sign-in or last token refresh (about every 15 minutes in use)' }),
  current: Type.Boolean({ description: 'The session of the token that asks' }),
});

export const SessionParams = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    errorMessage: 'params/id must be a session id',
  }),
});

/** `GET /api/auth/me/`: the signed-in user and whether their sign-in asks for a second factor. */
export const Me = Type.Object({
  ...User.properties,
  two_factor_enabled: Type.Boolean({ description: 'Sign-in asks for an authenticator code (or a recovery code)' }),
  staff_two_factor_required: Type.Boolean({
    description:
      'A staff account without a second factor while the platform requires one of staff: its tokens have no staff rights until it sets one up',
  }),
});

/** `POST /api/auth/login/` for an account with the second factor on: no tokens yet. */
export const TwoFactorChallenge = Type.Object({
  two_factor_required: Type.Literal(true),
  challenge: Type.String({ description: 'Proof of the right password, for `POST /api/auth/login/2fa/`; valid 5 minutes' }),
});

export const LoginAnswer = Type.Union([SessionTokens, TwoFactorChallenge]);

const AUTHENTICATOR_CODE_RULE = 'Enter the 6-digit code from your authenticator app.';
const CurrentPassword = () => Type.String({ minLength: 1, maxLength: 128, errorMessage: 'Your current password is required.' });

/** `POST /api/auth/login/2fa/`: the second step, with a code of the authenticator app or a recovery code. */
export const SecondFactorBody = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 1000, errorMessage: 'The sign-in challenge is required. Please sign in again.' }),
  code: Type.String({
    minLength: 6,
    maxLength: 32,
    pattern: '^[0-9A-Za-z -]+$',
    errorMessage: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  }),
});

/** `POST /api/auth/2fa/setup/`: the secret to type or scan; not on until a code confirms it. */
export const TwoFactorSetup = Type.Object({
  secret: Type.String({ description: 'Base32 secret, for typing into the app' }),
  otpauth_url: Type.String({ description: 'otpauth://totp/… URI, for a QR code' }),
});

/** `POST /api/auth/2fa/enable/` */
export const TwoFactorCode = Type.Object({
  code: Type.String({ pattern: '^[0-9]{6}$', errorMessage: AUTHENTICATOR_CODE_RULE }),
});

/** `POST /api/auth/2fa/disable/` and `POST /api/auth/2fa/recovery-codes/` */
export const PasswordConfirmation = Type.Object({ password: CurrentPassword() });

export const RecoveryCodes = Type.Object({
  recovery_codes: Type.Array(Type.String(), { description: 'Ten single-use codes, shown this once' }),
});
