import { answer } from '@atlas/shell-kit/src/test-support/mock-api';

/** The lock of a page nobody else has open: the builder's tab takes it (and renews it) as the server would. */
export function answerFreeLock(pageId: number) {
  const lock = (body: any) => ({
    lock: {
      user: { id: 1, username: 'owner' },
      session: body?.session,
      acquired_at: '2026-11-28T10:00:00Z',
      expires_at: '2026-11-28T10:01:00Z',
    },
  });
  answer('POST', `/builder/pages/${pageId}/lock/`, lock);
  answer('POST', `/builder/pages/${pageId}/lock/takeover/`, lock);
}
