import type { Knex } from 'knex';
import type { FastifyInstance } from 'fastify';

export const PLATFORM_SETTINGS_CHANGED = 'identity.settings.changed';

export interface PlatformSettingsChangedPayload extends Record<string, unknown> {
  /** The settings after the change, and which of them it changed (the audit log names those). */
  require_staff_two_factor: boolean;
  session_lifetime_hours: number;
  changed: ('require_staff_two_factor' | 'session_lifetime_hours')[];
}

/** One key for the platform's settings, so their changes stay in order. */
export function publishPlatformSettingsChanged(
  app: Pick<FastifyInstance, 'events'>,
  trx: Knex.Transaction,
  payload: PlatformSettingsChangedPayload,
) {
  return app.events.publish<PlatformSettingsChangedPayload>(trx, { type: PLATFORM_SETTINGS_CHANGED, key: 'platform', payload });
}
