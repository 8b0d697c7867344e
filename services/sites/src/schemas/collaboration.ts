import { Id, Type, type Static } from '@atlas/service-kit';
import { Timestamp } from './common';
import { Blocks } from './blocks';

/** A browser tab's own id (random, kept in its sessionStorage): locks and presence are per tab, not per person. */
export const EditSession = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  errorMessage: '{path} must be 8 to 64 letters, digits, - or _',
});

export const LockBody = Type.Object({ session: EditSession });
export const ReleaseQuery = Type.Object({ session: EditSession });

export const PageLock = Type.Object({
  user: Type.Object({ id: Type.Integer(), username: Type.String() }),
  /** The holding tab's id: only to the holder (another person's tab id would let them save as that tab). */
  session: Type.Optional(Type.String()),
  acquired_at: Timestamp,
  expires_at: Timestamp,
});
export const LockState = Type.Object({ lock: Type.Union([PageLock, Type.Null()]) });
/** Who holds it; left out only when a lock changed hands twice while it was being asked for. */
export const LockRefused = Type.Object({ detail: Type.String(), lock: Type.Optional(PageLock) });

/** Someone's unsaved blocks, kept as a revision of the page without changing the page (after a takeover). */
export const SetAsideBody = Type.Object({ title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), blocks: Blocks });

export const PRESENCE_KINDS = ['page', 'post', 'menu'] as const;
export const PresenceParams = Type.Object({
  kind: Type.Enum([...PRESENCE_KINDS], { errorMessage: `{path} must be one of ${PRESENCE_KINDS.join(', ')}` }),
  id: Id(),
});
export const PresenceQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 4096 })),
  session: EditSession,
  /** Optional: a site named must be the post's or menu's own (its site is known from its service's events). */
  site: Type.Optional(Id()),
});
export type PresenceQuery = Static<typeof PresenceQuery>;
