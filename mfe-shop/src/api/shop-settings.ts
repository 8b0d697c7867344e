import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRequest, siteShopKeys, type ShopStore } from '@atlas/shell-kit';
import type { SiteShopSettings } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

/** A site's shop settings as `GET shops/{site}/` answers a member (docs/contracts.md "Shop settings"). */
export type ShopSettings = SiteShopSettings;

export type ShopSettingsChanges = Partial<Omit<ShopSettings, 'site' | 'updated_at'>>;

const settingsPath = (store: ShopStore) => `shops/${store.site}/`;

/** A site's shop settings (the platform's come from the environment: nothing to read). */
export function useShopSettings(store: ShopStore) {
  return useQuery({
    queryKey: shopKeys.settings(store),
    queryFn: () => shopRequest<ShopSettings>('GET', settingsPath(store)),
    enabled: store.site !== null,
    retry: false,
  });
}

/** Saves the settings (PUT takes any of them); the answer is kept, and the site cards' badges follow. */
export function useSaveShopSettings(store: ShopStore) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ShopSettingsChanges) => shopRequest<ShopSettings>('PUT', settingsPath(store), changes),
    onSuccess: (settings) => {
      queryClient.setQueryData(shopKeys.settings(store), settings);
      void queryClient.invalidateQueries({ queryKey: siteShopKeys.all() });
    },
  });
}
