// A stand-in for the kit's api client in the shop's tests: answers per "METHOD path", where a shop
// path is relative to /ecommerce/api ('cart/') and any other is the kit's ('/auth/me/').
import type { ApiError } from '@atlas/shell-kit/src/api/client';

type Handler = (body: unknown, options: SentOptions) => unknown;
export interface SentOptions {
  headers?: Record<string, string>;
  query?: Record<string, unknown>;
}
interface SentCall {
  method: string;
  path: string;
  body?: unknown;
  headers: Record<string, string>;
  query?: Record<string, unknown>;
}

export const calls: SentCall[] = [];
const handlers = new Map<string, Handler>();

export function answer(method: string, path: string, handler: Handler | unknown): void {
  handlers.set(
    `${method} ${path}`,
    typeof handler === 'function' ? (handler as Handler) : () => JSON.parse(JSON.stringify(handler ?? null)),
  );
}

/** A refusal as the service sends it. */
export function refusal(status: number, body: unknown): ApiError {
  // Required here, not imported: this module is loaded while jest builds the client's mock.
  const { ApiError: RealApiError } = jest.requireActual('@atlas/shell-kit/src/api/client');
  return new RealApiError(status, String(status), body);
}

export function resetShopApi(): void {
  calls.length = 0;
  handlers.clear();
}

export const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

async function fakeRequest(method: string, url: string, body?: unknown, options: SentOptions = {}) {
  const path = url.replace(/^https?:\/\/[^/]+\/ecommerce\/api\//, '');
  calls.push({ method, path, body, headers: options.headers ?? {}, query: options.query });
  const handler = handlers.get(`${method} ${path}`);
  if (!handler) throw new Error(`no answer for ${method} ${path}`);
  return handler(body, options);
}

export const fakeClient = {
  request: fakeRequest,
  api: {
    get: (path: string, options?: SentOptions) => fakeRequest('GET', path, undefined, options),
    post: (path: string, body?: unknown, options?: SentOptions) => fakeRequest('POST', path, body, options),
    patch: (path: string, body?: unknown, options?: SentOptions) => fakeRequest('PATCH', path, body, options),
    put: (path: string, body?: unknown, options?: SentOptions) => fakeRequest('PUT', path, body, options),
    delete: (path: string, options?: SentOptions) => fakeRequest('DELETE', path, undefined, options),
  },
};

/** A promise a test settles by hand (to see what shows while a call is under way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
