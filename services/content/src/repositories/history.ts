import { json, table, type Db } from './db';

export const REVISIONS_KEPT = 50;

export interface RevisionRow {
  id: number;
  item_id: number;
  snapshot: Record<string, unknown> | string;
  title: string;
  author_id: number;
  author_username: string;
  created_at: Date | string;
}

export interface AuditRow {
  id: number | string;
  item_id: number;
  owner_id: number;
  action: string;
  user_id: number | null;
  username: string;
  created_at: Date | string;
}

export type AuditAction = 'created' | 'updated' | 'published' | 'unpublished' | 'scheduled' | 'archived' | 'restored' | 'deleted';

/** Revisions (one per save, the last 50 per item) and the audit trail of who did what. */
export function historyRepository(db: Db) {
  return {
    async addRevision(
      itemId: number,
      snapshot: Record<string, unknown>,
      title: string,
      user: { id: number; username: string },
      trx: Db = db,
    ): Promise<void> {
      await table(trx, 'revisions').insert({
        item_id: itemId,
        snapshot: json(snapshot),
        title,
        author_id: user.id,
        author_username: user.username,
      });
      const keep = table(trx, 'revisions').where({ item_id: itemId }).orderBy('id', 'desc').limit(REVISIONS_KEPT).select('id');
      await table(trx, 'revisions').where({ item_id: itemId }).whereNotIn('id', keep).delete();
    },
    async revisions(itemId: number, trx: Db = db): Promise<RevisionRow[]> {
      return table(trx, 'revisions')
        .where({ item_id: itemId })
        .orderBy('id', 'desc')
        .select('id', 'item_id', 'title', 'author_id', 'author_username', 'created_at');
    },
    async revision(itemId: number, id: number, trx: Db = db): Promise<RevisionRow | undefined> {
      return table(trx, 'revisions').where({ item_id: itemId, id }).first();
    },
    async audit(itemId: number, ownerId: number, action: AuditAction, user: { id: number | null; username: string }, trx: Db = db) {
      await table(trx, 'audit').insert({ item_id: itemId, owner_id: ownerId, action, user_id: user.id, username: user.username });
    },
    async trail(itemId: number, trx: Db = db): Promise<AuditRow[]> {
      return table(trx, 'audit').where({ item_id: itemId }).orderBy('id', 'desc').limit(200);
    },
  };
}
