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
