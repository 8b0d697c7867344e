import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { Type, type Static } from 'typebox';
import { httpError } from './errors';
import { Id } from './schemas';
import { openSealedText, sealText } from './sealed-text';
import type { Db } from './db-helpers';
import { PREVIEW_DAYS, PREVIEW_GONE } from './preview-days';

export { PREVIEW_DAYS, PREVIEW_GONE };

/**
 * Shareable draft previews (a page's in sites, a post's in content): the rules live here once.
 * The token is 32 random bytes, base64url; a table keeps only its SHA-256 (for the lookup) and the token
 * sealed under the platform secret (so the editor's list gives the link again). A link lasts 1–30 days.
 */
export const PREVIEW_NOT_FOUND = 'Preview link not found';

const DAY_MS = 24 * 3600 * 1000;
const PREVIEW_LINK = { salt: 'atlas-previews', info: 'draft preview link' };

export const newPreviewToken = () => randomBytes(32).toString('base64url');
export const hashPreviewToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** What a token looks like: anything else is unknown without asking the database. */
export const isPreviewToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
export const previewPath = (token: string) => `/preview/${token}`;
export const previewExpiry = (days: number = PREVIEW_DAYS.default, now = new Date()) => new Date(now.getTime() + days * DAY_MS);

/** The columns every preview table has beside its subject (`page_id`, `item_id`). */
export interface PreviewLinkRow {
  id: number;
  site_id: number;
  token_hash: string;
  token_sealed: string;
  created_by: number;
  created_by_username: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** Adds the shared columns to a preview table (the migration adds the subject's own foreign key). */
export function previewLinkColumns(t: Knex.CreateTableBuilder, knex: Knex) {
  t.increments('id');
  t.integer('site_id').notNullable();
  t.string('token_hash', 64).notNullable().unique();
  t.text('token_sealed').notNullable();
  t.integer('created_by').notNullable();
  t.string('created_by_username', 150).notNullable().defaultTo('');
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('expires_at', { useTz: true }).notNullable();
  t.timestamp('revoked_at', { useTz: true });
  t.index(['site_id']);
}

/**
 * A preview table (`sites.page_previews` by `page_id`, `content.item_previews` by `item_id`): create,
 * the subject's active links, revoke, and the lookup by token.
 */
export function previewLinksRepository<S extends string>(db: Knex, table: string, subject: S) {
  type Row = PreviewLinkRow & Record<S, number>;
  const links = (trx?: Db) => (trx ?? db)(table);
  return {
    async create(link: Omit<Row, 'id' | 'created_at' | 'revoked_at'>, trx?: Db): Promise<Row> {
      const [row] = await links(trx).insert(link).returning('*');
      return row;
    },
    /** Neither revoked nor expired, newest first. */
    async listActive(subjectId: number, trx?: Db): Promise<Row[]> {
      return links(trx)
        .where({ [subject]: subjectId, revoked_at: null })
        .andWhere('expires_at', '>', (trx ?? db).fn.now())
        .orderBy('id', 'desc');
    },
    /** True when the subject had this link and it was still unrevoked. */
    async revoke(subjectId: number, id: number, trx?: Db): Promise<boolean> {
      const count = await links(trx)
        .where({ [subject]: subjectId, id, revoked_at: null })
        .update({ revoked_at: (trx ?? db).fn.now() });
      return count > 0;
    },
    async findByToken(token: string, trx?: Db): Promise<Row | undefined> {
      if (!isPreviewToken(token)) return undefined;
      return links(trx)
        .where({ token_hash: hashPreviewToken(token) })
        .first();
    },
  };
}

/**
 * What an editor does with a subject's links (a page's, a post's), the same for every service: create one
 * (its token in the answer), list the active ones (each link opened from its seal), revoke one (404 when the
 * subject has no such unrevoked link). Access to the subject is checked before, by the route.
 */
export function previewLinkActions<S extends string>(links: ReturnType<typeof previewLinksRepository<S>>, subject: S, secret: string) {
  return {
    async create(user: { id: number; username: string }, subjectId: number, siteId: number, days?: number): Promise<PreviewLink> {
      const { token, stored } = newPreviewLink(secret, days);
      const link = { ...stored, [subject]: subjectId, site_id: siteId, created_by: user.id, created_by_username: user.username };
      return previewLinkAnswer(await links.create(link as Parameters<typeof links.create>[0]), secret, token);
    },
    async active(subjectId: number): Promise<PreviewLink[]> {
      return (await links.listActive(subjectId)).map((row) => previewLinkAnswer(row, secret));
    },
    async revoke(subjectId: number, previewId: number): Promise<void> {
      if (!(await links.revoke(subjectId, previewId))) throw httpError(404, PREVIEW_NOT_FOUND);
    },
  };
}

/** A new link's token (for the answer only) and what the table keeps of it. */
export function newPreviewLink(secret: string, days: number = PREVIEW_DAYS.default, now = new Date()) {
  const token = newPreviewToken();
  return {
    token,
    stored: {
      token_hash: hashPreviewToken(token),
      token_sealed: sealText(token, secret, PREVIEW_LINK),
      expires_at: previewExpiry(days, now),
    },
  };
}

/** The link a visitor follows: unknown 404, revoked or expired 410 (the renderer shows each its own page). */
export function activePreview<T extends Pick<PreviewLinkRow, 'expires_at' | 'revoked_at'>>(row: T | undefined, now = new Date()): T {
  if (!row) throw httpError(404, PREVIEW_NOT_FOUND);
  if (row.revoked_at || new Date(row.expires_at).getTime() <= now.getTime()) throw httpError(410, PREVIEW_GONE);
  return row;
}

export const PreviewDays = Type.Integer({
  minimum: PREVIEW_DAYS.min,
  maximum: PREVIEW_DAYS.max,
  errorMessage: `{path} must be a whole number of days from ${PREVIEW_DAYS.min} to ${PREVIEW_DAYS.max}`,
});
export const CreatePreviewBody = Type.Object({ days: Type.Optional(PreviewDays) }, { additionalProperties: false });
export type CreatePreviewBody = Static<typeof CreatePreviewBody>;
export const PreviewParams = Type.Object({ id: Id(), previewId: Id() });
export const PreviewTokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });

export const PreviewLink = Type.Object({
  id: Type.Integer(),
  /** `/preview/{token}`; empty when the token was sealed under another secret (the link still works for whoever has it). */
  url: Type.String(),
  expires_at: Type.String(),
  created_at: Type.String(),
  created_by: Type.Integer(),
  created_by_username: Type.String(),
});
export type PreviewLink = Static<typeof PreviewLink>;
export const PreviewLinkList = Type.Array(PreviewLink);
/** The public answer's `preview`: when the link stops working. */
export const PreviewInfo = Type.Object({ expires_at: Type.String() });

/** The link as its editors see it; `token` is known at creation, otherwise opened from the seal. */
export function previewLinkAnswer(row: PreviewLinkRow, secret: string, token?: string): PreviewLink {
  const opened = token ?? openSealedText(row.token_sealed, secret, PREVIEW_LINK);
  return {
    id: row.id,
    url: opened ? previewPath(opened) : '',
    expires_at: new Date(row.expires_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by,
    created_by_username: row.created_by_username,
  };
}
