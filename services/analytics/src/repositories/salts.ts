import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Today's secret salt (UTC), created by whichever process asks first; older ones are deleted as
 * soon as a new day's is made, so visitor ids of different days cannot be linked.
 */
export function dailySalts(db: Knex, schema: string) {
  let cached: { day: string; salt: Buffer } | undefined;
  return async function saltFor(now: Date): Promise<Buffer> {
    const day = now.toISOString().slice(0, 10);
    if (cached?.day === day) return cached.salt;
    const salt = await db.transaction(async (trx) => {
      await trx.raw(`insert into ${schema}.salts (day, salt) values (?, ?) on conflict (day) do nothing`, [day, randomBytes(32)]);
      await trx(`${schema}.salts`).where('day', '<', day).delete();
      const row = await trx(`${schema}.salts`).where({ day }).first('salt');
      return Buffer.from(row.salt);
    });
    cached = { day, salt };
    return salt;
  };
}
