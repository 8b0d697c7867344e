import { optionallyAuthenticated, type AtlasApp } from '@atlas/service-kit';
import { createDeps } from '../deps';
import { catalogueRoutes } from './catalogue';
import { cartRoutes } from './cart';
import { orderRoutes } from './orders';
import { imageRoutes } from './images';
import { discountRoutes } from './discounts';
import { reportRoutes } from './reports';
import { shopRoutes } from './shops';
import { dropCatalogueOnEvents } from '../events/catalogue-invalidation';

/**
 * Every /ecommerce/api/* route. The shop is open to guests, so the scopes are optionally
 * authenticated (a token that is sent is checked); routes that need a user or staff say so themselves.
 */
export async function routes(app: AtlasApp) {
  const deps = createDeps(app);
  dropCatalogueOnEvents(app, deps.catalogueCache);
  await app.register(optionallyAuthenticated(catalogueRoutes), deps);
  await app.register(optionallyAuthenticated(cartRoutes), deps);
  await app.register(optionallyAuthenticated(orderRoutes), deps);
  await app.register(optionallyAuthenticated(imageRoutes), deps);
  await app.register(optionallyAuthenticated(discountRoutes), deps);
  await app.register(optionallyAuthenticated(reportRoutes), deps);
  await app.register(optionallyAuthenticated(shopRoutes), deps);
}
