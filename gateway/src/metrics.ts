// The gateway's own counters, on `GET /metrics` in Prometheus' text format: what the request timings
// (timing.ts, per route and status) cannot tell. Today: requests sent to a second replica because
// the first one could not be reached. The gateway is the public entry, so the figures are answered
// only on the machine itself (loopback, no proxy in between) or to staff.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Unreached } from './plugins/upstream-lookup';

export class GatewayMetrics {
  private readonly retries = new Map<string, { service: string; reason: Unreached; count: number }>();

  /** A request that reached no replica of `service` was sent again. */
  upstreamRetried(service: string, reason: Unreached): void {
    const key = `${service} ${reason}`;
    const counter = this.retries.get(key);
    if (counter) counter.count += 1;
    else this.retries.set(key, { service, reason, count: 1 });
  }

  text(): string {
    const lines = [
      '# HELP gateway_upstream_retries_total Requests sent again to another replica because the connection to the first was refused or timed out',
      '# TYPE gateway_upstream_retries_total counter',
    ];
    for (const { service, reason, count } of this.retries.values()) {
      lines.push(`gateway_upstream_retries_total{service="${service}",reason="${reason}"} ${count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function mayRead(request: FastifyRequest): boolean {
  if (request.gatewayUser?.is_staff) return true;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}

export function registerMetrics(app: FastifyInstance, metrics: GatewayMetrics): void {
  app.get('/metrics', { config: { api: true } }, (request, reply) => {
    if (!mayRead(request)) return reply.code(404).send({ detail: 'Not found' });
    return reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8').send(metrics.text());
  });
}
