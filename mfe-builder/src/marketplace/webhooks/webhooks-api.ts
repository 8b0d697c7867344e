import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type { Webhook, WebhookDeliveryList, WebhookInput, WebhookListAnswer, WebhookUpdate } from '@atlas/marketplace/contract';
import { marketplaceKeys } from '../marketplace-api';

// Under the marketplace's key: installing or uninstalling the module refetches its settings too.
export const webhookKeys = {
  all: [...marketplaceKeys.all, 'webhooks'] as const,
  lists: () => [...webhookKeys.all, 'list'] as const,
  list: (siteId: number | null) => [...webhookKeys.lists(), siteId] as const,
  deliveries: (id: number) => [...webhookKeys.all, 'deliveries', id] as const,
};

/** The account's endpoints, or (with a site) the site's, and the events an endpoint may listen to. */
export function useWebhooks(siteId: number | null) {
  return useQuery({
    queryKey: webhookKeys.list(siteId),
    queryFn: () => api.get<WebhookListAnswer>('/marketplace/webhooks/', { query: { site: siteId ?? undefined } }),
  });
}

/** An endpoint's last 100 deliveries, newest first. */
export function useDeliveries(id: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => api.get<WebhookDeliveryList>(`/marketplace/webhooks/${id}/deliveries/`),
  });
}

/** Rereads an endpoint's log and the list, whose row shows the newest delivery, so both agree. */
export function useRefreshDeliveries(id: number) {
  const client = useQueryClient();
  return () => Promise.all([webhookKeys.deliveries(id), webhookKeys.lists()].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Answers the new endpoint (a site's with `site_id`) with its whole signing secret: the only time the API shows it. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookInput) => api.post<Webhook>('/marketplace/webhooks/', input),
    onSuccess: () => void client.invalidateQueries({ queryKey: webhookKeys.lists() }),
  });
}

/** With `rotate_secret: true` the answer carries the new secret, once. */
export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: WebhookUpdate }) => api.patch<Webhook>(`/marketplace/webhooks/${id}/`, changes),
    onSuccess: () => void client.invalidateQueries({ queryKey: webhookKeys.lists() }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/marketplace/webhooks/${id}/`),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: webhookKeys.deliveries(id) });
      void client.invalidateQueries({ queryKey: webhookKeys.lists() });
    },
  });
}
