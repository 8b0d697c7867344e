import { Type, type TSchemaOptions, type TSchema } from 'typebox';

/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_ID = 2 ** 31 - 1;

/**
 * The one schema for a resource id, wherever it travels: a path parameter (`/sites/:id/`), a query
 * (`?site=3`) or a body field (`site_id`, `parent`, `menu`). A typo, a crawler's probe or a number
 * beyond the column's range is a 400 with this sentence, never a database error.
 * `{path}` is replaced by where the value was found (e.g. `params/id`).
 */
export const Id = (options: { description?: string } = {}) =>
  Type.Integer({
    minimum: 1,
    maximum: MAX_ID,
    errorMessage: `{path} must be a whole number from 1 to ${MAX_ID}`,
    ...options,
  });

/** `{ id }` path parameters. */
export const IdParams = Type.Object({ id: Id() });

/**
 * A value that may also be null, null first: the services' ajv coerces types, and in a union whose first
 * branch is a number it turns null into 0 before trying the rest (a product's "no sale price" became a
 * sale at 0). Null first keeps null null; a 0 sent for such a field reads as null (no value), the one
 * coercion the other order made the other way. Use it for every nullable input where 0 is a valid value.
 */
export const OrNull = <T extends TSchema>(schema: T, options: TSchemaOptions = {}) =>
  // The null branch fails first for any other value: it carries the union's message, so the 400 says what is wrong.
  Type.Union([Type.Null(options.errorMessage === undefined ? {} : { errorMessage: options.errorMessage }), schema], options);

/** An optional id that may also be cleared with null (e.g. a page's `parent`). */
export const NullableId = () =>
  Type.Union([Id(), Type.Null()], { errorMessage: `{path} must be null or a whole number from 1 to ${MAX_ID}` });

/**
 * `page` and `page_size` for list endpoints, bounded so a hostile query cannot ask for a negative
 * offset or a million rows.
 */
export const Paging = (defaultSize: number, maxSize = 100) => ({
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100_000, default: 1, errorMessage: '{path} must be a whole number from 1 to 100000' }),
  ),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: maxSize,
      default: defaultSize,
      errorMessage: `{path} must be a whole number from 1 to ${maxSize}`,
    }),
  ),
});

/**
 * The one rule for an address a user gives (a picture, a link, a social profile): an absolute
 * http(s) address with a host, or, where a place on the platform is allowed, a path starting with
 * one `/` (`/media/u1/a.png`). No other scheme (`javascript:`, `data:`, `file:`), no `//host`, no
 * backslashes, no spaces: a value that passes is safe in an `href`, a `src`, `og:image` and JSON-LD.
 */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[\s\\]/.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** A web address or a path on the platform (`/…`, not `//…`). */
export const isSiteAddress = (value: string) => isWebAddress(value) || (/^\/(?!\/)[^\s\\]*$/.test(value) && value.length > 0);

/** The scheme a link starts with as typed (`javascript` of `javascript:alert(1)`); a host with a port (`example.com:8080`) has none. */
const SCHEME = /^[a-z][a-z0-9+-]*:/i;

/**
 * The one rule for a link target (a menu item): a web address, `mailto:` or `tel:`, a path on the site
 * (`/about`), an anchor (`#menu`) or a page slug (`about`, `blog/news`). Any other scheme
 * (`javascript:`, `data:`) is refused, as typed: put a prefix before it first and it is still refused.
 */
export function isLinkAddress(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (/^(mailto|tel):.+$/i.test(value) || /^#/.test(value) || /^[a-z0-9-]+(\/.*)?$/i.test(value)) return true;
  return isSiteAddress(value);
}

/** A link to another site as typed: `https://` put before a bare host (`docs.example.com`), never before a scheme. */
export const withWebScheme = (typed: string) => (SCHEME.test(typed) ? typed : `https://${typed}`);

const WEB_PATTERN = 'https?://[^\\s\\\\/?#]+[^\\s\\\\]*';
const SITE_PATTERN = `${WEB_PATTERN}|/(?![/\\\\])[^\\s\\\\]*`;

/** A field holding an absolute http(s) address, or '' to clear it (`field` names it in the 400; default where it was found). */
export const WebAddress = (field = '{path}', options: { maxLength?: number } = {}) =>
  Type.String({
    maxLength: options.maxLength ?? 2048,
    pattern: `^(${WEB_PATTERN})?$`,
    errorMessage: `${field} must be an http:// or https:// address`,
  });

/** A field holding an http(s) address or a path on the platform (an uploaded picture), or '' to clear it. */
export const SiteAddress = (field = '{path}', options: { maxLength?: number } = {}) =>
  Type.String({
    maxLength: options.maxLength ?? 2048,
    pattern: `^(${SITE_PATTERN})?$`,
    errorMessage: `${field} must be an http:// or https:// address or a path starting with /`,
  });
