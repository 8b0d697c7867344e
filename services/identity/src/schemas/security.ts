import { Type, type Static } from '@atlas/service-kit';

/** A session ends this long after its sign-in: an hour at least, 90 days at most. */
export const SESSION_LIFETIME_HOURS = { min: 1, max: 90 * 24 } as const;

const RequireStaffTwoFactor = Type.Boolean({
  description: 'Staff accounts without a second factor sign in without staff rights until they set one up',
  errorMessage: 'require_staff_two_factor must be true or false.',
});
const SessionLifetimeHours = Type.Integer({
  minimum: SESSION_LIFETIME_HOURS.min,
  maximum: SESSION_LIFETIME_HOURS.max,
  description: 'Sessions signed in from now on end this many hours after sign-in',
  errorMessage: `Session lifetime must be a whole number of hours from ${SESSION_LIFETIME_HOURS.min} to ${SESSION_LIFETIME_HOURS.max} (90 days).`,
});

/** `GET /api/auth/security/` (staff): the platform's security settings. */
export const SecuritySettings = Type.Object({
  require_staff_two_factor: Type.Boolean(),
  session_lifetime_hours: Type.Integer(),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updated_by: Type.Union([Type.Object({ id: Type.Integer(), username: Type.String() }), Type.Null()]),
});
export type SecuritySettings = Static<typeof SecuritySettings>;

export const SecuritySettingsChanges = Type.Object(
  {
    require_staff_two_factor: Type.Optional(RequireStaffTwoFactor),
    session_lifetime_hours: Type.Optional(SessionLifetimeHours),
  },
  { additionalProperties: false },
);
export type SecuritySettingsChanges = Static<typeof SecuritySettingsChanges>;
