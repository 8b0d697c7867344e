import { PAGE_SORTS } from '../operations/list-filters';
import { Id, Type, VersionField, type Static } from '@atlas/service-kit';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../rules/site-rules';
import { NullableTimestamp, Slug, Timestamp } from './common';
import { Block, Blocks } from './blocks';

export const PAGE_TYPES = ['standard', 'page', 'home', 'blog', 'contact', 'about'] as const;
const PageType = Type.Enum(PAGE_TYPES);
const Title = Type.String({ minLength: 1, maxLength: 200 });
const MetaTitle = Type.String({ maxLength: META_TITLE_MAX });
const MetaDescription = Type.String({ maxLength: META_DESCRIPTION_MAX });

export const PageListQuery = Type.Object({
  site: Type.Optional(Id()),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.Enum(['published', 'draft'], { errorMessage: '{path} must be published or draft' })),
  type: Type.Optional(Type.Enum([...PAGE_TYPES], { errorMessage: `{path} must be one of ${PAGE_TYPES.join(', ')}` })),
  sort: Type.Optional(Type.Enum([...PAGE_SORTS], { errorMessage: `{path} must be one of ${PAGE_SORTS.join(', ')}` })),
});

/** Without a slug (or with ''), the service derives one from the title and picks a free one: `-2`, `-3`... */
export const CreatePageBody = Type.Object({
  site: Id(),
  title: Title,
  slug: Type.Optional(Type.Union([Slug, Type.Literal('')])),
  blocks: Type.Optional(Blocks),
  page_type: Type.Optional(PageType),
  is_published: Type.Optional(Type.Boolean()),
  meta_title: Type.Optional(MetaTitle),
  meta_description: Type.Optional(MetaDescription),
});
export type CreatePageBody = Static<typeof CreatePageBody>;

export const UpdatePageBody = Type.Object({
  title: Type.Optional(Title),
  slug: Type.Optional(Slug),
  blocks: Type.Optional(Blocks),
  page_type: Type.Optional(PageType),
  is_published: Type.Optional(Type.Boolean()),
  meta_title: Type.Optional(MetaTitle),
  meta_description: Type.Optional(MetaDescription),
  /** The version the editor started from (or `If-Match: "3"`); stale: 409. */
  version: Type.Optional(VersionField),
});
export type UpdatePageBody = Static<typeof UpdatePageBody>;

export const SaveBlocksBody = Type.Object({ blocks: Blocks, version: Type.Optional(VersionField) });

/** A save's precondition header: `If-Match: "3"` names the version the editor started from. */
export const SaveHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ maxLength: 100 })),
  /** The builder tab's id: while another tab holds the page's lock, its saves answer 423. */
  'x-edit-session': Type.Optional(Type.String({ maxLength: 64 })),
});

export const Page = Type.Object({
  id: Type.Integer(),
  site: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  blocks: Type.Array(Block),
  page_type: Type.String(),
  is_published: Type.Boolean(),
  is_home_page: Type.Boolean(),
  meta_title: Type.String(),
  meta_description: Type.String(),
  published_at: NullableTimestamp,
  /** +1 per save of any kind; a save names the one it started from. */
  version: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Page = Static<typeof Page>;

export const PageList = Type.Array(Page);

/** A saved version of a page's blocks; the last 50 per page are kept. */
export const PageRevision = Type.Object({
  id: Type.Integer(),
  page: Type.Integer(),
  title: Type.String(),
  blocks: Type.Array(Block),
  blocks_count: Type.Integer(),
  created_by: Type.Union([Type.Integer(), Type.Null()]),
  /** Who saved it, by name (null when the account is unknown here). */
  created_by_username: Type.Union([Type.String(), Type.Null()]),
  /** The revision a restore put back; null for an ordinary save. */
  restored_from: Type.Union([Type.Integer(), Type.Null()]),
  /** Someone's unsaved work kept when the page was taken over from them: not what the page holds. */
  set_aside: Type.Boolean(),
  created_at: Timestamp,
});
export type PageRevision = Static<typeof PageRevision>;

export const PageRevisionList = Type.Array(PageRevision);
