import type { Knex } from 'knex';
import type { MailCategory } from '@atlas/service-kit';

/**
 * Whether a user wants emails of this category. The hook for Settings' "which emails to receive":
 * until users have that preference every category is wanted; once it exists, read it here and the
 * consumer skips the categories a user turned off. An address given directly (an invitation to
 * someone without an account) is never filtered.
 */
export async function wantsMail(_trx: Knex.Transaction, _userId: number, _category: MailCategory): Promise<boolean> {
  return true;
}
