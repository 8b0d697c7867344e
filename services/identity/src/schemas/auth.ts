import { Type, type Static } from '@atlas/service-kit';

export const USERNAME_RULE = 'Username must be 3 to 150 characters: letters, digits and . _ - only.';

export const RegisterBody = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 150, pattern: '^[A-Za-z0-9._-]+$', errorMessage: USERNAME_RULE }),
  email: Type.String({ format: 'email', maxLength: 254, errorMessage: 'Email address is not valid.' }),
  password: Type.String({ minLength: 8, maxLength: 128, errorMessage: 'Password must be 8 to 128 characters.' }),
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
