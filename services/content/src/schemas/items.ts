import { Id, NullableId, Paging, PreviewInfo, SiteAddress, Type, VersionField, type Static } from '@atlas/service-kit';
import { SLUG_MAX_LENGTH } from '@atlas/sites/contract';

import { CONTENT_PAGE_SIZE, CONTENT_SORTS, CONTENT_STATUSES, CONTENT_TYPES, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../constants';

const Timestamp = Type.String({ format: 'date-time' });
const NullableTime = Type.Union([Type.String(), Type.Null()]);
/** A time sent by a client: ISO-8601, or null to clear it. */
const TimeInput = Type.Union(
  [Type.String({ format: 'date-time', errorMessage: '{path} must be a date and time (ISO 8601)' }), Type.Null()],
  {
    errorMessage: '{path} must be a date and time (ISO 8601) or null',
  },
);

export const ContentType = Type.Enum([...CONTENT_TYPES], {
  errorMessage: `{path} must be one of ${CONTENT_TYPES.join(', ')}`,
});
export const ContentStatus = Type.Enum([...CONTENT_STATUSES], {
  errorMessage: `{path} must be one of ${CONTENT_STATUSES.join(', ')}`,
});

export const Author = Type.Object({ id: Type.Integer(), username: Type.String() });

export const ContentItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  excerpt: Type.String(),
  body: Type.String(),
  body_html: Type.String(),
  type: Type.String(),
  status: Type.String(),
  category: Type.Union([Type.Integer(), Type.Null()]),
  category_name: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  featured_image: Type.String(),
  seo_title: Type.String(),
  seo_description: Type.String(),
  seo_keywords: Type.String(),
  published_at: NullableTime,
  unpublish_at: NullableTime,
  site: Type.Integer(),
  site_name: Type.Union([Type.String(), Type.Null()]),
  author: Author,
  created_at: Timestamp,
  updated_at: Timestamp,
  views: Type.Integer(),
  /** +1 per save of any kind; PUT and PATCH name the one they started from. */
  version: Type.Integer(),
});

export const ContentList = Type.Object({
  results: Type.Array(ContentItem),
  count: Type.Integer(),
  next: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Union([Type.Integer(), Type.Null()]),
});

const fields = {
  title: Type.String({ minLength: 1, maxLength: 200, errorMessage: 'Title is required (at most 200 characters)' }),
  slug: Type.String({ maxLength: SLUG_MAX_LENGTH, errorMessage: `Slug must be at most ${SLUG_MAX_LENGTH} characters` }),
  excerpt: Type.String({ maxLength: 1000, errorMessage: 'Excerpt must be at most 1000 characters' }),
  body: Type.String({ maxLength: 500_000, errorMessage: 'Body must be at most 500000 characters' }),
  type: ContentType,
  status: ContentStatus,
  category: NullableId(),
  tags: Type.Array(Type.String({ maxLength: 50, errorMessage: 'A tag must be at most 50 characters' }), {
    maxItems: 50,
    errorMessage: 'tags must be a list of at most 50 names',
  }),
  featured_image: SiteAddress('featured_image'),
  seo_title: Type.String({ maxLength: SEO_TITLE_MAX, errorMessage: `SEO title must be at most ${SEO_TITLE_MAX} characters` }),
  seo_description: Type.String({
    maxLength: SEO_DESCRIPTION_MAX,
    errorMessage: `SEO description must be at most ${SEO_DESCRIPTION_MAX} characters`,
  }),
  seo_keywords: Type.String({ maxLength: 255, errorMessage: 'SEO keywords must be at most 255 characters' }),
  published_at: TimeInput,
  unpublish_at: TimeInput,
  site: Id(),
};

const { title, site, ...rest } = fields;
const optionalFields = Object.fromEntries(Object.entries(rest).map(([key, schema]) => [key, Type.Optional(schema)])) as {
  [K in keyof typeof rest]: ReturnType<typeof Type.Optional<(typeof rest)[K]>>;
};

