import { slugify } from '@atlas/sites/contract';
import { table, type Db } from './db';

export interface CategoryRow {
  id: number;
  owner_id: number;
  name: string;
  slug: string;
  count?: number | string;
}
export interface TagRow {
  id: number;
  owner_id: number;
  name: string;
  count?: number | string;
}

/** Categories and tags belong to their owner; their counts are of the owner's items. */
export function taxonomyRepository(db: Db) {
  return {
    async categories(ownerId: number, trx: Db = db): Promise<CategoryRow[]> {
      return table(trx, 'categories as c')
        .where('c.owner_id', ownerId)
        .select('c.*')
        .select(trx.raw('(select count(*) from content.items i where i.category_id = c.id)::int as count'))
        .orderByRaw('lower(c.name)');
    },
    async category(id: number, trx: Db = db): Promise<CategoryRow | undefined> {
      return table(trx, 'categories').where({ id }).first();
    },
    async createCategory(ownerId: number, name: string, trx: Db = db): Promise<CategoryRow> {
      const [row] = await table(trx, 'categories')
        .insert({ owner_id: ownerId, name, slug: slugify(name) || 'category' })
        .returning('*');
      return row;
    },
    async renameCategory(id: number, name: string, trx: Db = db): Promise<CategoryRow> {
      const [row] = await table(trx, 'categories')
        .where({ id })
        .update({ name, slug: slugify(name) || 'category' })
        .returning('*');
      return row;
    },
    /** Its items keep no category (the foreign key clears it) and count a save, so an editor holding one notices. */
    async deleteCategory(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'items')
        .where({ category_id: id })
        .update({ version: trx.raw('version + 1'), updated_at: new Date() });
      await table(trx, 'categories').where({ id }).delete();
    },

    async tags(ownerId: number, trx: Db = db): Promise<TagRow[]> {
      return table(trx, 'tags as t')
        .where('t.owner_id', ownerId)
        .select('t.*')
        .select(
          trx.raw(
            '(select count(*) from content.items i where i.author_id = t.owner_id and i.tags @> array[t.name]::text[])::int as count',
          ),
        )
        .orderByRaw('lower(t.name)');
    },
    async tag(id: number, trx: Db = db): Promise<TagRow | undefined> {
      return table(trx, 'tags').where({ id }).first();
    },
    async createTag(ownerId: number, name: string, trx: Db = db): Promise<TagRow> {
      const [row] = await table(trx, 'tags').insert({ owner_id: ownerId, name }).returning('*');
      return row;
    },
    /** Records the tags an item uses, so the tags screen and the editor's suggestions know them. */
    async rememberTags(ownerId: number, names: string[], trx: Db = db): Promise<void> {
      if (names.length === 0) return;
      // One statement, no conflict error: the unique index is on lower(name).
      await trx.raw(
        `insert into content.tags (owner_id, name)
         select ?, n from unnest(?::text[]) as n
         where not exists (select 1 from content.tags t where t.owner_id = ? and lower(t.name) = lower(n))
         on conflict do nothing`,
        [ownerId, names, ownerId],
      );
    },
    /** Renames the tag and the items that carry it (one transaction: the caller's). */
    async renameTag(tag: TagRow, name: string, trx: Db = db): Promise<TagRow> {
      const [row] = await table(trx, 'tags').where({ id: tag.id }).update({ name }).returning('*');
      await trx.raw(
        `update content.items set tags = array(select distinct on (lower(x)) x from unnest(array_replace(tags, ?, ?)) as x), version = version + 1, updated_at = now()
         where author_id = ? and tags @> array[?]::text[]`,
        [tag.name, name, tag.owner_id, tag.name],
      );
      return row;
    },
    async deleteTag(tag: TagRow, trx: Db = db): Promise<void> {
      await table(trx, 'tags').where({ id: tag.id }).delete();
      await trx.raw(
        `update content.items set tags = array_remove(tags, ?), version = version + 1, updated_at = now() where author_id = ? and tags @> array[?]::text[]`,
        [tag.name, tag.owner_id, tag.name],
      );
    },
  };
}
