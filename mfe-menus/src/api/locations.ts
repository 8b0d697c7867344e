import { useQuery } from '@tanstack/react-query';
import { api, listOf } from '@atlas/shell-kit';
import { menuKeys } from './keys';
import type { MenuLocation } from './types';

/** The places a menu can sit in a site (header, footer, sidebar...), from the server. */
export function useLocations() {
  return useQuery({
    queryKey: menuKeys.locations(),
    queryFn: async () => listOf<MenuLocation>(await api.get('/locations/')),
    staleTime: Infinity,
  });
}
