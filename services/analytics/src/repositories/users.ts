import type { Knex } from 'knex';
import { table, type Db } from './db';

/** The platform's users as this service counts them (from identity's registrations). */
export function usersRepository(db: Knex) {
  return {
    async count(trx?: Db): Promise<number> {
      const [{ users }] = (await table(trx ?? db, 'users').count('* as users')) as { users: string }[];
      return Number(users);
    },
    /** Records a registration once. */
    async record(userId: number, registeredAt: Date, trx?: Db): Promise<void> {
      await table(trx ?? db, 'users')
        .insert({ user_id: userId, registered_at: registeredAt })
        .onConflict('user_id')
        .ignore();
    },
  };
}
