import os from 'node:os';
import type { Deps } from '../deps';
import { evaluateCacheHitRate, evaluateErrorRate, evaluateMachine, evaluateVitals } from '../operations/alerts';

const DOWNSAMPLE_EVERY_MS = 10 * 60_000;

/**
 * The sampler and the alert evaluation. Every interval (aligned to the clock, so every process
 * agrees on the interval's stamp) it reads the machine and stores the sample; when another process
 * already stored it (one row per stamp), it does nothing more. The process that stored it then
 * judges the sample, the error rate, and, when new windows or vitals arrived since it last looked,
 * the cache and the pages' vitals. Now and then it rolls old samples into hourly rows, deletes
 * vitals and cache windows past the retention, and merges the day's spans of vitals for long ranges.
 */
export function monitor(deps: Deps) {
  const host = os.hostname();
  const interval = deps.settings.sampleIntervalMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let lastLook = new Date(0);
  let lastDownsample = 0;

  /** One interval's work at `now`; true when this process stored the sample. */
  async function tick(now = deps.clock.now()): Promise<boolean> {
    const stamp = deps.samples.bucketOf(now);
    if (await deps.samples.has(stamp)) return false;
    const reading = await deps.reader.read();
    if (!(await deps.samples.store(stamp, host, reading))) return false;

    await evaluateMachine(deps, reading, now);
    await evaluateErrorRate(deps, now);
    const since = lastLook;
    lastLook = now;
    if (await deps.cache.receivedSince(since)) await evaluateCacheHitRate(deps, now);
    if (await deps.vitals.receivedSince(since)) await evaluateVitals(deps, now);
    if (now.getTime() - lastDownsample >= DOWNSAMPLE_EVERY_MS) {
      lastDownsample = now.getTime();
      await deps.samples.downsample(now, deps.settings.rawRetentionHours);
      const expired = new Date(now.getTime() - deps.settings.retentionDays * 24 * 3600_000);
      await deps.vitals.deleteBefore(expired);
      await deps.cache.deleteBefore(expired);
      await deps.vitals.prepareSpans(now);
    }
    return true;
  }

  function schedule() {
    if (stopped) return;
    // a little after the boundary, so the stamp is the interval just begun
    const wait = interval - (Date.now() % interval) + 50;
    timer = setTimeout(() => {
      running = tick().catch((error) => deps.log.warn({ err: error }, 'performance sample failed'));
      void running.then(schedule);
    }, wait);
    timer.unref();
  }

  return {
    tick,
    async start() {
      await deps.reader.prime();
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
export type Monitor = ReturnType<typeof monitor>;
