import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, readServiceManifests, serviceUrl, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { SystemStatus } from '../schemas/performance';
import { levelOf } from './health-score';
import { hitRate } from './cache-report';

type Component = Static<typeof SystemStatus>['database'];

const SLOW_DATABASE_MS = 1000;
const HEALTH_TIMEOUT_MS = 2000;

const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;

async function database(deps: Deps): Promise<Component> {
  const started = performance.now();
  try {
    await deps.database.ping();
  } catch {
    return { status: 'down', detail: 'The database does not answer' };
  }
  const ms = Math.round(performance.now() - started);
  return { status: ms > SLOW_DATABASE_MS ? 'warning' : 'operational', detail: `Answered in ${ms} ms` };
}

/** Every service of the platform, where the gateway finds it (`<NAME>_URL`, `<NAME>_PORT`, its manifest's port). */
async function api(deps: Deps): Promise<Component> {
  const services = readServiceManifests(REPO_ROOT);
  const answers = await Promise.all(
    services.map(async (manifest) => {
      try {
        const response = await fetch(`${serviceUrl(manifest, deps.env)}/health/ready`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
        return { name: manifest.name, up: response.ok };
      } catch {
        return { name: manifest.name, up: false };
      }
    }),
  );
  const down = answers.filter((answer) => !answer.up).map((answer) => answer.name);
  const detail = `${answers.length - down.length} of ${answers.length} services healthy${down.length ? `; not answering: ${down.join(', ')}` : ''}`;
  return { status: down.length === 0 ? 'operational' : down.length === answers.length ? 'down' : 'warning', detail };
}

/** Free space of the filesystem holding the media store (the disk store under the data folder). */
async function storage(deps: Deps): Promise<Component> {
  if (deps.env.MEDIA_S3_BUCKET?.trim())
    return { status: 'operational', detail: `Media in the S3 bucket ${deps.env.MEDIA_S3_BUCKET.trim()}` };
  let folder = path.join(deps.dataDir, 'media');
  while (!existsSync(folder) && path.dirname(folder) !== folder) folder = path.dirname(folder);
  try {
    const stats = await statfs(folder);
    const free = stats.bavail * stats.bsize;
    const used = (stats.blocks - stats.bfree) * stats.bsize;
    const usage = (used / (used + free)) * 100;
    const level = levelOf(usage, deps.settings.disk);
    return {
      status: level === 'healthy' ? 'operational' : 'warning',
      detail: `${gigabytes(free)} free of ${gigabytes(stats.blocks * stats.bsize)}`,
    };
  } catch {
    return { status: 'down', detail: 'The media store cannot be read' };
  }
}

/** The public-site page cache as the gateway last reported it. */
async function cdn(deps: Deps): Promise<Component> {
  const latest = await deps.cache.latest('page');
  if (!latest) return { status: 'warning', detail: 'No report from the public-site cache yet' };
  const now = deps.clock.now();
  const day = await deps.cache.totals('page', new Date(now.getTime() - 24 * 3600_000));
  const rate = hitRate(day.hits, day.misses);
  const age = Math.max(0, Math.round((now.getTime() - new Date(latest.received_at).getTime()) / 1000));
  const detail = `${rate === null ? 'No page lookups' : `Hit rate ${rate}%`} in the last 24 hours; last report ${age} s ago`;
  return { status: rate !== null && rate < deps.settings.cacheHitRate.warning ? 'warning' : 'operational', detail };
}

export async function systemStatus(deps: Deps): Promise<Static<typeof SystemStatus>> {
  const [db, services, disk, cache] = await Promise.all([database(deps), api(deps), storage(deps), cdn(deps)]);
  return { database: db, api: services, storage: disk, cdn: cache };
}
