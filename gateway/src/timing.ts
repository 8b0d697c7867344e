// Request counts and timings for the performance service, published as `gateway.request` events.
// Every request is counted: the request path only bumps counters in a map (method, route, status);
// a timer closes the window every GATEWAY_TIMING_INTERVAL_MS and publishes one event per counter,
// so the counts are exact whatever the traffic, and a failing or slow publisher never delays or
// breaks a request.
import { randomUUID } from 'node:crypto';

/** Upper bounds (ms) of the latency buckets; the last bucket holds everything slower. */
export const LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000] as const;

export type GatewayRequestCounts = {
  /** The window these requests finished in (ISO-8601) and its length. */
  window_start: string;
  window_ms: number;
  /** The service whose prefix the route is (identity, sites, ...), or `gateway` for what the gateway answers itself. */
  service: string;
  method: string;
  /** The gateway's route pattern, e.g. `/api/builder/*`. */
  route: string;
  status: number;
  count: number;
  duration_ms_sum: number;
  duration_ms_max: number;
  /** Requests per latency bucket: `latency_buckets[i]` counts those at most LATENCY_BUCKETS_MS[i], the last one the rest. */
  latency_buckets: number[];
};

export interface GatewayRequestEvent {
  id: string;
  type: 'gateway.request';
  version: 1;
  occurredAt: string;
  key: string;
  payload: GatewayRequestCounts;
}

export type PublishTimings = (events: GatewayRequestEvent[]) => Promise<unknown> | unknown;

export interface TimingRecorder {
  /** Counts one finished request. */
  record(method: string, route: string, status: number, durationMs: number): void;
  /** Closes the current window and publishes it. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface Counter {
  method: string;
  route: string;
  status: number;
  count: number;
  sum: number;
  max: number;
  buckets: number[];
}

export function createTimingRecorder(options: {
  publish: PublishTimings;
  /** Which service a route belongs to. */
  serviceOf: (route: string) => string;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  closeTimeoutMs?: number;
  now?: () => number;
}): TimingRecorder {
  const intervalMs = options.intervalMs ?? 5000;
  const now = options.now ?? Date.now;
  let windowStart = now();
  let counters = new Map<string, Counter>();
  let flushing: Promise<void> = Promise.resolve();

  function toEvents(closed: Map<string, Counter>, start: number, end: number): GatewayRequestEvent[] {
    const occurredAt = new Date(end).toISOString();
    return [...closed.values()].map((counter) => {
      const service = options.serviceOf(counter.route);
      return {
        id: randomUUID(),
        type: 'gateway.request',
        version: 1,
        occurredAt,
        key: service,
        payload: {
          window_start: new Date(start).toISOString(),
          window_ms: end - start,
          service,
          method: counter.method,
          route: counter.route,
          status: counter.status,
          count: counter.count,
          duration_ms_sum: Math.round(counter.sum * 1000) / 1000,
          duration_ms_max: Math.round(counter.max * 1000) / 1000,
          latency_buckets: counter.buckets,
        },
      };
    });
  }

  function flush(): Promise<void> {
    const closed = counters;
    const start = windowStart;
    const end = now();
    counters = new Map();
    windowStart = end;
    if (closed.size === 0) return flushing;
    // windows are published in order, one at a time
    flushing = flushing.then(async () => {
      try {
        await options.publish(toEvents(closed, start, end));
      } catch (error) {
        options.onError?.(error);
      }
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    record(method, route, status, durationMs) {
      const key = `${method} ${status} ${route}`;
      let counter = counters.get(key);
      if (!counter) {
        counter = { method, route, status, count: 0, sum: 0, max: 0, buckets: new Array(LATENCY_BUCKETS_MS.length + 1).fill(0) };
        counters.set(key, counter);
      }
      counter.count += 1;
      counter.sum += durationMs;
      if (durationMs > counter.max) counter.max = durationMs;
      let bucket = 0;
      while (bucket < LATENCY_BUCKETS_MS.length && durationMs > LATENCY_BUCKETS_MS[bucket]) bucket += 1;
      counter.buckets[bucket] += 1;
    },
    flush,
    async close() {
      clearInterval(timer);
      // the last window gets a short grace period; a hung publisher must not hold a shutdown
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        flush(),
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, options.closeTimeoutMs ?? 1000);
        }),
      ]);
      clearTimeout(grace);
    },
  };
}
