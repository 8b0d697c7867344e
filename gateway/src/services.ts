// Which service answers which public path prefix (ARCHITECTURE.md "Routes"), and where it listens.
// The gateway forwards paths unchanged: every service declares its full public paths.

export const SERVICE_PORTS = {
  identity: 4001,
  sites: 4002,
  content: 4003,
  menus: 4004,
  analytics: 4005,
  performance: 4006,
  marketplace: 4007,
  commerce: 4008,
} as const;

export type ServiceName = keyof typeof SERVICE_PORTS;

export const SERVICE_NAMES = Object.keys(SERVICE_PORTS) as ServiceName[];

export interface ServiceRoute {
  prefix: string;
  service: ServiceName;
  websocket?: boolean;
}

export const SERVICE_ROUTES: readonly ServiceRoute[] = [
  { prefix: '/api/auth', service: 'identity' },
  { prefix: '/api/builder', service: 'sites' },
  { prefix: '/api/themes', service: 'sites' },
  { prefix: '/api/marketplace', service: 'marketplace' },
  { prefix: '/api/content', service: 'content' },
  { prefix: '/api/media', service: 'content' },
  { prefix: '/api/menus', service: 'menus' },
  { prefix: '/api/items', service: 'menus' },
  { prefix: '/api/locations', service: 'menus' },
  { prefix: '/api/templates', service: 'menus' },
  { prefix: '/api/analytics', service: 'analytics' },
  { prefix: '/api/stats', service: 'analytics' },
  { prefix: '/ws/analytics', service: 'analytics', websocket: true },
  { prefix: '/api/performance', service: 'performance' },
  { prefix: '/ecommerce/api', service: 'commerce' },
];

/** `<NAME>_URL`, else `http://HOST:<NAME>_PORT`, else the default port on 127.0.0.1. */
export function upstreamUrl(service: ServiceName, env: NodeJS.ProcessEnv = process.env): string {
  const key = service.toUpperCase();
  const explicit = env[`${key}_URL`];
  if (explicit) return explicit.replace(/\/+$/, '');
  const port = env[`${key}_PORT`] || String(SERVICE_PORTS[service]);
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host}:${port}`;
}