/** What a client may write; author, views and times are the server's. Unknown fields are ignored. */
export const CreateItemBody = Type.Object({ title, site, ...optionalFields });
/**
 * PUT replaces the editable fields (those left out keep their value); PATCH changes some. Both may name
 * the `version` they started from (or `If-Match: "3"`): a stale one answers 409 with the item as it now is.
 */
export const UpdateItemBody = Type.Object({ title, site: Type.Optional(site), ...optionalFields, version: Type.Optional(VersionField) });
export const PatchItemBody = Type.Object({
  title: Type.Optional(title),
  site: Type.Optional(site),
  ...optionalFields,
  version: Type.Optional(VersionField),
});
export const SaveHeaders = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 100 })) });

export const ContentQuery = Type.Object({
  site: Type.Optional(Id()),
  content_type: Type.Optional(ContentType),
  type: Type.Optional(ContentType),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(ContentStatus),
  category: Type.Optional(Id()),
  tag: Type.Optional(Type.String({ maxLength: 50 })),
  author: Type.Optional(Type.String({ maxLength: 150 })),
  slug: Type.Optional(Type.String({ maxLength: SLUG_MAX_LENGTH })),
  dateFrom: Type.Optional(Type.String({ format: 'date', errorMessage: '{path} must be a date (YYYY-MM-DD)' })),
  dateTo: Type.Optional(Type.String({ format: 'date', errorMessage: '{path} must be a date (YYYY-MM-DD)' })),
  sort: Type.Optional(Type.Enum([...CONTENT_SORTS], { errorMessage: `{path} must be one of ${CONTENT_SORTS.join(', ')}` })),
  ...Paging(CONTENT_PAGE_SIZE),
});

export const RevisionSummary = Type.Object({ id: Type.Integer(), title: Type.String(), created_at: Timestamp, author: Author });
export const RevisionList = Type.Array(RevisionSummary);
export const RevisionParams = Type.Object({ id: Id(), revisionId: Id() });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  user: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), username: Type.String() }),
  created_at: Timestamp,
});
export const AuditList = Type.Array(AuditEntry);

export const PublicPost = Type.Object({
  title: Type.String(),
  slug: Type.String(),
  excerpt: Type.String(),
  body_html: Type.String(),
  featured_image: Type.String(),
  featured_image_srcset: Type.String(),
  featured_image_width: Type.Union([Type.Integer(), Type.Null()]),
  featured_image_height: Type.Union([Type.Integer(), Type.Null()]),
  seo_title: Type.String(),
  seo_description: Type.String(),
  seo_keywords: Type.String(),
  tags: Type.Array(Type.String()),
  category_name: Type.Union([Type.String(), Type.Null()]),
  author: Type.String(),
  published_at: Type.String(),
  updated_at: Timestamp,
});
export const PublicPostList = Type.Object({
  results: Type.Array(Type.Omit(PublicPost, ['body_html'])),
  count: Type.Integer(),
  next: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Union([Type.Integer(), Type.Null()]),
});
export const PublicPostParams = Type.Object({
  siteSlug: Type.String({ maxLength: 100, pattern: '^[a-z0-9-]+$', errorMessage: 'Site not found' }),
  slug: Type.String({ maxLength: 100, pattern: '^[a-z0-9-]+$', errorMessage: 'Post not found' }),
});
export const PublicSiteParams = Type.Pick(PublicPostParams, ['siteSlug']);
export const PublicPostsQuery = Type.Object({ ...Paging(10, 50), all: Type.Optional(Type.Boolean()) });

/** `GET /api/content/preview/{token}/`: a post's current draft as the public post answer, its site, and when the link expires. */
export const PostPreview = Type.Object({
  /** `name`: the renderer's frame for a site it may not show (unpublished or in maintenance). */
  site: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
  post: PublicPost,
  preview: PreviewInfo,
});
export type PostPreview = Static<typeof PostPreview>;
