export { buildGateway, type GatewayOptions, type PublicSitesOptions } from './gateway';
export { SERVICE_ROUTES, SERVICE_PORTS, SERVICE_NAMES, upstreamUrl, type ServiceName } from './services';
export { needsUser, PUBLIC_ROUTES } from './access-policy';
export { CLIENT_ROUTES } from './plugins/front-end';
export type { GatewayRequestEvent, PublishTimings } from './timing';
export { gatewayEventOptions } from './event-wiring';
