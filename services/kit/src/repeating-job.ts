/**
 * Runs `job` now and every `everyMs`, never two runs at once (a tick while one runs is skipped); a failure is logged
 * and the next tick tries again. The timer does not keep the process alive. Returns a stop function that waits for a
 * run in progress. For durable jobs whose state lives in the database (a restart or a second process changes nothing):
 * content's scheduled publications, sites' domain re-checks.
 */
export function startRepeatingJob(
  job: () => Promise<unknown>,
  everyMs: number,
  log: { error: (obj: object, msg: string) => void },
  name: string,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = job()
      .catch((error) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
