import type { Knex } from 'knex';
import { table } from './db';

export type MailStatus = 'queued' | 'sent' | 'failed' | 'kept';

export interface MailMessageRow {
  id: number;
  event_id: string;
  to_address: string;
  user_id: number | null;
  category: string;
  subject: string;
  text: string;
  html: string | null;
  link: string | null;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  claimed_until: Date | string | null;
  message_id: string;
  created_at: Date | string;
  sent_at: Date | string | null;
}

export type NewMailMessage = Pick<
  MailMessageRow,
  'event_id' | 'to_address' | 'user_id' | 'category' | 'subject' | 'text' | 'html' | 'link' | 'status' | 'message_id'
>;

export function mailMessagesRepository(db: Knex | Knex.Transaction) {
  return {
    /** Stores a message unless this event already stored one for this address; resolves with whether it did. */
    async add(message: NewMailMessage): Promise<boolean> {
      const inserted = await table(db, 'mail_messages').insert(message).onConflict(['event_id', 'to_address']).ignore().returning('id');
      return inserted.length > 0;
    },

    /**
     * Claims up to `limit` due messages for `leaseMs` and returns them. SKIP LOCKED and the claim
     * together mean two senders never take the same message; a crashed sender's claim runs out.
     */
    claimDue(limit: number, leaseMs: number): Promise<MailMessageRow[]> {
      return (db as Knex).transaction(async (trx) => {
        const rows: MailMessageRow[] = await table(trx, 'mail_messages')
          .where({ status: 'queued' })
          .andWhere('next_attempt_at', '<=', trx.fn.now())
          .andWhere((q) => q.whereNull('claimed_until').orWhere('claimed_until', '<', trx.fn.now()))
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked();
        if (rows.length === 0) return [];
        await table(trx, 'mail_messages')
          .whereIn(
            'id',
            rows.map((row) => row.id),
          )
          .update({ claimed_until: new Date(Date.now() + leaseMs) });
        return rows;
      });
    },

    markSent: (id: number) =>
      table(db, 'mail_messages')
        .where({ id })
        .update({ status: 'sent', sent_at: db.fn.now(), claimed_until: null, last_error: null, attempts: db.raw('attempts + 1') }),

    /** A failed attempt: tried again at `retryAt`, or given up (`failed`) when there is none. */
    markAttemptFailed: (id: number, error: string, retryAt: Date | null) =>
      table(db, 'mail_messages')
        .where({ id })
        .update({
          status: retryAt ? 'queued' : 'failed',
          last_error: error.slice(0, 1000),
          next_attempt_at: retryAt ?? db.fn.now(),
          claimed_until: null,
          attempts: db.raw('attempts + 1'),
        }),

    byId: (id: number): Promise<MailMessageRow | undefined> => table(db, 'mail_messages').where({ id }).first(),

    async page(page: number, pageSize: number, status?: MailStatus): Promise<{ count: number; rows: MailMessageRow[] }> {
      const filtered = () => (status ? table(db, 'mail_messages').where({ status }) : table(db, 'mail_messages'));
      const [{ count }] = await filtered().count<{ count: string | number }[]>({ count: '*' });
      const rows = await filtered()
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { count: Number(count), rows };
    },
  };
}
