/** A stand-in for the kit's api client: tests register answers per "METHOD path". */
type Handler = (body?: unknown, options?: unknown) => unknown;

export const calls: { method: string; path: string; body?: unknown; options?: unknown }[] = [];
const handlers = new Map<string, Handler>();

export function answer(method: string, path: string, handler: Handler | unknown): void {
  handlers.set(`${method} ${path}`, typeof handler === 'function' ? (handler as Handler) : () => handler);
}

export function resetApi(): void {
  calls.length = 0;
  handlers.clear();
}

async function call(method: string, path: string, body?: unknown, options?: unknown) {
  calls.push({ method, path, body, options });
  const handler = handlers.get(`${method} ${path}`);
  if (!handler) throw new Error(`no mock answer for ${method} ${path}`);
  return handler(body, options);
}

export const mockApi = {
  get: (path: string, options?: unknown) => call('GET', path, undefined, options),
  post: (path: string, body?: unknown, options?: unknown) => call('POST', path, body, options),
  patch: (path: string, body?: unknown, options?: unknown) => call('PATCH', path, body, options),
  put: (path: string, body?: unknown, options?: unknown) => call('PUT', path, body, options),
  delete: (path: string, options?: unknown) => call('DELETE', path, undefined, options),
};
