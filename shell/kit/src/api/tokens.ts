// The four session keys: the product-prefixed pair and the plain pair that older
// screens read. Login writes both, register only the atlas_ pair, logout removes all four.
export const TOKEN_KEYS = {
  access: 'atlas_access_token',
  refresh: 'atlas_refresh_token',
  plainAccess: 'access_token',
  plainRefresh: 'refresh_token',
} as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  const store = storage();
  return store?.getItem(TOKEN_KEYS.access) ?? store?.getItem(TOKEN_KEYS.plainAccess) ?? null;
}

export function getRefreshToken(): string | null {
  const store = storage();
  return store?.getItem(TOKEN_KEYS.refresh) ?? store?.getItem(TOKEN_KEYS.plainRefresh) ?? null;
}

/** After login (and after a silent refresh): both pairs. */
export function storeLoginTokens(access: string, refresh?: string | null): void {
  const store = storage();
  if (!store) return;
  store.setItem(TOKEN_KEYS.access, access);
  store.setItem(TOKEN_KEYS.plainAccess, access);
  if (refresh) {
    store.setItem(TOKEN_KEYS.refresh, refresh);
    store.setItem(TOKEN_KEYS.plainRefresh, refresh);
  }
}

/** After registration: the product-prefixed pair only. */
export function storeRegisterTokens(access: string, refresh?: string | null): void {
  const store = storage();
  if (!store) return;
  store.setItem(TOKEN_KEYS.access, access);
  if (refresh) store.setItem(TOKEN_KEYS.refresh, refresh);
}

export function clearTokens(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(TOKEN_KEYS)) store.removeItem(key);
}
