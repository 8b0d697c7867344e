import { Type } from '@atlas/service-kit';
import { IdValue, Slug } from './common';
import { Blocks } from './blocks';

export const PAGE_TYPES = ['standard', 'page', 'home', 'blog', 'contact', 'about'] as const;
const PageType = Type.Enum([...PAGE_TYPES]);

export const PageListQuery = Type.Object({ site: Type.Optional(IdValue) });

export const CreatePageBody = Type.Object({
  site: IdValue,
  title: Type.String({ minLength: 1, maxLength: 200 }),
  slug: Type.Optional(Type.Union([Slug, Type.Literal('')])),
  blocks: Type.Optional(Blocks),
  page_type: Type.Optional(PageType),
  is_published: Type.Optional(Type.Boolean()),
  meta_title: Type.Optional(Type.String({ maxLength: 60 })),
  meta_description: Type.Optional(Type.String({ maxLength: 160 })),
});

export const UpdatePageBody = Type.Object({
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  slug: Type.Optional(Slug),
  blocks: Type.Optional(Blocks),
  page_type: Type.Optional(PageType),
  is_published: Type.Optional(Type.Boolean()),
  meta_title: Type.Optional(Type.String({ maxLength: 60 })),
  meta_description: Type.Optional(Type.String({ maxLength: 160 })),
});

export const SaveBlocksBody = Type.Object({ blocks: Blocks });
