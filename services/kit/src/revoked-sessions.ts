import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_TOKEN_SECONDS } from './auth';
import type { EventEnvelope, EventTransport } from './events/types';

/** Identity's word that sign-ins ended (sign-out, password change, deactivation): docs/contracts.md "Auth tokens". */
export const SESSION_REVOKED = 'identity.session.revoked';

export interface SessionRevokedPayload extends Record<string, unknown> {
  user_id: number;
  /** The sessions (the `sid` of their access tokens) that end. */
  session_ids: string[];
  /** When they ended (ISO 8601); an access token lives at most ACCESS_TOKEN_SECONDS after it. */
  revoked_at: string;
  reason: 'signed_out' | 'password_changed' | 'deactivated' | 'staff_changed' | 'token_reused' | 'admin_password';
}

/** An access token issued just before a revocation lives this long after it (plus a minute of clock skew). */
const KEPT_MS = (ACCESS_TOKEN_SECONDS + 60) * 1000;

/**
 * The sessions that ended lately, in this process's memory: a token naming one is refused. Checked
 * on every authenticated request (a Map lookup, no query); an entry is dropped once every access
 * token of its session has expired anyway.
 */
export class RevokedSessions {
  private readonly until = new Map<string, number>();
  private nextSweep = 0;

  /** `revokedAt` in ms since the epoch (default now). */
  revoke(sessionIds: readonly string[], revokedAt = Date.now()): void {
    const until = revokedAt + KEPT_MS;
    if (until <= Date.now()) return;
    for (const id of sessionIds) this.until.set(id, Math.max(until, this.until.get(id) ?? 0));
    this.sweep();
  }

  has(sessionId: string | undefined): boolean {
    if (sessionId === undefined) return false;
    const until = this.until.get(sessionId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.until.delete(sessionId);
    return false;
  }

  get size(): number {
    return this.until.size;
  }

  private sweep(): void {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
  }
}

/** The payload as identity sends it, or null for anything else (skipped, never thrown: it would come back forever). */
export function sessionRevocation(envelope: EventEnvelope): { sessionIds: string[]; revokedAt: number } | null {
  const payload = envelope.payload as Partial<SessionRevokedPayload> | undefined;
  if (!payload || !Array.isArray(payload.session_ids)) return null;
  const sessionIds = payload.session_ids.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64);
  const revokedAt = Date.parse(String(payload.revoked_at ?? envelope.occurredAt));
  if (sessionIds.length === 0 || Number.isNaN(revokedAt)) return null;
  return { sessionIds, revokedAt };
}

interface Feed {
  sessions: RevokedSessions;
  following?: Promise<void>;
}
const feeds = new WeakMap<EventTransport, Feed>();

function feedOf(transport: EventTransport): Feed {
  let feed = feeds.get(transport);
  if (!feed) {
    feed = { sessions: new RevokedSessions() };
    feeds.set(transport, feed);
  }
  return feed;
}

/**
 * The revoked sessions every part on this transport checks: one list per process (services run in one
 * process share a transport, and so the list; identity adds to it the moment its revocation commits).
 */
export function revokedSessionsOf(transport: EventTransport): RevokedSessions {
  return feedOf(transport).sessions;
}

/**
 * Starts (once per transport) filling the list from `identity.session.revoked`. Every process must
 * hear every revocation, so the group is this process's own; it starts at the oldest kept event, so
 * a process that starts again rebuilds the list from the log (events older than an access token's
 * lifetime change nothing). The subscription ends when the transport closes.
 */
export function followSessionRevocations(transport: EventTransport, log?: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  const feed = feedOf(transport);
  feed.following ??= transport
    .subscribe({
      group: `sessions-${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
      topics: [SESSION_REVOKED],
      fromBeginning: true,
      handle: async (message) => {
        const revocation = sessionRevocation(message.envelope);
        if (revocation) feed.sessions.revoke(revocation.sessionIds, revocation.revokedAt);
      },
    })
    .then(
      () => undefined,
      (error) => {
        feed.following = undefined;
        log?.error({ err: error }, 'could not follow identity.session.revoked; revoked sessions are refused only where revoked');
      },
    );
  return feed.following;
}
