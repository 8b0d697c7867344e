import { Id, Type } from '@atlas/service-kit';
import { StoreQuery } from './shops';

/** `?site=`: whose codes (absent: the platform's). */
export const DiscountQuery = Type.Object(StoreQuery);

const NullableTime = Type.Union([Type.String(), Type.Null()]);
const NullableCount = Type.Union([Type.Integer(), Type.Null()]);

/** A discount code as staff see it: its rule, its window, its limits and how often it was used. */
export const Discount = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  kind: Type.Union([Type.Literal('percent'), Type.Literal('fixed')]),
  value: Type.Number(),
  minimum_subtotal: Type.Number(),
  starts_at: NullableTime,
  ends_at: NullableTime,
  usage_limit: NullableCount,
  per_customer_limit: NullableCount,
  used_count: Type.Integer(),
  is_active: Type.Boolean(),
  created_at: Type.String(),
  /** The store it is a code of (null: the platform's). */
  site: Type.Union([Type.Integer(), Type.Null()]),
});
export const DiscountList = Type.Object({ results: Type.Array(Discount), count: Type.Integer() });

const Time = (name: string) => {
  const errorMessage = `${name} must be a date and time (ISO 8601) or null`;
  return Type.Union([Type.String({ format: 'date-time', errorMessage }), Type.Null()], { errorMessage });
};
const Limit = (name: string) => {
  const errorMessage = `${name} must be a whole number from 1 to 1000000, or null for no limit`;
  return Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000, errorMessage }), Type.Null()], { errorMessage });
};

/** What staff may set on a discount code (every field of a change is optional). */
const fields = {
  code: Type.String({
    pattern: '^\\s*[A-Za-z0-9_-]{3,50}\\s*$',
    errorMessage: 'Code must be 3 to 50 letters, digits, dashes or underscores',
  }),
  description: Type.String({ maxLength: 200, errorMessage: 'Description must be at most 200 characters' }),
  kind: Type.Enum(['percent', 'fixed'], { errorMessage: 'kind must be percent or fixed' }),
  value: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, errorMessage: 'Amount must be more than 0 (at most 1000000)' }),
  minimum_subtotal: Type.Number({ minimum: 0, maximum: 1_000_000, errorMessage: 'Minimum order must be from 0 to 1000000' }),
  starts_at: Time('Starts'),
  ends_at: Time('Ends'),
  usage_limit: Limit('Usage limit'),
  per_customer_limit: Limit('Uses per customer'),
  is_active: Type.Boolean({ errorMessage: 'is_active must be true or false' }),
};
export const DiscountChanges = Type.Object(
  {
    code: Type.Optional(fields.code),
    description: Type.Optional(fields.description),
    kind: Type.Optional(fields.kind),
    value: Type.Optional(fields.value),
    minimum_subtotal: Type.Optional(fields.minimum_subtotal),
    starts_at: Type.Optional(fields.starts_at),
    ends_at: Type.Optional(fields.ends_at),
    usage_limit: Type.Optional(fields.usage_limit),
    per_customer_limit: Type.Optional(fields.per_customer_limit),
    is_active: Type.Optional(fields.is_active),
  },
  { additionalProperties: false },
);
export const DiscountInput = Type.Object(
  { ...DiscountChanges.properties, code: fields.code, kind: fields.kind, value: fields.value, site: Type.Optional(Id()) },
  { additionalProperties: false },
);
