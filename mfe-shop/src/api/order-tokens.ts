import { ORDER_TOKEN_HEADER } from '@atlas/commerce/contract';

// A guest opens an order again with the access token checkout answered; the browser keeps them by order id.
const STORAGE_KEY = 'atlas_order_tokens';

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberOrderToken(orderId: number, token: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [orderId]: token }));
  } catch {
    // Not kept: the address still carries ?token=.
  }
}

export function orderToken(orderId: number): string | undefined {
  return readAll()[orderId];
}

/** The header that opens a guest's order, when a token is known. */
export function orderTokenHeaders(token: string | undefined): Record<string, string> {
  return token ? { [ORDER_TOKEN_HEADER]: token } : {};
}
