// Request timings for the performance service, published as `gateway.request` events. Sampled
// (GATEWAY_TIMING_SAMPLE, 0..1) and batched: the request path only pushes to an array; a timer
// flushes, and a failing or slow publisher never delays or breaks a request.
import { randomUUID } from 'node:crypto';

export interface GatewayRequestEvent {
  id: string;
  type: 'gateway.request';
  version: 1;
  occurredAt: string;
  key: string;
  payload: { method: string; route: string; path: string; status: number; duration_ms: number; request_id: string };
}

export type PublishTimings = (events: GatewayRequestEvent[]) => Promise<unknown> | unknown;

export interface TimingRecorder {
  /** Draws the sample: true when this request is to be recorded. */
  samples(): boolean;
  /** Records one request, sampled or not. */
  add(entry: GatewayRequestEvent['payload']): void;
  /** Records one request if the sample draws it. */
  record(entry: GatewayRequestEvent['payload']): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createTimingRecorder(options: {
  sample: number;
  publish: PublishTimings;
  flushIntervalMs?: number;
  maxBatch?: number;
  onError?: (error: unknown) => void;
  closeTimeoutMs?: number;
}): TimingRecorder {
  const maxBatch = options.maxBatch ?? 500;
  let buffer: GatewayRequestEvent[] = [];
  let flushing: Promise<void> | undefined;

  async function flush(): Promise<void> {
    if (flushing) await flushing;
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    flushing = (async () => {
      try {
        await options.publish(batch);
      } catch (error) {
        options.onError?.(error);
      }
    })();
    await flushing;
    flushing = undefined;
  }

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 1000);
  timer.unref();

  const samples = () => options.sample >= 1 || (options.sample > 0 && Math.random() < options.sample);

  function add(entry: GatewayRequestEvent['payload']) {
    // a publisher that stays down must not grow the buffer without bound
    if (buffer.length >= maxBatch * 10) return;
    buffer.push({
      id: randomUUID(),
      type: 'gateway.request',
      version: 1,
      occurredAt: new Date().toISOString(),
      key: entry.route,
      payload: { ...entry, duration_ms: Math.round(entry.duration_ms * 1000) / 1000 },
    });
    if (buffer.length >= maxBatch) setImmediate(() => void flush());
  }

  return {
    samples,
    add,
    record(entry) {
      if (samples()) add(entry);
    },
    flush,
    async close() {
      clearInterval(timer);
      // the last batch gets a short grace period; a hung publisher must not hold a shutdown
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([flush(), new Promise<void>((resolve) => { grace = setTimeout(resolve, options.closeTimeoutMs ?? 1000); })]);
      clearTimeout(grace);
    },
  };
}
