export { buildGateway, type GatewayOptions } from './gateway';
export type { GatewayCacheEvent, PublicSitesOptions, PublishCacheReport } from '@atlas/public-sites';
export { SERVICE_ROUTES, SERVICE_MANIFESTS, SERVICE_NAMES, serviceRoutes, upstreamUrl, type ServiceName } from './services';
export { needsUser, PUBLIC_ROUTES } from './access-policy';
export { CLIENT_ROUTES } from './plugins/front-end';
export type { GatewayRequestEvent, PublishTimings } from './timing';
export { gatewayEventOptions } from './event-wiring';
export { serveTlsAsks } from './tls-ask';
