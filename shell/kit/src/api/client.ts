import { clearTokens, getAccessToken, getRefreshToken, storeLoginTokens } from './tokens';

export const API_BASE = '/api';

/** Any non-OK response: message 'API request failed: {status text}', parsed body attached. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly response?: Response;

  constructor(status: number, statusText: string, body: unknown, response?: Response) {
    super(`API request failed: ${statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.response = response;
  }

  /** The server's `detail` (or `error`) text, when it sent one; a 413 always says it was too large. */
  get detail(): string | undefined {
    const body = this.body as { detail?: unknown; error?: unknown } | null;
    let text: string | undefined;
    if (body && typeof body === 'object') {
      if (typeof body.detail === 'string' && body.detail) text = body.detail;
      else if (typeof body.error === 'string' && body.error) text = body.error;
    }
    if (this.tooLarge) return !text ? TOO_LARGE : /too large/i.test(text) ? text : `${TOO_LARGE}: ${text}`;
    return text;
  }

  /** The request was larger than the service takes (413): the user's content, not an outage. */
  get tooLarge(): boolean {
    return this.status === 413;
  }
}

/** What a 413 says when it came without a text of its own (a proxy's page). */
const TOO_LARGE = 'Too large to send';

export interface RequestOptions {
  /** false: no bearer header and no refresh/401 handling (login, register, refresh). */
  auth?: boolean;
  /** false: a 401 that survives the refresh clears the tokens but does not send the user to /login. */
  redirectOnUnauthorized?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (sent while the tab closes, e.g. letting go of a lock). */
  keepalive?: boolean;
  query?: Record<string, string | number | boolean | null | undefined>;
}

/**
 * Browsers carry at most 64 KiB of `keepalive` bodies at once, for the whole page; a little is left for
 * what else goes as the tab closes (letting go of a page's lock).
 */
export const KEEPALIVE_BODY_LIMIT = 60 * 1024;

/** Whether `body` can go as a keepalive request (its JSON within the limit). */
export function fitsKeepalive(body: unknown): boolean {
  return new TextEncoder().encode(JSON.stringify(body)).length <= KEEPALIVE_BODY_LIMIT;
}

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();
const LOGIN_PATHS = ['/login', '/dashboard/login', '/register'];

let redirectToLogin = (next: string): void => {
  window.location.assign(`/login?next=${encodeURIComponent(next)}`);
};

/** Tests and embedders replace the navigation the 401 rule performs. */
export function configureApi(options: { redirectToLogin?: (next: string) => void }): void {
  if (options.redirectToLogin) redirectToLogin = options.redirectToLogin;
}

/** Called when the API gives up on the session (refresh failed): the AuthProvider drops its user. */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  let url = /^https?:\/\//.test(path) || path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  }
  return url;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Concurrent 401s share one refresh: the first caller starts it, the others await the same promise.
let refreshInFlight: Promise<boolean> | null = null;

export function refreshAccessToken(): Promise<boolean> {
  if (!refreshInFlight) {
    refreshInFlight = (async () => {
      const refresh = getRefreshToken();
      if (!refresh) return false;
      try {
        const response = await fetch(apiUrl('/auth/refresh/'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          credentials: 'include',
          body: JSON.stringify({ refresh }),
        });
        if (!response.ok) return false;
        const tokens = (await parseBody(response)) as { access?: string; refresh?: string } | null;
        if (!tokens?.access) return false;
        storeLoginTokens(tokens.access, tokens.refresh ?? refresh);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

function endSession(redirect: boolean): void {
  clearTokens();
  sessionEndedListeners.forEach((listener) => listener());
  if (!redirect || typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  if (!LOGIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) {
    redirectToLogin(`${pathname}${search}`);
  }
}

async function send(method: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = options.auth === false ? null : getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(apiUrl(path, options.query), {
    method,
    headers,
    credentials: 'include',
    signal: options.signal,
    keepalive: options.keepalive,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
}

/**
 * One request under the 401 rule: an expired access token is renewed once with the
 * refresh token and the request retried; if that fails the tokens are cleared and the user is sent
 * to /login (unless already on a login page).
 */
export async function request<T = unknown>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  let response = await send(method, path, body, options);
  if (response.status === 401 && options.auth !== false) {
    if (await refreshAccessToken()) response = await send(method, path, body, options);
    if (response.status === 401) endSession(options.redirectOnUnauthorized !== false);
  }
  const parsed = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, response.statusText || String(response.status), parsed, response);
  return parsed as T;
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/** Lists come back as an array, `{ results }` or `{ data: { results } }`. */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const object = data as { results?: unknown; data?: { results?: unknown } } | null;
  if (object && Array.isArray(object.results)) return object.results as T[];
  if (object && object.data && Array.isArray(object.data.results)) return object.data.results as T[];
  if (object && Array.isArray(object.data)) return object.data as T[];
  return [];
}
