import { Type, type TSchema } from 'typebox';
import { httpError, type HttpError } from './errors';
import { MAX_ID } from './schemas';

/**
 * Optimistic concurrency for things several people edit (a page, a post): each answer carries
 * `version`, +1 per save; a save names the version it started from and a stale one is refused,
 * so two editors never overwrite each other silently. A save that names none still works.
 */

/** The `version` a save body may carry: the version the editor started from. */
export const VersionField = Type.Integer({
  minimum: 1,
  maximum: MAX_ID,
  errorMessage: `{path} must be the version you started from, a whole number from 1 to ${MAX_ID}`,
});

/** What a malformed If-Match answers (400). */
export const IF_MATCH_FORMAT = 'If-Match must be one quoted version, e.g. If-Match: "3"';
export const VERSIONS_DISAGREE = 'The body version and If-Match name different versions';

/**
 * The version a save expects to replace: the body's `version` or `If-Match: "3"`. A weak tag
 * (`W/"3"`, what a compressing proxy makes of a strong one) names the same version; `*` means any
 * (no check). Undefined when neither is given. Anything else is a 400.
 */
export function expectedVersion(ifMatch: string | string[] | undefined, bodyVersion: number | undefined): number | undefined {
  const header = Array.isArray(ifMatch) ? ifMatch.join(',') : ifMatch;
  let fromHeader: number | undefined;
  if (header !== undefined && header.trim() !== '*') {
    const match = /^\s*(?:W\/)?"([1-9][0-9]{0,9})"\s*$/.exec(header);
    if (!match || Number(match[1]) > MAX_ID) throw httpError(400, IF_MATCH_FORMAT);
    fromHeader = Number(match[1]);
  }
  if (fromHeader !== undefined && bodyVersion !== undefined && fromHeader !== bodyVersion) throw httpError(400, VERSIONS_DISAGREE);
  return fromHeader ?? bodyVersion;
}

/** The 409 a stale save answers: `{ detail, current }`, `current` the thing as it now is (for the editor to show or reload). */
export function staleVersion(
  what: string,
  expected: number,
  current: { version: number },
  savedBy?: { id: number; username: string },
): HttpError {
  return httpError(
    409,
    `This ${what} was changed by someone else: you started from version ${expected}, it is now version ${current.version}. ` +
      `Reload it, or save again with version ${current.version} to keep yours.`,
    // `saved_by`: who saved the version it now is, when the service knows (the editor's dialog names them).
    { current, ...(savedBy ? { saved_by: { id: savedBy.id, username: savedBy.username } } : {}) },
  );
}

/** The 409 answer's schema, for a route's OpenAPI description. */
export const StaleVersionAnswer = <T extends TSchema>(current: T) =>
  Type.Object({ detail: Type.String(), current, saved_by: Type.Optional(Type.Object({ id: Type.Integer(), username: Type.String() })) });
