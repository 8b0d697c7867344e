import { Id, Type } from '@atlas/service-kit';

/** Spec 1 §5: lowercase letters and digits in words joined by single hyphens. */
const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const Slug = Type.String({ minLength: 1, maxLength: 100, pattern: SLUG_PATTERN });

/** An absolute http(s) address, or '' to clear the field. */
export const WebAddress = Type.String({ maxLength: 2048, pattern: '^(https?://[^\\s]+)?$' });

export { IdParams } from '@atlas/service-kit';

/** A numeric id coming from a query string or a JSON body. */
export const IdValue = Id();
