import { siteCopyRepository } from '@atlas/service-kit';
import { json, SCHEMA, table, type Db } from './db';

export interface MediaVariant {
  width: number;
  key: string;
}

export interface MediaFileRow {
  id: number;
  owner_id: number;
  /** The site it was uploaded for, or null: its uploader's own. */
  site_id: number | null;
  folder_id: number | null;
  name: string;
  /** What a screen reader says for the image ('' until someone writes it). */
  alt_text: string;
  type: string;
  mime_type: string;
  size: number | string;
  key: string;
  thumbnail_key: string | null;
  width: number | null;
  height: number | null;
  focal_x: number;
  focal_y: number;
  variants: MediaVariant[] | string;
  created_at: Date | string;
}

export interface FolderRow {
  id: number;
  owner_id: number;
  name: string;
  parent_id: number | null;
}

export interface MediaFilter {
  /** One site's files, or (`visible`) the user's own and those of the sites they may open. */
  site?: number;
  visible?: { ownerId: number; siteIds: number[] };
  search?: string;
  type?: string;
  folder?: number;
  dateFrom?: string;
  dateTo?: string;
  sort?: string;
  page: number;
  pageSize: number;
}

const SORT_COLUMNS: Record<string, string> = { created: 'created_at', name: 'name', size: 'size' };

export function mediaRepository(db: Db) {
  const sites = siteCopyRepository(db, SCHEMA);
  function filtered(trx: Db, filter: MediaFilter) {
    const query = table(trx, 'media_files');
    if (filter.site) query.where('site_id', filter.site);
    if (filter.visible) {
      const { ownerId, siteIds } = filter.visible;
      // The user's own files (of no site, or of a deleted one) and every file of the sites they may open.
      const deletedSites = sites.deletedIds(trx);
      query.where((mine) =>
        mine
          .where((own) => own.where('owner_id', ownerId).where((gone) => gone.whereNull('site_id').orWhereIn('site_id', deletedSites)))
          .orWhereIn('site_id', siteIds),
      );
    }
    if (!filter.site && !filter.visible) query.whereRaw('false');
    if (filter.type) query.where('type', filter.type);
    if (filter.folder) query.where('folder_id', filter.folder);
    if (filter.search?.trim()) query.whereRaw(`name ilike ? escape '\\'`, [`%${filter.search.trim().replace(/[\\%_]/g, '\\$&')}%`]);
    if (filter.dateFrom) query.where('created_at', '>=', `${filter.dateFrom}T00:00:00Z`);
    if (filter.dateTo) query.whereRaw('created_at < (?::date + 1)', [filter.dateTo]);
    return query;
  }

  return {
    async list(filter: MediaFilter, trx: Db = db): Promise<{ rows: MediaFileRow[]; count: number }> {
      const [{ count }] = await filtered(trx, filter).count<{ count: string | number }[]>({ count: '*' });
      const sort = filter.sort ?? '-created';
      const column = SORT_COLUMNS[sort.replace(/^-/, '')] ?? 'created_at';
      const rows = await filtered(trx, filter)
        .orderBy(column, sort.startsWith('-') ? 'desc' : 'asc')
        .orderBy('id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { rows, count: Number(count) };
    },
    async find(id: number, trx: Db = db): Promise<MediaFileRow | undefined> {
      return table(trx, 'media_files').where({ id }).first();
    },
    async findImagesByKeys(keys: string[], trx: Db = db): Promise<MediaFileRow[]> {
      if (keys.length === 0) return [];
      return table(trx, 'media_files').whereIn('key', keys).where('type', 'image');
    },
    async findByUrlKey(key: string, trx: Db = db): Promise<MediaFileRow | undefined> {
      return table(trx, 'media_files').where({ key }).first();
    },
    async insert(row: Omit<MediaFileRow, 'id' | 'created_at' | 'alt_text'>, trx: Db = db): Promise<MediaFileRow> {
      const [created] = await table(trx, 'media_files')
        .insert({ ...row, variants: json(row.variants) })
        .returning('*');
      return created;
    },
    async update(id: number, changes: Partial<Omit<MediaFileRow, 'id'>>, trx: Db = db): Promise<MediaFileRow> {
      const values = { ...changes, ...(changes.variants ? { variants: json(changes.variants) } : {}) };
      const [row] = await table(trx, 'media_files').where({ id }).update(values).returning('*');
      return row;
    },
    async remove(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'media_files').where({ id }).delete();
    },

    async folders(ownerId: number, trx: Db = db): Promise<FolderRow[]> {
      return table(trx, 'media_folders').where({ owner_id: ownerId }).orderByRaw('lower(name)');
    },
    async folder(id: number, trx: Db = db): Promise<FolderRow | undefined> {
      return table(trx, 'media_folders').where({ id }).first();
    },
    async createFolder(ownerId: number, name: string, parentId: number | null, trx: Db = db): Promise<FolderRow> {
      const [row] = await table(trx, 'media_folders').insert({ owner_id: ownerId, name, parent_id: parentId }).returning('*');
      return row;
    },
  };
}
