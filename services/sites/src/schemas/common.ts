import { Type, WebAddress as KitWebAddress } from '@atlas/service-kit';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../rules/site-rules';

export const Slug = Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN });

/** An absolute http(s) address, or '' to clear the field: the kit's one rule. */
export const WebAddress = KitWebAddress();

/** An ISO-8601 time in an answer. */
export const Timestamp = Type.String({ format: 'date-time' });
/** In a union the serializer checks each branch, so no format here: a stored value must never fail an answer. */
export const NullableTimestamp = Type.Union([Type.String(), Type.Null()]);

/** A JSON object whose keys the service does not fix (block content, style settings). */
export const JsonObject = Type.Record(Type.String(), Type.Unknown());
