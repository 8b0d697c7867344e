import type { Knex } from 'knex';
import {
  createWriteBatch,
  siteAccess,
  siteCopyRepository,
  publishedSiteLookup,
  type SiteCopyRow,
  sitesServiceLookup,
  type AtlasApp,
  type ServiceEvents,
  type SiteAccessCheck,
  type SiteCopyRepository,
  type WriteBatch,
} from '@atlas/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { SCHEMA } from './repositories/db';
import { readSettings, type Settings } from './operations/settings';
import { samplesRepository, type SamplesRepository } from './repositories/samples';
import { vitalsRepository, type VitalsReport, type VitalsRepository } from './repositories/vitals';
import { cacheWindowsRepository, type CacheWindowsRepository } from './repositories/cache-windows';
import { alertsRepository, type AlertsRepository } from './repositories/alerts';
import { databaseStatsRepository, type DatabaseStatsRepository } from './repositories/database-stats';
import { systemReader, type SystemReader } from './monitor/system-reading';

/** What the routes, consumers and the monitor of this service work with; built once per app. */
export type Deps = {
  db: Knex;
  engine: 'postgresql' | 'embedded';
  settings: Settings;
  /** The folder whose filesystem is the machine's storage (ATLAS_DATA_DIR). */
  dataDir: string;
  env: NodeJS.ProcessEnv;
  sites: SiteCopyRepository;
  /** The published site a beacon names, kept a second (the kit's publishedSiteLookup). */
  publishedSite: (slug: string) => Promise<SiteCopyRow | undefined>;
  /** The kit's one site check (the copy first, then the sites service). */
  access: SiteAccessCheck;
  samples: SamplesRepository;
  vitals: VitalsRepository;
  /** Accepted vitals beacons, stored together every few milliseconds in one transaction (the kit's write batch). */
  beacons: WriteBatch<VitalsReport>;
  cache: CacheWindowsRepository;
  alerts: AlertsRepository;
  /** The database server's own figures (the staff database report, the system status). */
  database: DatabaseStatsRepository;
  reader: SystemReader;
  events: ServiceEvents;
  log: FastifyBaseLogger;
  /** Now, for everything that stamps or reads a time (tests move it to build a known history). */
  clock: { now: () => Date };
};

export function createDeps(app: AtlasApp, env: NodeJS.ProcessEnv): Deps {
  const settings = readSettings(env);
  const sites = siteCopyRepository(app.db, SCHEMA);
  const vitals = vitalsRepository(app.db);
  return {
    db: app.db,
    engine: app.sharedDatabase.kind === 'pglite' ? 'embedded' : 'postgresql',
    settings,
    dataDir: app.config.dataDir,
    env,
    sites,
    publishedSite: publishedSiteLookup(app.db, SCHEMA),
    access: siteAccess(sites, sitesServiceLookup(SCHEMA, env)),
    samples: samplesRepository(app.db, settings.sampleIntervalMs),
    vitals,
    beacons: createWriteBatch<VitalsReport>(app, {
      name: 'vitals_beacons',
      write: (reports) => vitals.storeMany(reports),
    }),
    cache: cacheWindowsRepository(app.db),
    alerts: alertsRepository(app.db),
    database: databaseStatsRepository(app.db),
    reader: systemReader(app.config.dataDir),
    events: app.events,
    log: app.log,
    clock: { now: () => new Date() },
  };
}
