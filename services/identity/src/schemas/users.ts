import { Paging, Type } from '@atlas/service-kit';

/** An account as staff see it in Users (`/api/auth/users/`). */
export const StaffViewOfUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  is_staff: Type.Boolean(),
  is_active: Type.Boolean(),
  date_joined: Type.String({ format: 'date-time' }),
  last_login: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const UserSearch = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 254, errorMessage: 'search must be at most 254 characters' })),
  ...Paging(20),
});

export const UserPage = Type.Object({ count: Type.Integer(), results: Type.Array(StaffViewOfUser) });

export const AccountChanges = Type.Object(
  {
    is_staff: Type.Optional(Type.Boolean({ errorMessage: 'is_staff must be true or false' })),
    is_active: Type.Optional(Type.Boolean({ errorMessage: 'is_active must be true or false' })),
  },
  { additionalProperties: false },
);
