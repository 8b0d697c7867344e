// Constants shared with the front ends (no imports: the contract entry re-exports them into bundles).
export const CONTENT_TYPES = ['page', 'post', 'product', 'event'] as const;
export const CONTENT_STATUSES = ['draft', 'published', 'scheduled', 'archived'] as const;
export const CONTENT_SORTS = [
  'updated',
  '-updated',
  'created',
  '-created',
  'title',
  '-title',
  'views',
  '-views',
  'published',
  '-published',
] as const;
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
export const CONTENT_PAGE_SIZE = 20;

export const MEDIA_TYPES = ['image', 'video', 'audio', 'document', 'archive'] as const;
export const MEDIA_SORTS = ['created', '-created', 'name', '-name', 'size', '-size'] as const;
export const MEDIA_PAGE_SIZE = 50;
