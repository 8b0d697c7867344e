import { table, type Db } from './db';

export interface DiscountRow {
  id: number;
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: string;
  minimum_subtotal: string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  used_count: number;
  is_active: boolean;
  created_at: Date | string;
  /** The store it is a code of (null: the platform's). */
  site_id: number | null;
}

/** What staff write on a discount (the use count is checkout's alone). */
export type DiscountChanges = Partial<
  Pick<DiscountRow, 'code' | 'description' | 'kind' | 'usage_limit' | 'per_customer_limit' | 'is_active'> & {
    value: number;
    minimum_subtotal: number;
    starts_at: string | null;
    ends_at: string | null;
  }
>;

/**
 * The discount codes' tables: every statement on them outside checkout's database function. A code is
 * one store's (`store`: storeKey, 0 the platform's); two stores may each have the same code.
 */
export function discountRepository(db: Db) {
  return {
    list: (store: number, trx: Db = db): Promise<DiscountRow[]> =>
      table(trx, 'discounts')
        .where({ store })
        .orderBy([{ column: 'is_active', order: 'desc' }, 'code']),

    byId: (id: number, trx: Db = db): Promise<DiscountRow | undefined> => table(trx, 'discounts').where({ id }).first(),

    byCode: (code: string, store: number, trx: Db = db): Promise<DiscountRow | undefined> =>
      table(trx, 'discounts').where({ store }).whereRaw('upper(code) = ?', [code]).first(),

    /** How many orders the customer placed with the discount (its per-customer limit counts them). */
    async usesBy(discountId: number, customer: string, trx: Db = db): Promise<number> {
      const used = await table(trx, 'discount_uses')
        .where({ discount_id: discountId, customer_key: customer })
        .count<{ count: string }[]>('* as count')
        .first();
      return Number(used?.count ?? 0);
    },

    async insert(site: number | null, fields: DiscountChanges, trx: Db = db): Promise<DiscountRow> {
      const [row] = await table(trx, 'discounts')
        .insert({ ...fields, site_id: site })
        .returning('*');
      return row;
    },

    /** Deletes a code no order used (an order names its code): false when it was used or is gone. */
    async deleteUnused(id: number, trx: Db = db): Promise<boolean> {
      const deleted = await table(trx, 'discounts').where({ id, used_count: 0 }).delete();
      return deleted > 0;
    },

    /**
     * Changes a discount; a new usage limit is written only if it is not below the uses so far, in the
     * same statement (a checkout counting a use meanwhile cannot slip under it). Undefined: no such
     * discount, or the limit is below the count.
     */
    async update(id: number, changes: DiscountChanges, trx: Db = db): Promise<DiscountRow | undefined> {
      const query = table(trx, 'discounts').where({ id });
      if (changes.usage_limit != null) query.where('used_count', '<=', changes.usage_limit);
      const [row] = await query.update(changes).returning('*');
      return row;
    },
  };
}

export type DiscountRepository = ReturnType<typeof discountRepository>;
