import type { Knex } from 'knex';
import { table, SCHEMA, json, type Db } from './db';
import type { PageBlock } from '../schemas/blocks';

export const REVISIONS_KEPT_PER_PAGE = 50;

export interface RevisionRow {
  id: number;
  page_id: number;
  title: string;
  blocks: PageBlock[];
  created_by: number | null;
  created_at: Date;
  /** The revision this one put back, when it was made by a restore. */
  restored_from: number | null;
  /** Unsaved work kept after a takeover: in the history, never the page's content until restored. */
  set_aside: boolean;
  /** The saver's name, from the users this service has heard of (listings only). */
  created_by_username?: string | null;
}

export function revisionsRepository(db: Knex) {
  const revisions = (trx?: Db) => table(trx ?? db, 'page_revisions');

  return {
    async listByPage(pageId: number, trx?: Db): Promise<RevisionRow[]> {
      return revisions(trx)
        .leftJoin(`${SCHEMA}.users as u`, 'u.id', `${SCHEMA}.page_revisions.created_by`)
        .where({ page_id: pageId })
        .orderBy(`${SCHEMA}.page_revisions.id`, 'desc')
        .select(`${SCHEMA}.page_revisions.*`, 'u.username as created_by_username');
    },
    async findById(id: number, trx?: Db): Promise<RevisionRow | undefined> {
      return revisions(trx).where({ id }).first();
    },
    /** Records a save and drops the page's revisions beyond the newest REVISIONS_KEPT_PER_PAGE. */
    async record(
      revision: {
        page_id: number;
        title: string;
        blocks: PageBlock[];
        created_by: number | null;
        restored_from?: number;
        set_aside?: boolean;
      },
      trx?: Db,
    ): Promise<RevisionRow> {
      const [row] = await revisions(trx)
        .insert({ ...revision, blocks: json(revision.blocks) })
        .returning('*');
      const keep = revisions(trx).where({ page_id: revision.page_id }).orderBy('id', 'desc').limit(REVISIONS_KEPT_PER_PAGE).select('id');
      await revisions(trx).where({ page_id: revision.page_id }).whereNotIn('id', keep).delete();
      return row;
    },
  };
}

export type RevisionsRepository = ReturnType<typeof revisionsRepository>;
