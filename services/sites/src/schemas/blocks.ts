import { Type, type Static } from '@atlas/service-kit';
import { JsonObject } from './common';

export const MAX_BLOCKS = 500;

/** A builder block as the builder sends it. Fields beyond these are kept: the block library may add some. */
export const BlockInput = Type.Object(
  {
    id: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Integer()]),
    // A core type ('hero') or a marketplace pack's declarative type ('{module slug}/{name}').
    type: Type.String({ minLength: 1, maxLength: 120, pattern: '^([a-z0-9][a-z0-9-]*/)?[a-z][a-z0-9_-]*$' }),
    content: JsonObject,
    style: Type.Optional(JsonObject),
    settings: Type.Optional(JsonObject),
  },
  { additionalProperties: true },
);

export const Blocks = Type.Array(BlockInput, { maxItems: MAX_BLOCKS });

/**
 * A block as stored and answered (the shipped templates' blocks included, which no request checked):
 * the same shape without the input limits, so an answer never fails on an old or seeded value.
 */
export const Block = Type.Object(
  {
    id: Type.Union([Type.String(), Type.Number()]),
    type: Type.String(),
    content: JsonObject,
    style: Type.Optional(JsonObject),
    settings: Type.Optional(JsonObject),
  },
  { additionalProperties: true },
);
export type PageBlock = Static<typeof Block>;
