import nodemailer, { type Transporter } from 'nodemailer';
import type { AtlasApp, Logger } from '@atlas/service-kit';
import { mailMessagesRepository, type MailMessageRow } from '../repositories/mail-messages';
import type { MailSettings } from './mail-settings';

/** How long a claimed message is held by its sender: far longer than one SMTP exchange may take. */
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 10;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** `<event id>.<recipient index>@<the sender's domain>`: the same message keeps the same id on every attempt. */
export function messageIdFor(eventId: string, index: number, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${eventId}.${index}@${domain}>`;
}

/** The wait before attempt `attempts + 1`: the base, doubled per failed attempt, at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

export interface MailSender {
  /** False without SMTP_URL: messages are kept for the Mail screen instead. */
  readonly sends: boolean;
  readonly from: string;
  /** Looks for due messages now (or right after the current pass). */
  wake: () => void;
  /** Sends every due message; resolves with how many attempts were made. */
  drain: () => Promise<number>;
  stop: () => Promise<void>;
}

const senders = new WeakMap<AtlasApp, MailSender>();

export function mailSenderOf(app: AtlasApp): MailSender {
  const sender = senders.get(app);
  if (!sender) throw new Error('The mail sender is not started');
  return sender;
}

/**
 * The small worker that sends stored messages: a pass claims due rows, sends each over SMTP and
 * records the outcome; a failure is retried later with back-off, and given up as `failed` after the
 * last attempt. It runs beside the event consumer, so a slow SMTP server never holds an event up.
 */
export function startMailSender(app: AtlasApp, settings: MailSettings): MailSender {
  const transporter: Transporter | undefined = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as never)
    : undefined;
  const messages = mailMessagesRepository(app.db);
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;

  async function sendOne(row: MailMessageRow): Promise<void> {
    try {
      await transporter!.sendMail({
        from: settings.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        messageId: row.message_id,
      });
      await messages.markSent(row.id);
    } catch (error) {
      const attempts = row.attempts + 1;
      const retryAt = attempts < settings.maxAttempts ? new Date(Date.now() + retryDelayMs(attempts, settings.retryBaseMs)) : null;
      await messages.markAttemptFailed(row.id, error instanceof Error ? error.message : String(error), retryAt);
      logAttempt(app.log, row, attempts, retryAt, error);
    }
  }

  async function drain(): Promise<number> {
    if (!transporter) return 0;
    let total = 0;
    for (;;) {
      const due = await messages.claimDue(BATCH, CLAIM_MS);
      for (const row of due) await sendOne(row);
      total += due.length;
      if (due.length < BATCH || stopped) return total;
    }
  }

  const wake = () => {
    if (stopped || !transporter) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => app.log.error({ err: error }, 'mail sender pass failed; will retry'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  };

  const timer = transporter ? setInterval(wake, settings.pollMs) : undefined;
  timer?.unref();
  const sender: MailSender = {
    sends: Boolean(transporter),
    from: settings.from,
    wake,
    drain: async () => {
      await running;
      return drain();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transporter?.close();
    },
  };
  senders.set(app, sender);
  if (!transporter) app.log.info('SMTP_URL is not set: emails are kept and shown in the Mail screen, not sent');
  wake();
  return sender;
}

function logAttempt(log: Logger, row: MailMessageRow, attempts: number, retryAt: Date | null, error: unknown) {
  const context = { err: error, mailId: row.id, category: row.category, attempts };
  if (retryAt) log.warn({ ...context, retryAt }, 'sending an email failed; it will be retried');
  else log.error(context, 'sending an email failed for the last time; it is marked failed');
}
