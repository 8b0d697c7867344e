// The rules of a draft-preview link that the front ends show too (imports nothing: it is bundled through
// @atlas/sites/contract and @atlas/content/contract).

/** How long a preview link lasts, in whole days. */
export const PREVIEW_DAYS = { min: 1, max: 30, default: 7 } as const;
/** What a revoked or expired link answers (410), on the service and on the preview page. */
export const PREVIEW_GONE = 'This preview link has expired or was revoked.';
