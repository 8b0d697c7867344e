import { TEMPLATE_SORTS } from '../operations/list-filters';
import { Id, Paging, Type, type Static } from '@atlas/service-kit';
import { Timestamp } from './common';
import { TEMPLATE_CATEGORIES } from '../rules/site-rules';
import { Block } from './blocks';

const Category = Type.Enum(TEMPLATE_CATEGORIES);

export const TemplateListQuery = Type.Object({
  category: Type.Optional(Type.Union([Category, Type.Literal(''), Type.Literal('all')])),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(
    Type.Enum(['full_site', 'page', 'block', 'component', ''], { errorMessage: '{path} must be one of full_site, page, block, component' }),
  ),
  author: Type.Optional(Type.String({ maxLength: 150 })),
  sort: Type.Optional(Type.Enum([...TEMPLATE_SORTS], { errorMessage: `{path} must be one of ${TEMPLATE_SORTS.join(', ')}` })),
  /** With `page`, the answer is one page `{ results, count, next, previous }` (12 a page); without, the whole list. */
  ...Paging(12, 100),
});

export const UseTemplateBody = Type.Object({
  site_id: Id(),
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const SaveAsTemplateBody = Type.Object({
  page_id: Id(),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  category: Category,
});

/** A library template (owned by nobody, `author` 'Atlas') or one the caller saved (`is_own`). */
export const Template = Type.Object({
  id: Type.Integer(),
  /** Names a library template; null for a user's own. */
  key: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  blocks: Type.Array(Block),
  is_premium: Type.Boolean(),
  is_popular: Type.Boolean(),
  is_featured: Type.Boolean(),
  is_own: Type.Boolean(),
  usage_count: Type.Integer(),
  downloads: Type.Integer(),
  rating: Type.Number(),
  preview_image: Type.String(),
  thumbnail: Type.String(),
  type: Type.Literal('page'),
  author: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Template = Static<typeof Template>;

export const TemplateList = Type.Array(Template);
export const TemplatePage = Type.Object({
  results: Type.Array(Template),
  count: Type.Integer(),
  next: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Union([Type.Integer(), Type.Null()]),
});
