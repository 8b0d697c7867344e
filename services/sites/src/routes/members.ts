import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import {
  AcceptedInvitation,
  AcceptInvitationBody,
  CreateInvitationBody,
  Invitation,
  InvitationList,
  InvitationParams,
  InvitationPreview,
  InvitationTokenParams,
  Member,
  MemberList,
  MemberState,
  MemberParams,
  TransferBody,
  UpdateMemberBody,
} from '../schemas/members';
import { Site } from '../schemas/sites';
import { changeMemberRole, findMember, listMembers, removeMember, transferOwnership } from '../operations/members';
import { acceptInvitation, inviteMember, pendingInvitations, previewInvitation, revokeInvitation } from '../operations/invitations';
import { presentSite } from '../operations/list-sites';

const tags = ['members'];

/** Teams: a site's members and roles, invitations by email, handing a site over (docs/contracts.md "Teams"). */
export async function memberRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned } = deps;

  api.get('/api/builder/sites/:id/members/', { schema: { tags, params: IdParams, response: { 200: MemberList } } }, async (request) =>
    listMembers(deps, await owned.site(request.user, request.params.id, 'read')),
  );

  api.get(
    '/api/builder/sites/:id/members/:userId/',
    { schema: { tags, params: MemberParams, response: { 200: MemberState } } },
    async (request) => findMember(deps, await owned.site(request.user, request.params.id, 'read'), request.params.userId),
  );

  api.patch(
    '/api/builder/sites/:id/members/:userId/',
    { schema: { tags, params: MemberParams, body: UpdateMemberBody, response: { 200: Member } } },
    async (request) =>
      changeMemberRole(deps, await owned.site(request.user, request.params.id, 'admin'), request.params.userId, request.body.role),
  );

  api.delete(
    '/api/builder/sites/:id/members/:userId/',
    { schema: { tags, params: MemberParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      // Anyone may leave; removing someone else is for admins (checked with the target in removeMember).
      const site = await owned.site(request.user, request.params.id, 'read');
      await removeMember(deps, request.user, site, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/builder/sites/:id/transfer/',
    { schema: { tags, params: IdParams, body: TransferBody, response: { 200: Site } } },
    async (request) => {
      const site = await owned.site(request.user, request.params.id, 'owner');
      return presentSite(deps, await transferOwnership(deps, site, request.body.user_id), 'admin');
    },
  );

  api.post(
    '/api/builder/sites/:id/invitations/',
    { schema: { tags, params: IdParams, body: CreateInvitationBody, response: { 201: Invitation } } },
    async (request, reply) => {
      const site = await owned.site(request.user, request.params.id, 'admin');
      return reply.code(201).send(await inviteMember(deps, request.user, site, request.body));
    },
  );

  api.get(
    '/api/builder/sites/:id/invitations/',
    { schema: { tags, params: IdParams, response: { 200: InvitationList } } },
    async (request) => pendingInvitations(deps, await owned.site(request.user, request.params.id, 'admin')),
  );

  api.delete(
    '/api/builder/sites/:id/invitations/:invitationId/',
    { schema: { tags, params: InvitationParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await revokeInvitation(deps, await owned.site(request.user, request.params.id, 'admin'), request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/builder/invitations/accept/',
    { schema: { tags, body: AcceptInvitationBody, response: { 200: AcceptedInvitation } } },
    async (request) => acceptInvitation(deps, request.user, request.body.token),
  );
}

/** The accept page's first look at an invitation, signed in or not (manifest.json's publicRoutes): the link is the secret. */
export async function invitationPreviewRoute(app: FastifyInstance, deps: Deps) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/api/builder/invitations/:token/',
      { schema: { tags, params: InvitationTokenParams, response: { 200: InvitationPreview } } },
      async (request) => previewInvitation(deps, request.params.token),
    );
}
