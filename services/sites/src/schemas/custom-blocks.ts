import { Type } from '@atlas/service-kit';
import { IdValue } from './common';
import { Block } from './blocks';

export const CustomBlockListQuery = Type.Object({
  site: Type.Optional(IdValue),
  category: Type.Optional(Type.String({ maxLength: 50 })),
});

export const CreateCustomBlockBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  site: Type.Optional(Type.Union([IdValue, Type.Null()])),
  block: Block,
});
