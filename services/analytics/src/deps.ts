import { EventEmitter } from 'node:events';
import {
  createEventBus,
  createWriteBatch,
  siteAccess,
  publishedSiteLookup,
  type SiteCopyRow,
  sitesServiceLookup,
  type AtlasApp,
  type EventBus,
  type SiteAccessCheck,
  type WriteBatch,
} from '@atlas/service-kit';
import { createRepositories, type Repositories } from './repositories';
import { SCHEMA } from './repositories/db';
import { dailySalts } from './repositories/salts';
import { goalOperations, type GoalOperations } from './operations/goals';
import { IngestQueue, type LiveFeed } from './events/ingest-consumer';
import { TRACKED_EVENT, type TrackedEvent } from './events/published';
import { LiveRelay } from './events/live-relay';

/** How long an accepted beacon waits for others before they are published together. */
const BEACON_FLUSH_MS = 50;

/** What the routes and consumers of this service work with; built once per app. */
export type Deps = {
  /** Every read and write of this service's tables (the sites copy included: `repos.sites`). */
  repos: Repositories;
  /** The published site a beacon names, kept a second (the kit's publishedSiteLookup). */
  publishedSite: (slug: string) => Promise<SiteCopyRow | undefined>;
  /** The kit's one site check (the copy first, then the sites service). */
  access: SiteAccessCheck;
  goals: GoalOperations;
  /** Today's visitor-id salt. */
  saltFor: (now: Date) => Promise<Buffer>;
  /** Publishes beacons straight to the transport: a beacon joins no transaction of ours. */
  bus: EventBus;
  /** Accepted beacons, published to the bus together every few milliseconds (the kit's write batch). */
  beacons: WriteBatch<TrackedEvent>;
  /** New events after their batch is stored, for the websockets of this process. */
  live: LiveFeed;
  ingest: IngestQueue;
  /** The live feed between analytics processes (started with the service). */
  liveRelay: LiveRelay;
  /** When a beacon arrives (tests move it to build a known history). */
  clock: { now: () => Date };
};

export async function createDeps(app: AtlasApp): Promise<Deps> {
  const repos = createRepositories(app.db);
  const access = siteAccess(repos.sites, sitesServiceLookup(SCHEMA));
  const live: LiveFeed = new EventEmitter();
  // Every open dashboard socket listens; there is no leak to warn about.
  live.setMaxListeners(0);
  const bus = await createEventBus({ group: SCHEMA, db: app.sharedDatabase, transport: app.events.transport });
  const liveRelay = new LiveRelay(app, live);
  return {
    repos,
    publishedSite: publishedSiteLookup(app.db, SCHEMA),
    access,
    goals: goalOperations(repos, access),
    saltFor: dailySalts(app.db),
    bus,
    beacons: createWriteBatch<TrackedEvent>(app, {
      name: 'analytics_beacons',
      // Every publication costs the same few statements here, on the log and in the ingestion
      // consumer whatever its size: a beacon waits up to 50 ms (not the kit's 5) so one publication
      // carries tens of beacons under load instead of a handful (the bench's CPU per beacon).
      flushEveryMs: BEACON_FLUSH_MS,
      // one publication (one transaction on the embedded log) for the batch, each beacon its own event
      write: (events) =>
        bus.publish(
          events.map((event) => ({
            type: TRACKED_EVENT,
            key: String(event.site_id),
            payload: event as unknown as Record<string, unknown>,
          })),
        ),
    }),
    live,
    ingest: new IngestQueue(
      app.db,
      repos,
      live,
      app.log,
      (trx, event) => app.events.publish(trx, event),
      (bySite) => liveRelay.publish(bySite),
    ),
    liveRelay,
    clock: { now: () => new Date() },
  };
}
