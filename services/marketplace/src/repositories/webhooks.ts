import { SCHEMA, iso, json, parseJson, table, type Db } from './db';

export interface WebhookRow {
  id: number;
  owner_id: number;
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

/** The owners' webhooks and their deliveries (a queue: pending rows are due at next_attempt_at). */
export function webhooksRepository(db: Db) {
  return {
    /**
     * The owner's webhooks (or only the one with `id`: someone else's is not found), each with its
     * newest delivery: one lateral join for the whole list, not a query per webhook.
     */
    async ofOwner(ownerId: number, only: { id?: number } = {}, trx: Db = db): Promise<OwnedWebhookRow[]> {
      const query = table(trx, 'webhooks as w')
        .joinRaw(
          `left join lateral (select status, event_type, attempts, last_status_code, created_at
             from ${SCHEMA}.webhook_deliveries d where d.webhook_id = w.id order by d.id desc limit 1) newest on true`,
        )
        .where('w.owner_id', ownerId)
        .select('w.*', trx.raw('to_jsonb(newest) as last_delivery'))
        .orderBy('w.id');
      if (only.id !== undefined) query.where('w.id', only.id);
      return (await query).map((row) => ({ ...readWebhook(row), last_delivery: readLastDelivery(row.last_delivery) }));
    },
    async find(id: number, trx: Db = db): Promise<WebhookRow | undefined> {
      const row = await table(trx, 'webhooks').where({ id }).first();
      return row ? readWebhook(row) : undefined;
    },
    async insert(
      webhook: Pick<WebhookRow, 'owner_id' | 'owner_is_staff' | 'url' | 'events' | 'secret' | 'is_active'>,
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
    /** Active webhooks listening to `type`: the owner's, or (no owner in the event) the staff's. */
    async listeners(type: string, owner: { ownerId: number } | 'staff', trx: Db = db): Promise<WebhookRow[]> {
      const query = table(trx, 'webhooks')
        .where({ is_active: true })
        .whereRaw('events @> ?::jsonb', [JSON.stringify([type])]);
      if (owner === 'staff') query.where({ owner_is_staff: true });
      else query.where({ owner_id: owner.ownerId });
      return (await query).map(readWebhook);
    },
    /** Queues one delivery per (webhook, event): a redelivered event is queued once. */
    async enqueue(webhookId: number, event: { id: string; type: string; payload: Record<string, unknown> }, trx: Db = db): Promise<void> {
      await table(trx, 'webhook_deliveries')
        .insert({ webhook_id: webhookId, event_id: event.id, event_type: event.type, payload: json(event.payload) })
        .onConflict(['webhook_id', 'event_id'])
        .ignore();
    },
    /** Stops what is still queued for the owner's webhooks (the module was uninstalled). */
    async cancelPendingOf(ownerId: number, trx: Db = db): Promise<void> {
      await table(trx, 'webhook_deliveries')
        .where({ status: 'pending' })
        .whereIn('webhook_id', table(trx, 'webhooks').where({ owner_id: ownerId }).select('id'))
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
