import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';

/**
 * GET /health/about: since when this service runs and how far its outbox is behind (events written
 * but not yet published), for the staff's Health screen. Not forwarded by the gateway: the
 * performance service asks it on the service's own address.
 */
export function registerAbout(app: FastifyInstance, options: { service: string; db: Knex }): void {
  const startedAt = new Date();
  const quiet = { schema: { hide: true }, logLevel: 'warn' as const };
  app.get('/health/about', quiet, async () => {
    const row = (await options
      .db(`${options.service}.outbox`)
      .whereNull('published_at')
      .count({ pending: '*' })
      .min({ oldest: 'created_at' })
      .first()) as { pending: string | number; oldest: Date | string | null } | undefined;
    const now = Date.now();
    return {
      service: options.service,
      started_at: startedAt.toISOString(),
      uptime_seconds: Math.round((now - startedAt.getTime()) / 1000),
      outbox: {
        pending: Number(row?.pending ?? 0),
        oldest_seconds: row?.oldest ? Math.max(0, Math.round((now - new Date(row.oldest).getTime()) / 1000)) : null,
      },
    };
  });
}
