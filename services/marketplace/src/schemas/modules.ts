import { Id, Type } from '@atlas/service-kit';
import { DECLARATIVE_FIELD_KINDS } from '@atlas/blocks/model';
import { INTEGRATIONS, MODULE_SORTS, MODULE_TYPES, UTILITIES } from '../rules/module-rules';
import { OneOf, Text, Timestamp } from './common';

export const Category = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });
export const CategoryList = Type.Object({ results: Type.Array(Type.Object({ ...Category.properties, module_count: Type.Integer() })) });

export const Provides = Type.Object(
  {
    blocks: Type.Optional(Type.Array(Type.String({ maxLength: 120 }), { maxItems: 50 })),
    themes: Type.Optional(Type.Array(Type.String({ maxLength: 60, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }), { maxItems: 20 })),
    integration: Type.Optional(OneOf(INTEGRATIONS)),
    utility: Type.Optional(OneOf(UTILITIES)),
  },
  { additionalProperties: false },
);

export const DeclarativeField = Type.Object(
  {
    name: Type.String({
      pattern: '^[a-z][a-z0-9_]{0,39}$',
      errorMessage: '{path} must be a lowercase name (letters, digits, _), 40 characters at most',
    }),
    label: Text(80, 'A field label', { minLength: 1 }),
    kind: OneOf(DECLARATIVE_FIELD_KINDS),
    default: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Number()])),
  },
  { additionalProperties: false },
);

export const DeclarativeBlock = Type.Object(
  {
    type: Type.String({
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      maxLength: 60,
      errorMessage: '{path} must be a slug (a-z, 0-9, hyphens), 60 characters at most',
    }),
    label: Text(80, 'A block label', { minLength: 1 }),
    icon: Type.Optional(Text(40, 'A block icon')),
    template: Text(20_000, 'A block template', { minLength: 1 }),
    fields: Type.Array(DeclarativeField, { maxItems: 30 }),
  },
  { additionalProperties: false },
);

/** An address in the catalogue: http(s) or empty. */
const Link = (label: string) =>
  Type.String({
    maxLength: 500,
    pattern: '^(https?://[^\\s]+)?$',
    errorMessage: `${label} must be an http(s) address of at most 500 characters`,
  });

/** What a package's manifest holds: the catalogue fields, what it provides and its declarative blocks. */
export const PackageManifest = Type.Object(
  {
    slug: Type.String({
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      maxLength: 60,
      errorMessage: 'manifest/slug must be a slug (a-z, 0-9, hyphens), 60 characters at most',
    }),
    title: Text(100, 'Title', { minLength: 1 }),
    description: Text(300, 'Description', { minLength: 1 }),
    long_description: Type.Optional(Text(5000, 'Long description')),
    version: Type.String({
      pattern: '^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$',
      maxLength: 40,
      errorMessage: 'manifest/version must be a semantic version such as 1.0.0',
    }),
    author: Text(100, 'Author', { minLength: 1 }),
    module_type: OneOf(MODULE_TYPES),
    icon: Type.Optional(Text(40, 'Icon')),
    tags: Type.Optional(Type.Array(Text(30, 'A tag', { minLength: 1 }), { maxItems: 10 })),
    category: Type.Optional(Type.String({ maxLength: 60, description: 'a category slug' })),
    homepage: Type.Optional(Link('Homepage')),
    repository: Type.Optional(Link('Repository')),
    documentation: Type.Optional(Link('Documentation')),
    screenshots: Type.Optional(Type.Array(Link('A screenshot'), { maxItems: 10 })),
    requirements: Type.Optional(Type.Array(Text(200, 'A requirement'), { maxItems: 20 })),
    atlas_versions: Text(100, 'Atlas versions', { minLength: 1 }),
    provides: Type.Optional(Provides),
    blocks: Type.Optional(Type.Array(DeclarativeBlock, { maxItems: 20 })),
  },
  { additionalProperties: false },
);

export const PackageBody = Type.Object(
  {
    manifest: PackageManifest,
    signature: Type.Optional(Type.String({ maxLength: 200 })),
    publisher: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const Module = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  long_description: Type.String(),
  slug: Type.String(),
  version: Type.String(),
  author: Type.String(),
  module_type: OneOf(MODULE_TYPES),
  icon: Type.String(),
  is_official: Type.Boolean(),
  is_featured: Type.Boolean(),
  downloads: Type.Integer(),
  rating: Type.Number(),
  rating_count: Type.Integer(),
  tags: Type.Array(Type.String()),
  category: Type.Union([Category, Type.Null()]),
  created_at: Timestamp,
  updated_at: Timestamp,
  homepage: Type.String(),
  repository: Type.String(),
  documentation: Type.String(),
  screenshots: Type.Array(Type.String()),
  requirements: Type.Array(Type.String()),
  atlas_versions: Type.String(),
  /** Whether the running Atlas is in `atlas_versions` (an incompatible module cannot be installed). */
  is_compatible: Type.Boolean(),
  provides: Provides,
  publisher: Type.Union([Type.String(), Type.Null()]),
});

export const ModuleList = Type.Object({ results: Type.Array(Module), count: Type.Integer() });

export const ModuleListQuery = Type.Object({
  search: Type.Optional(Text(100, 'search')),
  sort: Type.Optional(OneOf(MODULE_SORTS)),
  category: Type.Optional(Type.String({ maxLength: 60, description: 'a category id or slug' })),
  module_type: Type.Optional(OneOf(MODULE_TYPES)),
  featured: Type.Optional(Type.Boolean({ errorMessage: 'featured must be true or false' })),
});

export const ModuleActionBody = Type.Object(
  {
    action: OneOf(['install', 'uninstall'] as const),
    /** The site to install it for (its admins and owner); left out, the caller's account (the sites they own). */
    site_id: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export const ModuleActionAnswer = Type.Object({
  success: Type.Boolean(),
  action: OneOf(['install', 'uninstall'] as const),
  installed: Type.Boolean(),
  /** false when the module was already in the asked state (the call changed nothing). */
  changed: Type.Boolean(),
  message: Type.String(),
  module: Module,
});

export const Installed = Type.Object({
  id: Type.Integer(),
  module: Module,
  installed_at: Timestamp,
  /** The site the install belongs to; null for an account's install. */
  site_id: Type.Union([Type.Integer(), Type.Null()]),
});
export const InstalledList = Type.Object({ results: Type.Array(Installed), count: Type.Integer() });
/** `site`: that site's own installs (its viewers and up); left out, the caller's account's. */
export const InstalledListQuery = Type.Object({ site: Type.Optional(Id()) });

export const StoredBlock = Type.Object({
  type: Type.String(),
  label: Type.String(),
  icon: Type.Optional(Type.String()),
  template: Type.String(),
  fields: Type.Array(DeclarativeField),
});
export const ModuleBlocks = Type.Object({
  module_id: Type.Integer(),
  slug: Type.String(),
  /** Every block type the module adds (core types it unlocks and its own declarative ones). */
  types: Type.Array(Type.String()),
  /** The declarative blocks' definitions, for the builder and the public renderer. */
  blocks: Type.Array(StoredBlock),
});

export const ModuleParams = Type.Object({ id: Id() });
