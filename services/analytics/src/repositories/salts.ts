import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { SCHEMA, table } from './db';

/**
 * Today's secret salt (UTC), created by whichever process asks first; older ones are deleted as
 * soon as a new day's is made, so visitor ids of different days cannot be linked.
 */
export function dailySalts(db: Knex) {
  // the day's bounds in milliseconds: a beacon compares two numbers, not a formatted date
  let cached: { from: number; until: number; salt: Buffer } | undefined;
  return async function saltFor(now: Date): Promise<Buffer> {
    const at = now.getTime();
    if (cached && at >= cached.from && at < cached.until) return cached.salt;
    const day = now.toISOString().slice(0, 10);
    const from = Date.parse(`${day}T00:00:00.000Z`);
    const salt = await db.transaction(async (trx) => {
      await trx.raw(`insert into ${SCHEMA}.salts (day, salt) values (?, ?) on conflict (day) do nothing`, [day, randomBytes(32)]);
      await table(trx, 'salts').where('day', '<', day).delete();
      const row = await table(trx, 'salts').where({ day }).first('salt');
      return Buffer.from(row.salt);
    });
    cached = { from, until: from + 86_400_000, salt };
    return salt;
  };
}
