// The content service's answers as types, for the front ends (types only: nothing server-side is
// bundled by importing them) and its shared constants.
import type { Static } from '@atlas/service-kit';
import type {
  AuditEntry,
  ContentItem as ContentItemSchema,
  ContentList,
  RevisionSummary,
  PublicPost as PublicPostSchema,
} from './schemas/items';
import type { Category as CategorySchema, Tag as TagSchema } from './schemas/taxonomy';
import type { Folder as FolderSchema, MediaFile as MediaFileSchema, MediaList } from './schemas/media';

export * from './constants';

export type ContentItem = Static<typeof ContentItemSchema>;
export type ContentPage = Static<typeof ContentList>;
export type ContentRevision = Static<typeof RevisionSummary>;
export type ContentAuditEntry = Static<typeof AuditEntry>;
export type ContentCategory = Static<typeof CategorySchema>;
export type ContentTag = Static<typeof TagSchema>;
export type PublicPost = Static<typeof PublicPostSchema>;
export type MediaFile = Static<typeof MediaFileSchema>;
export type MediaPage = Static<typeof MediaList>;
export type MediaFolder = Static<typeof FolderSchema>;
