import type { Knex } from 'knex';
import type { MailCategory } from '@atlas/service-kit';
import { preferencesRepository } from '../repositories/preferences';
import type { EmailCategory } from '../schemas/preferences';

/** Which of Settings' "emails to receive" a category of mail falls under (account mail is always sent). */
const SETTING_OF: Record<MailCategory, EmailCategory | null> = {
  invitation: 'invitations',
  form: 'form_submissions',
  alert: 'performance_alerts',
  account: null,
  order: 'orders',
};

/**
 * Whether a user wants emails of this category: what they chose in Settings (`/dashboard/settings`),
 * every category until they choose. An address given directly (an invitation to someone without an
 * account) is never filtered; mail about the account itself (password, sessions) always goes.
 */
export async function wantsMail(trx: Knex.Transaction, userId: number, category: MailCategory): Promise<boolean> {
  const setting = SETTING_OF[category];
  if (!setting) return true;
  const preferences = await preferencesRepository(trx).find(userId);
  return preferences?.emails?.[setting] !== false;
}
