import type { Static } from '@atlas/service-kit';
import type { Module } from '../schemas/modules';
import { satisfiesRange } from '../rules/module-rules';
import type { ModuleRow } from '../repositories/modules';
import { iso } from '../repositories/db';

/** A module as the catalogue shows it: explicit fields (the signature and block templates stay inside). */
export function moduleResponse(row: ModuleRow, atlasVersion: string): Static<typeof Module> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    long_description: row.long_description,
    slug: row.slug,
    version: row.version,
    author: row.author,
    module_type: row.module_type,
    icon: row.icon,
    is_official: row.is_official,
    is_featured: row.is_featured,
    downloads: row.downloads,
    rating: row.rating,
    rating_count: row.rating_count,
    tags: row.tags,
    category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '', slug: row.category_slug ?? '' },
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    homepage: row.homepage,
    repository: row.repository,
    documentation: row.documentation,
    screenshots: row.screenshots,
    requirements: row.requirements,
    atlas_versions: row.atlas_versions,
    is_compatible: satisfiesRange(atlasVersion, row.atlas_versions),
    provides: row.provides,
    publisher: row.publisher,
  };
}
