import { Id, NullableId, Type, type Static } from '@atlas/service-kit';
import { Timestamp } from './common';
import { Block, BlockInput } from './blocks';

export const CustomBlockListQuery = Type.Object({
  site: Type.Optional(Id()),
  category: Type.Optional(Type.String({ maxLength: 50 })),
});

export const CreateCustomBlockBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  /** The site the block is saved for; absent or null: every site of its owner. */
  site: Type.Optional(NullableId()),
  block: BlockInput,
});
export type CreateCustomBlockBody = Static<typeof CreateCustomBlockBody>;

export const CustomBlock = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  site: Type.Union([Type.Integer(), Type.Null()]),
  block: Block,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CustomBlock = Static<typeof CustomBlock>;

export const CustomBlockList = Type.Array(CustomBlock);
