import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type { AcceptedInvitation, Invitation, InvitationPreview, Member, MemberRole, NewInvitation, Site } from '@atlas/sites/contract';
import { siteKeys } from './keys';

export type { AcceptedInvitation, Invitation, InvitationPreview, Member, MemberRole, NewInvitation };

export function useMembers(siteId: number) {
  return useQuery({
    queryKey: siteKeys.members(siteId),
    queryFn: () => api.get<Member[]>(`/builder/sites/${siteId}/members/`),
    retry: false,
  });
}

export function useInvitations(siteId: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: siteKeys.invitations(siteId),
    queryFn: () => api.get<Invitation[]>(`/builder/sites/${siteId}/invitations/`),
    retry: false,
    enabled: options.enabled,
  });
}

/** Every change to a site's team: the members and invitations are read afresh, and the sites list (roles, owner). */
function useTeamChange<Input, Output>(siteId: number, change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: siteKeys.members(siteId) });
      queryClient.invalidateQueries({ queryKey: siteKeys.invitations(siteId) });
    },
  });
}

export const useInvite = (siteId: number) =>
  useTeamChange(siteId, (invitation: NewInvitation) => api.post<Invitation>(`/builder/sites/${siteId}/invitations/`, invitation));

export const useRevokeInvitation = (siteId: number) =>
  useTeamChange(siteId, (id: number) => api.delete(`/builder/sites/${siteId}/invitations/${id}/`));

export const useChangeRole = (siteId: number) =>
  useTeamChange(siteId, ({ userId, role }: { userId: number; role: MemberRole }) =>
    api.patch<Member>(`/builder/sites/${siteId}/members/${userId}/`, { role }),
  );

export function useRemoveMember(siteId: number) {
  const queryClient = useQueryClient();
  return useTeamChange(siteId, async (userId: number) => {
    await api.delete(`/builder/sites/${siteId}/members/${userId}/`);
    // Leaving a site takes it off one's own list.
    queryClient.invalidateQueries({ queryKey: siteKeys.list() });
  });
}

export function useTransferOwnership(siteId: number) {
  const queryClient = useQueryClient();
  return useTeamChange(siteId, async (userId: number) => {
    const site = await api.post<Site>(`/builder/sites/${siteId}/transfer/`, { user_id: userId });
    queryClient.setQueryData(siteKeys.detail(siteId), site);
    queryClient.invalidateQueries({ queryKey: siteKeys.list() });
    return site;
  });
}

/** The invitation behind a link, signed in or not: the site, the role, who invited and for which address. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: siteKeys.invitation(token),
    queryFn: () => api.get<InvitationPreview>(`/builder/invitations/${encodeURIComponent(token)}/`, { auth: false }),
    retry: false,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<AcceptedInvitation>('/builder/invitations/accept/', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.list() }),
  });
}
