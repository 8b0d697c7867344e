import type { Knex } from 'knex';
import { table } from './db';

export interface TotpRow {
  user_id: number;
  secret_sealed: string;
  enabled_at: Date | null;
  /** bigint: pg answers it as a string. */
  last_used_step: string | null;
  created_at: Date;
}

/** A user's authenticator secret and recovery codes (migration 006), and the sign-in challenges already spent. */
export function twoFactorRepository(db: Knex | Knex.Transaction) {
  return {
    find: (userId: number): Promise<TotpRow | undefined> => table(db, 'user_totp').where({ user_id: userId }).first(),

    findForUpdate: (userId: number): Promise<TotpRow | undefined> => table(db, 'user_totp').where({ user_id: userId }).forUpdate().first(),

    /** A new pending setup (not enabled), in place of an earlier pending one. */
    async savePending(userId: number, secretSealed: string): Promise<void> {
      await table(db, 'user_totp')
        .insert({ user_id: userId, secret_sealed: secretSealed, enabled_at: null, last_used_step: null, created_at: db.fn.now() })
        .onConflict('user_id')
        .merge();
    },

    enable: (userId: number, step: number) =>
      table(db, 'user_totp').where({ user_id: userId }).update({ enabled_at: db.fn.now(), last_used_step: step }),

    /** Records `step` as used unless it (or a later one) already was: false means a replayed code. */
    async useStep(userId: number, step: number): Promise<boolean> {
      const updated = await table(db, 'user_totp')
        .where({ user_id: userId })
        .andWhere((q) => q.whereNull('last_used_step').orWhere('last_used_step', '<', step))
        .update({ last_used_step: step });
      return updated === 1;
    },

    async remove(userId: number): Promise<void> {
      await table(db, 'user_recovery_codes').where({ user_id: userId }).delete();
      await table(db, 'user_totp').where({ user_id: userId }).delete();
    },

    /** The user's recovery codes become these (the earlier ones stop working). */
    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await table(db, 'user_recovery_codes').where({ user_id: userId }).delete();
      await table(db, 'user_recovery_codes').insert(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
    },

    /** Spends an unused recovery code: false when there is no such code or it was used. */
    async spendRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const updated = await table(db, 'user_recovery_codes')
        .where({ user_id: userId, code_hash: codeHash })
        .whereNull('used_at')
        .update({ used_at: db.fn.now() });
      return updated === 1;
    },

    /**
     * Spends a sign-in challenge: true the first time, false when it was spent before. Spent ids are kept
     * until the challenge would have expired (the expired ones go now).
     */
    async spendLoginChallenge(challengeId: string, expiresAt: Date): Promise<boolean> {
      await table(db, 'spent_login_challenges').where('expires_at', '<', new Date()).delete();
      const inserted = await table(db, 'spent_login_challenges')
        .insert({ challenge_id: challengeId, expires_at: expiresAt })
        .onConflict('challenge_id')
        .ignore()
        .returning('challenge_id');
      return inserted.length === 1;
    },
  };
}
