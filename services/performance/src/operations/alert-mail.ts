import type { Knex } from 'knex';
import { appLink, requestMail, type MailRecipient } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { AlertRow } from '../repositories/alerts';

/** Who hears of an alert: a page's vitals go to its site's owner, the machine's figures to the staff. */
async function recipientOf(deps: Pick<Deps, 'sites'>, trx: Knex.Transaction, alert: AlertRow): Promise<MailRecipient | undefined> {
  if (!alert.subject) return { staff: true };
  const site = await deps.sites.find(Number(alert.subject.split(':')[0]), trx);
  return site && !site.deleted ? { user_id: site.owner_id } : undefined;
}

/** An alert that opened (or re-opened) is emailed in the transaction that records it. */
export async function requestAlertMail(deps: Pick<Deps, 'sites' | 'events'>, trx: Knex.Transaction, alert: AlertRow): Promise<void> {
  const to = await recipientOf(deps, trx, alert);
  if (!to) return;
  await requestMail(deps.events, trx, {
    to,
    subject: `[${alert.severity}] ${alert.title}`.slice(0, 300),
    text: `${alert.title}\n\n${alert.message}\n\nSee it in Performance: ${appLink('/dashboard/performance')}`,
    category: 'alert',
    link: appLink('/dashboard/performance'),
  });
}
