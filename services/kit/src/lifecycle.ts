// How a process of ours lives and stops in a container: the probes an orchestrator asks, and a
// graceful stop. Liveness says only that the process runs (a database outage must not restart every
// replica); readiness says it can serve. On SIGTERM readiness turns 503 at once, the process goes on
// serving for the drain period (the orchestrator needs that long to stop sending new requests) with
// `Connection: close` on every answer so callers open their next connection elsewhere, then it stops
// accepting, finishes what is in flight and exits.
import type { FastifyInstance } from 'fastify';
import { envInteger, isProduction } from './env';

export interface Lifecycle {
  /** True from the stop signal on: readiness answers 503 and answers close their connection. */
  readonly draining: boolean;
  /** Marks the process as draining (idempotent). */
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

/** How long a stopping process keeps serving before it stops accepting: ATLAS_DRAIN_MS (production default 5 s). */
export function drainPeriodMs(env: NodeJS.ProcessEnv = process.env): number {
  return envInteger(env, 'ATLAS_DRAIN_MS', isProduction(env) ? 5000 : 0, { max: 120_000 });
}

export interface ProbeOptions {
  lifecycle: Lifecycle;
  /** Throws (with a sentence) when the process cannot serve; resolves when it can, maybe with fields for the answer. */
  ready?: () => Promise<Record<string, string> | void>;
  /** Fields added to every probe answer (the service's name). */
  about?: Record<string, string>;
  /** Route options each probe route gets (the gateway marks them public). */
  routeConfig?: Record<string, unknown>;
}

/**
 * GET /health/live and GET /health/ready on an app, and the `Connection: close` of a draining
 * process. One rule for the services, the gateway and a remote served alone.
 */
export function registerProbes(app: FastifyInstance, options: ProbeOptions): void {
  const { lifecycle, about = {} } = options;
  const config = options.routeConfig ?? {};
  // asked every few seconds by every orchestrator: only a failure is worth a log line
  const quiet = { schema: { hide: true }, config, logLevel: 'warn' as const };
  app.get('/health/live', quiet, async () => ({ status: 'ok', ...about }));
  app.get('/health/ready', quiet, async (_request, reply) => {
    if (lifecycle.draining) return reply.code(503).send({ status: 'error', ...about, detail: 'Stopping' });
    let fields: Record<string, string> | void;
    try {
      fields = await options.ready?.();
    } catch (error) {
      return reply.code(503).send({ status: 'error', ...about, detail: (error as Error).message });
    }
    return { status: 'ok', ...about, ...fields };
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
}

/**
 * Stops on SIGTERM/SIGINT: drain (readiness 503, keep serving for the drain period), then `stop`
 * (close the servers: stop accepting, finish in-flight), then exit. A second signal exits at once.
 */
export function stopGracefully(options: {
  lifecycles: Lifecycle[];
  stop: () => Promise<void>;
  log?: (message: string, fields?: Record<string, unknown>) => void;
  env?: NodeJS.ProcessEnv;
}): void {
  const drainMs = drainPeriodMs(options.env);
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      // Ctrl-C under a launcher brings SIGINT and then SIGTERM: only a repeated SIGINT hurries.
      if (signal === 'SIGINT') process.exit(1);
      return;
    }
    stopping = true;
    for (const lifecycle of options.lifecycles) lifecycle.drain();
    options.log?.('stopping', { signal, drainMs });
    setTimeout(() => {
      options.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }, drainMs);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
