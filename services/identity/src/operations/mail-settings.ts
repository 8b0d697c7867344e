import { envInteger } from '@atlas/service-kit';

export const DEFAULT_MAIL_FROM = 'Atlas <no-reply@localhost>';

export interface MailSettings {
  /** The SMTP server (`smtp://user:pass@host:587`, `smtps://…`); absent: messages are kept, not sent. */
  smtpUrl?: string;
  from: string;
  /** Attempts before a message is given up as failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each one, up to an hour. */
  retryBaseMs: number;
  /** How often the sender looks for due messages (a new message wakes it at once). */
  pollMs: number;
}

export function readMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    maxAttempts: envInteger(env, 'MAIL_MAX_ATTEMPTS', 8, { min: 1, max: 100 }),
    retryBaseMs: envInteger(env, 'MAIL_RETRY_BASE_MS', 30_000, { min: 10, max: 3_600_000 }),
    pollMs: envInteger(env, 'MAIL_POLL_MS', 5_000, { min: 10, max: 600_000 }),
  };
}
