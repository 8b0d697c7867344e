import {
  KeyedCache,
  siteAccess,
  sitesServiceLookup,
  storageFromEnv,
  type AtlasApp,
  type MediaStorage,
  type SiteAccessCheck,
} from '@atlas/service-kit';
import { createRepositories, type Repositories } from './repositories';
import { shopSettings, type ShopSettings } from './rules/charges';
import type { StoreSettings } from './operations/stores';
import { testPaymentProvider, type PaymentProvider } from './operations/payments';
import { catalogueCache, type CatalogueCache } from './operations/catalogue-cache';

/**
 * What the routes and operations of this service work with; built once per app. The repositories
 * (`catalogue`, `carts`, `orders` ...) hold every statement; `db` only opens the transactions they share.
 */
export type Deps = Repositories & {
  db: AtlasApp['db'];
  /** The kit's outbox: events written in the caller's transaction, or by checkout's SQL, after which `wake` relays them. */
  events: AtlasApp['events'];
  /** The public catalogue's answers in this process (one per app, dropped on every catalogue change). */
  catalogueCache: CatalogueCache;
  storage: MediaStorage;
  payments: PaymentProvider;
  /** The platform store's settings (the environment's); a site's store has its own row (`storeSettings`). */
  settings: ShopSettings;
  /** The kit's role check on a site, over this service's copy of sites and members (operations/stores.ts uses it). */
  access: SiteAccessCheck;
  /** Open site stores' settings for a moment (null: closed or unknown), so public reads ask once a second (operations/stores.ts). */
  openStores: KeyedCache<StoreSettings | null>;
  log: AtlasApp['log'];
  /** The service's metrics (its call batches count there). */
  metrics: AtlasApp['metrics'];
};

const providers = new WeakMap<object, PaymentProvider>();
const caches = new WeakMap<object, CatalogueCache>();
const accesses = new WeakMap<object, SiteAccessCheck>();
const openStoreCaches = new WeakMap<object, KeyedCache<StoreSettings | null>>();

export function createDeps(
  app: Pick<AtlasApp, 'db' | 'events' | 'config' | 'log' | 'metrics'>,
  env: NodeJS.ProcessEnv = process.env,
): Deps {
  // One provider and one catalogue cache per app, shared by every request of this process.
  let payments = providers.get(app.db);
  if (!payments) providers.set(app.db, (payments = testPaymentProvider()));
  // Keyed by the app's events (one per service instance; its plugin scopes share them), not by the database another instance may share.
  let cache = caches.get(app.events);
  if (!cache) caches.set(app.events, (cache = catalogueCache()));
  const repositories = createRepositories(app.db);
  let access = accesses.get(app.db);
  if (!access) accesses.set(app.db, (access = siteAccess(repositories.sites, sitesServiceLookup('commerce', env))));
  let openStores = openStoreCaches.get(app.events);
  if (!openStores) openStoreCaches.set(app.events, (openStores = new KeyedCache<StoreSettings | null>({ lifetimeMs: 1000 })));
  return {
    ...repositories,
    access,
    openStores,
    db: app.db,
    events: app.events,
    catalogueCache: cache,
    storage: storageFromEnv(env, app.config.dataDir),
    payments,
    settings: shopSettings(env),
    log: app.log,
    metrics: app.metrics,
  };
}
