import { createHmac, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from '@atlas/service-kit';
import { assertPublicUrl, safeFetch } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { DeliveryRow, WebhookHolder, WebhookRow } from '../repositories/webhooks';

/** Events a webhook may listen to (an account's: its owner's sites'; a site's: that site's). */
export const WEBHOOK_EVENTS = [
  'sites.form.submitted',
  'sites.page.published',
  'sites.site.published',
  'content.item.published',
  'commerce.order.created',
  'commerce.order.cancelled',
] as const;

/**
 * Refuses an address the owner may not send to: not http(s), with credentials, or (unless
 * ATLAS_WEBHOOKS_ALLOW_PRIVATE=1) on a private network in any form (the kit's outbound guard).
 * Checked when saved; each delivery goes through `safeFetch`, which checks the address it connects to.
 */
export const assertDeliverableUrl = (deps: Deps, text: string): Promise<URL> =>
  assertPublicUrl(text, { allowPrivate: deps.settings.webhooksAllowPrivate, label: 'A webhook URL' });

export const newSecret = () => `whsec_${randomBytes(24).toString('hex')}`;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with the webhook's secret>`: what a receiver recomputes. */
export function signatureOf(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Whether the Webhooks module applies to the webhook: an account's needs its owner's install; a site's,
 * its site's modules (the site's own install or its owner's). A deleted site's webhooks hear nothing.
 */
async function webhooksModuleOn(deps: Deps, webhook: WebhookRow, trx?: Knex.Transaction): Promise<boolean> {
  if (webhook.site_id === null) return deps.repos.installs.provides({ account: webhook.owner_id }, { integration: 'webhooks' }, trx);
  const site = await deps.repos.sites.find(webhook.site_id, trx);
  return !!site && !site.deleted && deps.repos.installs.provides({ site }, { integration: 'webhooks' }, trx);
}

/**
 * Queues the event for every active webhook listening to it, in the consumer's transaction: those of
 * its owner's account and those of its site (`site_id`).
 */
export async function queueWebhookEvent(
  deps: Deps,
  trx: Knex.Transaction,
  event: { id: string; type: string; occurredAt: string; payload: Record<string, unknown> },
): Promise<void> {
  if (!(WEBHOOK_EVENTS as readonly string[]).includes(event.type)) return;
  const { owner_id: ownerId, site_id: siteId } = event.payload;
  const holders: (WebhookHolder | 'staff')[] = [];
  if (Number.isInteger(ownerId)) holders.push({ owner: ownerId as number });
  // An order has no site owner: the shop is the platform's, so its staff's webhooks hear it.
  else if (event.type.startsWith('commerce.')) holders.push('staff');
  if (Number.isInteger(siteId)) holders.push({ site: siteId as number });
  for (const holder of holders) {
    for (const webhook of await deps.repos.webhooks.listeners(event.type, holder, trx)) {
      if (!(await webhooksModuleOn(deps, webhook, trx))) continue;
      await deps.repos.webhooks.enqueue(
        webhook.id,
        { id: event.id, type: event.type, payload: { occurred_at: event.occurredAt, data: event.payload } },
        trx,
      );
    }
  }
}

type Outcome = {
  status: 'delivered' | 'failed' | 'pending' | 'cancelled';
  statusCode: number | null;
  error: string | null;
  retryInMs?: number;
};

/** One attempt of one delivery: signed POST, 2xx = delivered; otherwise retried later, doubling the wait. */
async function attempt(deps: Deps, delivery: DeliveryRow, webhook: WebhookRow | undefined): Promise<Outcome> {
  if (!webhook || !webhook.is_active) return { status: 'cancelled', statusCode: null, error: 'The webhook was deleted or deactivated' };
  if (!(await webhooksModuleOn(deps, webhook))) {
    return { status: 'cancelled', statusCode: null, error: 'The Webhooks module was uninstalled' };
  }
  const { webhookRetryBaseMs, webhookMaxAttempts, webhookTimeoutMs } = deps.settings;
  const retry = (statusCode: number | null, error: string): Outcome =>
    delivery.attempts >= webhookMaxAttempts
      ? { status: 'failed', statusCode, error }
      : { status: 'pending', statusCode, error, retryInMs: webhookRetryBaseMs * 2 ** (delivery.attempts - 1) };
  const body = JSON.stringify({
    id: delivery.event_id,
    type: delivery.event_type,
    occurred_at: delivery.payload.occurred_at,
    webhook_id: webhook.id,
    data: delivery.payload.data,
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const response = await safeFetch(
      webhook.url,
      {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(webhookTimeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Atlas-Webhooks/1.0',
          'x-atlas-event': delivery.event_type,
          'x-atlas-delivery': String(delivery.id),
          'x-atlas-timestamp': timestamp,
          'x-atlas-signature': signatureOf(webhook.secret, timestamp, body),
        },
        body,
      },
      { allowPrivate: deps.settings.webhooksAllowPrivate, label: 'A webhook URL' },
    );
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { status: 'delivered', statusCode: response.status, error: null };
    return retry(response.status, `The endpoint answered ${response.status}`);
  } catch (error) {
    const message =
      error instanceof Error ? (error.name === 'TimeoutError' ? `No answer within ${webhookTimeoutMs} ms` : error.message) : String(error);
    return retry(null, message.slice(0, 500));
  }
}

/** Sends what is due now (a batch at a time); the worker calls it on every tick. */
export async function deliverDue(deps: Deps, limit = 20): Promise<number> {
  const claimed = await deps.db.transaction((trx) => deps.repos.webhooks.claimDue(limit, deps.settings.webhookTimeoutMs * 3, trx));
  await Promise.all(
    claimed.map(async (delivery) => {
      const outcome = await attempt(deps, delivery, await deps.repos.webhooks.find(delivery.webhook_id));
      await deps.repos.webhooks.record(delivery.id, outcome);
    }),
  );
  return claimed.length;
}

/** The delivery worker: polls for due deliveries; never two ticks at once. Returns its stop. */
export function startDeliveryWorker(deps: Deps, log: Logger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        while ((await deliverDue(deps)) > 0);
      } catch (error) {
        log.warn({ err: error }, 'webhook deliveries failed');
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, deps.settings.webhookPollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
