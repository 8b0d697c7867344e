import type { Knex } from 'knex';
import { SCHEMA, iso, json, parseJson, table, type Db } from './db';

export interface WebhookRow {
  id: number;
  /** Who made it; an account's webhook is theirs. */
  owner_id: number;
  /** The site whose events it hears, managed by the site's admins and owner; null for an account's. */
  site_id: number | null;
  owner_is_staff: boolean;
  url: string;
  events: string[];
  secret: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface DeliveryRow {
  id: number;
  webhook_id: number;
  event_id: string;
  event_type: string;
  payload: Record<string, unknown>;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** The newest delivery of a webhook, as its owner's list shows it. */
export type LastDeliveryRow = Pick<DeliveryRow, 'status' | 'event_type' | 'attempts' | 'last_status_code' | 'created_at'>;
export type OwnedWebhookRow = WebhookRow & { last_delivery: LastDeliveryRow | null };

/** Whose webhooks: an account's own (hearing the sites its user owns), or a site's. */
export type WebhookHolder = { owner: number } | { site: number };

const heldBy = (query: Knex.QueryBuilder, holder: WebhookHolder, alias = ''): Knex.QueryBuilder =>
  'site' in holder
    ? query.where(`${alias}site_id`, holder.site)
    : query.where(`${alias}owner_id`, holder.owner).whereNull(`${alias}site_id`);

const readWebhook = (row: Record<string, unknown>): WebhookRow => ({
  ...(row as unknown as WebhookRow),
  events: parseJson(row.events, []),
  created_at: iso(row.created_at as string)!,
  updated_at: iso(row.updated_at as string)!,
});

const readDelivery = (row: Record<string, unknown>): DeliveryRow => ({
  ...(row as unknown as DeliveryRow),
  id: Number(row.id),
  payload: parseJson(row.payload, {}),
  next_attempt_at: iso(row.next_attempt_at as string)!,
  created_at: iso(row.created_at as string)!,
  delivered_at: iso(row.delivered_at as string | null),
});

const readLastDelivery = (value: unknown): LastDeliveryRow | null => {
  const row = parseJson<LastDeliveryRow | null>(value, null);
  return row && { ...row, created_at: iso(row.created_at)! };
};

/** Accounts' and sites' webhooks and their deliveries (a queue: pending rows are due at next_attempt_at). */
export function webhooksRepository(db: Db) {
  return {
    /**
     * The holder's webhooks (or only the one with `id`: another's is not found), each with its
     * newest delivery: one lateral join for the whole list, not a query per webhook.
     */
    async of(holder: WebhookHolder, only: { id?: number } = {}, trx: Db = db): Promise<OwnedWebhookRow[]> {
      const query = heldBy(
        table(trx, 'webhooks as w').joinRaw(
          `left join lateral (select status, event_type, attempts, last_status_code, created_at
             from ${SCHEMA}.webhook_deliveries d where d.webhook_id = w.id order by d.id desc limit 1) newest on true`,
        ),
        holder,
        'w.',
      )
        .select('w.*', trx.raw('to_jsonb(newest) as last_delivery'))
        .orderBy('w.id');
      if (only.id !== undefined) query.where('w.id', only.id);
      const rows: Record<string, unknown>[] = await query;
      return rows.map((row) => ({ ...readWebhook(row), last_delivery: readLastDelivery(row.last_delivery) }));
    },
    async find(id: number, trx: Db = db): Promise<WebhookRow | undefined> {
      const row = await table(trx, 'webhooks').where({ id }).first();
      return row ? readWebhook(row) : undefined;
    },
    async insert(
      webhook: Pick<WebhookRow, 'owner_id' | 'site_id' | 'owner_is_staff' | 'url' | 'events' | 'secret' | 'is_active'>,
      trx: Db = db,
    ): Promise<WebhookRow> {
      const [row] = await table(trx, 'webhooks')
        .insert({ ...webhook, events: json(webhook.events) })
        .returning('*');
      return readWebhook(row);
    },
    async update(
      id: number,
      changes: Partial<Pick<WebhookRow, 'url' | 'events' | 'secret' | 'is_active'>>,
      trx: Db = db,
    ): Promise<WebhookRow> {
      const values: Record<string, unknown> = { ...changes, updated_at: new Date() };
      if (changes.events) values.events = json(changes.events);
      const [row] = await table(trx, 'webhooks').where({ id }).update(values).returning('*');
      return readWebhook(row);
    },
    async remove(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'webhooks').where({ id }).delete();
    },
    /** Active webhooks listening to `type`: an account's or a site's, or (no owner in the event) the staff's accounts'. */
    async listeners(type: string, holder: WebhookHolder | 'staff', trx: Db = db): Promise<WebhookRow[]> {
      const query = table(trx, 'webhooks')
        .where({ is_active: true })
        .whereRaw('events @> ?::jsonb', [JSON.stringify([type])]);
      if (holder === 'staff') query.where({ owner_is_staff: true }).whereNull('site_id');
      else heldBy(query, holder);
      return (await query).map(readWebhook);
    },
    /** Queues one delivery per (webhook, event): a redelivered event is queued once. */
    async enqueue(webhookId: number, event: { id: string; type: string; payload: Record<string, unknown> }, trx: Db = db): Promise<void> {
      await table(trx, 'webhook_deliveries')
        .insert({ webhook_id: webhookId, event_id: event.id, event_type: event.type, payload: json(event.payload) })
        .onConflict(['webhook_id', 'event_id'])
        .ignore();
    },
    /** Stops what is still queued for the holder's webhooks (the module was uninstalled). */
    async cancelPendingOf(holder: WebhookHolder, trx: Db = db): Promise<void> {
      await table(trx, 'webhook_deliveries')
        .where({ status: 'pending' })
        .whereIn('webhook_id', heldBy(table(trx, 'webhooks'), holder).select('id'))
        .update({ status: 'cancelled', last_error: 'The Webhooks module was uninstalled' });
    },
    /**
     * Takes up to `limit` due deliveries for one attempt each: their next attempt moves `leaseMs` ahead
     * (so a crashed worker's attempt is retried later) and their attempts count up. Rows another
     * worker holds are skipped.
     */
    async claimDue(limit: number, leaseMs: number, trx: Db = db): Promise<DeliveryRow[]> {
      const result = await trx.raw(
        `update marketplace.webhook_deliveries set attempts = attempts + 1, next_attempt_at = now() + (? * interval '1 millisecond')
         where id in (select id from marketplace.webhook_deliveries where status = 'pending' and next_attempt_at <= now()
                      order by next_attempt_at limit ? for update skip locked)
         returning *`,
        [leaseMs, limit],
      );
      return (result.rows as Record<string, unknown>[]).map(readDelivery);
    },
    async record(
      id: number,
      outcome: { status: DeliveryStatus; statusCode: number | null; error: string | null; retryInMs?: number },
      trx: Db = db,
    ): Promise<void> {
      await table(trx, 'webhook_deliveries')
        .where({ id })
        .update({
          status: outcome.status,
          last_status_code: outcome.statusCode,
          last_error: outcome.error,
          delivered_at: outcome.status === 'delivered' ? new Date() : null,
          ...(outcome.retryInMs !== undefined ? { next_attempt_at: new Date(Date.now() + outcome.retryInMs) } : {}),
        });
    },
    async deliveriesOf(webhookId: number, limit: number, trx: Db = db): Promise<DeliveryRow[]> {
      return (await table(trx, 'webhook_deliveries').where({ webhook_id: webhookId }).orderBy('id', 'desc').limit(limit)).map(readDelivery);
    },
  };
}
export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
