import { siteCopyMigration, siteMembersMigration, storageFromEnv, type ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { catalogueIndexes } from './migrations/002-catalogue-indexes';
import { placeOrderFunction } from './migrations/003-place-order';
import { placeOrdersFunction } from './migrations/004-place-orders';
import { stores } from './migrations/005-stores';
import { storeOrdersFunction } from './migrations/006-store-orders';
import { routes } from './routes';
import { consumers } from './events/consumed';
import { ensureSeedImages, seedCatalogue } from './seed/catalogue-seed';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [
    siteCopyMigration,
    siteMembersMigration,
    init,
    catalogueIndexes,
    placeOrderFunction,
    placeOrdersFunction,
    stores,
    storeOrdersFunction,
  ],
  routes,
  consumers,
  // The shop's catalogue, seeded once on an empty database (COMMERCE_SEED=false leaves it empty).
  onStart: async (app) => {
    if (process.env.COMMERCE_SEED === 'false') return;
    const storage = storageFromEnv(process.env, app.config.dataDir);
    // A catalogue seeded before (this start did not seed it) may sit on a new media folder: redraw what is missing.
    if (!(await seedCatalogue(app.db, storage))) await ensureSeedImages(app.db, storage);
  },
};
