import { Id, Type, type Static } from '@atlas/service-kit';
import { Timestamp } from './common';
import { MemberRoleSchema, SiteRoleSchema } from './sites';

export const MemberUser = Type.Object({ id: Type.Integer(), username: Type.String(), email: Type.String() });

/** A person working on a site: the owner first, then the members in the order they joined. */
export const Member = Type.Object({
  user: MemberUser,
  role: SiteRoleSchema,
  added_at: Timestamp,
});
export type Member = Static<typeof Member>;
export const MemberList = Type.Array(Member);

/** One person's role with the time it last changed (what the other services' copies of members compare). */
export const MemberState = Type.Object({ ...Member.properties, changed_at: Timestamp });

export const MemberParams = Type.Object({ id: Id(), userId: Id() });
export const InvitationParams = Type.Object({ id: Id(), invitationId: Id() });

export const UpdateMemberBody = Type.Object({ role: MemberRoleSchema }, { additionalProperties: false });

export const CreateInvitationBody = Type.Object(
  {
    email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }),
    role: MemberRoleSchema,
    /** Let any signed-in account accept the link, not only the one with this e-mail (off by default). */
    any_address: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateInvitationBody = Static<typeof CreateInvitationBody>;

export const Invitation = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: MemberRoleSchema,
  any_address: Type.Boolean(),
  created_at: Timestamp,
  expires_at: Timestamp,
  /** `/invite/{token}`: for the inviter to copy and send. */
  accept_url: Type.String(),
});
export type Invitation = Static<typeof Invitation>;
export const InvitationList = Type.Array(Invitation);

export const InvitationTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** What the accept page shows before anyone accepts: the site, the role, who invited and for which address. */
export const InvitationPreview = Type.Object({
  site: Type.Object({ name: Type.String() }),
  role: MemberRoleSchema,
  email: Type.String(),
  any_address: Type.Boolean(),
  invited_by: Type.String(),
  expires_at: Timestamp,
});
export type InvitationPreview = Static<typeof InvitationPreview>;

export const AcceptInvitationBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

export const AcceptedInvitation = Type.Object({
  site: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  role: SiteRoleSchema,
});

export const TransferBody = Type.Object({ user_id: Id() }, { additionalProperties: false });
