import type { Knex } from 'knex';
import { table, json, type Db } from './db';

export interface SubmissionRow {
  id: number;
  site_id: number;
  form_name: string;
  page_slug: string;
  data: Record<string, string | number | boolean>;
  created_at: Date;
}

export function submissionsRepository(db: Knex) {
  const submissions = (trx?: Db) => table(trx ?? db, 'form_submissions');

  return {
    async listBySite(siteId: number, limit: number, trx?: Db): Promise<SubmissionRow[]> {
      return submissions(trx).where({ site_id: siteId }).orderBy('id', 'desc').limit(limit);
    },
    async create(submission: Omit<SubmissionRow, 'id' | 'created_at'>, trx?: Db): Promise<SubmissionRow> {
      const [row] = await submissions(trx)
        .insert({ ...submission, data: json(submission.data) })
        .returning('*');
      return row;
    },
  };
}

export type SubmissionsRepository = ReturnType<typeof submissionsRepository>;
