import type { Knex } from 'knex';
import type { SystemReading } from '../monitor/system-reading';
import { SCHEMA, table } from './db';

/** The averaged figures of a sample (and of a trend point). */
export const SAMPLE_FIGURES = [
  'cpu_usage',
  'memory_usage',
  'disk_usage',
  'load_1m',
  'load_5m',
  'load_15m',
  'active_connections',
  'network_in',
  'network_out',
  'memory_total_bytes',
  'memory_used_bytes',
  'disk_total_bytes',
  'disk_used_bytes',
] as const satisfies readonly (keyof SystemReading)[];

export type SampleRow = SystemReading & { taken_at: Date; request_count: number; error_count: number };

const HOUR_MS = 3600_000;

/**
 * Samples of the machine and the gateway's request counts, at full resolution for the last day and
 * summed by the hour before that. A sample stamped `taken_at` describes the interval before it, and
 * its requests are those of gateway windows that ended in that interval.
 */
export function samplesRepository(db: Knex, intervalMs: number) {
  /** The request bucket (= the stamp of the sample describing it) of a gateway window ending at `end`. */
  const requestBucket = (end: Date) => new Date(Math.floor(end.getTime() / intervalMs) * intervalMs + intervalMs);

  return {
    /** The stamp of the sample taken at `now`: sampling intervals are aligned, so every sampler agrees on it. */
    bucketOf: (now: Date) => new Date(Math.floor(now.getTime() / intervalMs) * intervalMs),

    async has(takenAt: Date): Promise<boolean> {
      return Boolean(await table(db, 'samples').where({ taken_at: takenAt }).first('taken_at'));
    },

    /** Stores a reading; false when another sampler already wrote this interval. */
    async store(takenAt: Date, host: string, reading: SystemReading): Promise<boolean> {
      // byte counts and connections are whole numbers (bigint / integer columns)
      const whole = (figure: string) => figure.endsWith('_bytes') || figure === 'active_connections';
      const row = {
        taken_at: takenAt,
        host,
        ...Object.fromEntries(SAMPLE_FIGURES.map((figure) => [figure, whole(figure) ? Math.round(reading[figure]) : reading[figure]])),
      };
      const inserted = await table(db, 'samples').insert(row).onConflict('taken_at').ignore().returning('taken_at');
      return inserted.length > 0;
    },

    /** Adds one gateway window's counts to its interval (idempotence is the kit's inbox). */
    async addRequests(trx: Knex.Transaction, windowEnd: Date, service: string, requests: number, errors: number): Promise<void> {
      await trx.raw(
        `insert into ${SCHEMA}.request_counts (bucket, service, requests, errors) values (?, ?, ?, ?)
         on conflict (bucket, service) do update
         set requests = ${SCHEMA}.request_counts.requests + excluded.requests, errors = ${SCHEMA}.request_counts.errors + excluded.errors`,
        [requestBucket(windowEnd), service, requests, errors],
      );
    },

    /** The latest sample with its interval's request counts. */
    async latest(): Promise<SampleRow | undefined> {
      const sample = await table(db, 'samples').orderBy('taken_at', 'desc').first();
      if (!sample) return undefined;
      const [counts] = await table(db, 'request_counts')
        .where({ bucket: sample.taken_at })
        .select(db.raw('coalesce(sum(requests), 0)::bigint as requests, coalesce(sum(errors), 0)::bigint as errors'));
      return toSample({ ...sample, request_count: counts.requests, error_count: counts.errors });
    },

    /**
     * Averages of the samples since `since`, by `bucketSeconds` (raw samples and hourly sums alike,
     * weighted by how many samples each holds), with the requests and errors counted in each bucket.
     */
    async trend(since: Date, bucketSeconds: number): Promise<SampleRow[]> {
      const averages = SAMPLE_FIGURES.map((figure) => `sum(${figure}) / sum(n) as ${figure}`).join(', ');
      const figures = SAMPLE_FIGURES.join(', ');
      // date_bin: timestamp arithmetic, much cheaper than epoch numerics over a day of raw samples
      const bucket = `date_bin(make_interval(secs => :bucket), at, timestamptz '1970-01-01 00:00:00+00')`;
      // two independent reads: on a server they run side by side on two connections
      const [samples, requests] = await Promise.all([
        db.raw(
          `select ${bucket} as bucket, ${averages} from (
           select taken_at as at, 1 as n, ${figures} from ${SCHEMA}.samples where taken_at >= :since
           union all
           select hour as at, samples as n, ${figures} from ${SCHEMA}.sample_hours where hour >= :since
         ) points group by 1 order by 1`,
          { since, bucket: bucketSeconds },
        ),
        db.raw(
          `select ${bucket} as bucket, sum(requests)::bigint as requests, sum(errors)::bigint as errors from (
           select bucket as at, requests, errors from ${SCHEMA}.request_counts where bucket >= :since
           union all
           select hour as at, requests, errors from ${SCHEMA}.request_hours where hour >= :since
         ) counts group by 1`,
          { since, bucket: bucketSeconds },
        ),
      ]);
      const counted = new Map<number, { requests: string; errors: string }>(
        (requests.rows as { bucket: Date; requests: string; errors: string }[]).map((row) => [new Date(row.bucket).getTime(), row]),
      );
      return (samples.rows as Record<string, string>[]).map((row) => {
        const start = new Date(row.bucket);
        const counts = counted.get(start.getTime());
        return toSample({
          ...row,
          taken_at: start,
          request_count: counts?.requests ?? 0,
          error_count: counts?.errors ?? 0,
        });
      });
    },

    /**
     * Sums samples and request counts older than `keepHours` (whole hours) into hourly rows. Each
     * table moves in one statement (delete … returning feeding the insert), so a row written
     * meanwhile is either moved or left for the next pass, never lost or counted twice.
     */
    async downsample(now: Date, keepHours: number): Promise<{ samples: number; requests: number }> {
      const cutoff = new Date(Math.floor((now.getTime() - keepHours * HOUR_MS) / HOUR_MS) * HOUR_MS);
      const figures = SAMPLE_FIGURES.join(', ');
      const sums = SAMPLE_FIGURES.map((figure) => `sum(${figure})`).join(', ');
      const merge = SAMPLE_FIGURES.map((figure) => `${figure} = ${SCHEMA}.sample_hours.${figure} + excluded.${figure}`).join(', ');
      const samples = await db.raw(
        `with moved as (delete from ${SCHEMA}.samples where taken_at < ? returning *)
         insert into ${SCHEMA}.sample_hours (hour, samples, ${figures})
         select date_trunc('hour', taken_at, 'UTC'), count(*), ${sums} from moved group by 1
         on conflict (hour) do update set samples = ${SCHEMA}.sample_hours.samples + excluded.samples, ${merge}
         returning samples`,
        [cutoff],
      );
      const requests = await db.raw(
        `with moved as (delete from ${SCHEMA}.request_counts where bucket < ? returning *)
         insert into ${SCHEMA}.request_hours (hour, service, requests, errors)
         select date_trunc('hour', bucket, 'UTC'), service, sum(requests), sum(errors) from moved group by 1, 2
         on conflict (hour, service) do update
         set requests = ${SCHEMA}.request_hours.requests + excluded.requests, errors = ${SCHEMA}.request_hours.errors + excluded.errors
         returning hour`,
        [cutoff],
      );
      return { samples: samples.rows.length, requests: requests.rows.length };
    },

    /** Requests and 5xx answers of the intervals since `since` (error-rate alerts). */
    async requestTotals(since: Date): Promise<{ requests: number; errors: number }> {
      const [row] = await table(db, 'request_counts')
        .where('bucket', '>', since)
        .select(db.raw('coalesce(sum(requests), 0)::bigint as requests, coalesce(sum(errors), 0)::bigint as errors'));
      return { requests: Number(row.requests), errors: Number(row.errors) };
    },
  };
}
export type SamplesRepository = ReturnType<typeof samplesRepository>;

function toSample(row: Record<string, unknown>): SampleRow {
  const sample = Object.fromEntries(SAMPLE_FIGURES.map((figure) => [figure, Number(row[figure])])) as unknown as SystemReading;
  return {
    ...sample,
    taken_at: new Date(row.taken_at as string | Date),
    request_count: Number(row.request_count),
    error_count: Number(row.error_count),
  };
}
