import { Id, NullableId, Paging, Type } from '@atlas/service-kit';

import { MEDIA_PAGE_SIZE, MEDIA_SORTS, MEDIA_TYPES } from '../constants';

export const MediaFile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** What a screen reader says for the image; '' until someone writes it. */
  alt_text: Type.String(),
  type: Type.String(),
  mime_type: Type.String(),
  url: Type.String(),
  thumbnail: Type.String(),
  size: Type.Integer(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  focal_x: Type.Number(),
  focal_y: Type.Number(),
  variants: Type.Array(Type.Object({ width: Type.Integer(), url: Type.String() })),
  srcset: Type.String(),
  folder: Type.Union([Type.Integer(), Type.Null()]),
  /** The site it was uploaded for (its members see it), or null: the uploader's own. */
  site: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  created_at: Type.String({ format: 'date-time' }),
});
export const UploadedFile = Type.Intersect([Type.Object({ url: Type.String() }), MediaFile]);

export const MediaList = Type.Object({
  results: Type.Array(MediaFile),
  count: Type.Integer(),
  next: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Union([Type.Integer(), Type.Null()]),
});

export const MediaQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(Type.Enum([...MEDIA_TYPES], { errorMessage: `{path} must be one of ${MEDIA_TYPES.join(', ')}` })),
  folder: Type.Optional(Id()),
  site: Type.Optional(Id()),
  dateFrom: Type.Optional(Type.String({ format: 'date', errorMessage: '{path} must be a date (YYYY-MM-DD)' })),
  dateTo: Type.Optional(Type.String({ format: 'date', errorMessage: '{path} must be a date (YYYY-MM-DD)' })),
  sort: Type.Optional(Type.Enum([...MEDIA_SORTS], { errorMessage: `{path} must be one of ${MEDIA_SORTS.join(', ')}` })),
  ...Paging(MEDIA_PAGE_SIZE),
});

const Fraction = (name: string) => Type.Number({ minimum: 0, maximum: 1, errorMessage: `${name} must be a number from 0 to 1` });
export const PatchFileBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255, errorMessage: 'File name is required (at most 255 characters)' })),
  alt_text: Type.Optional(Type.String({ maxLength: 500, errorMessage: 'Alt text must be at most 500 characters' })),
  folder: Type.Optional(NullableId()),
  focal_x: Type.Optional(Fraction('focal_x')),
  focal_y: Type.Optional(Fraction('focal_y')),
});

export const Folder = Type.Object({ id: Type.Integer(), name: Type.String(), parent: Type.Union([Type.Integer(), Type.Null()]) });
export const FolderList = Type.Object({ results: Type.Array(Folder) });
export const FolderBody = Type.Object({
  name: Type.String({ maxLength: 100, errorMessage: 'Folder name must be at most 100 characters' }),
  parent: Type.Optional(NullableId()),
});

/** The stored file's path after /media/: lowercase letters, digits, `/`, `_`, `.`, `-`. */
export const MediaKeyParams = Type.Object({ '*': Type.String({ maxLength: 512 }) });

/** `urls`: up to 50 stored-file addresses (`/media/...`), comma-separated. */
export const ImageInfoQuery = Type.Object({
  urls: Type.String({ maxLength: 30_000, errorMessage: 'urls must be a comma-separated list of /media/ addresses' }),
});
export const ImageInfoList = Type.Object({
  results: Type.Array(Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer(), srcset: Type.String() })),
});
