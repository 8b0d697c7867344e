import type { Static } from '@atlas/service-kit';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { PackageManifest } from '../schemas/modules';
import { parseRange } from '../rules/module-rules';
import type { ModuleRow } from '../repositories/modules';
import { prepareBlocks } from './declarative-blocks';

type Manifest = Static<typeof PackageManifest>;

/**
 * Adds (or, for the same publisher, updates) a module from a verified package's manifest: catalogue
 * fields as given, declarative blocks sanitized and namespaced under the module's slug. A slug taken
 * by a first-party module or another publisher is a 409.
 */
export async function addPackage(
  deps: Deps,
  manifest: Manifest,
  publisher: string,
  signature: string,
): Promise<{ module: ModuleRow; created: boolean }> {
  if (!parseRange(manifest.atlas_versions)) {
    throw httpError(400, 'manifest/atlas_versions must be a version range such as ">=1.0.0 <2.0.0", "^1.2.0" or "1.x"');
  }
  const blocks = prepareBlocks(manifest.slug, manifest.blocks ?? []);
  if (manifest.module_type === 'block' && blocks.length === 0 && !manifest.provides?.blocks?.length) {
    throw httpError(400, 'A block module must declare at least one block');
  }
  return deps.db.transaction(async (trx) => {
    const categoryId = manifest.category ? await deps.repos.categories.idOf(manifest.category, trx) : undefined;
    if (manifest.category && categoryId === undefined) throw httpError(400, `Unknown category "${manifest.category}"`);
    const fields = {
      slug: manifest.slug,
      title: manifest.title,
      description: manifest.description,
      long_description: manifest.long_description ?? '',
      version: manifest.version,
      author: manifest.author,
      module_type: manifest.module_type,
      icon: manifest.icon ?? '',
      is_official: false,
      is_featured: false,
      rating: 0,
      rating_count: 0,
      tags: manifest.tags ?? [],
      category_id: categoryId ?? null,
      homepage: manifest.homepage ?? '',
      repository: manifest.repository ?? '',
      documentation: manifest.documentation ?? '',
      screenshots: manifest.screenshots ?? [],
      requirements: manifest.requirements ?? [],
      atlas_versions: manifest.atlas_versions,
      provides: {
        ...manifest.provides,
        ...(blocks.length ? { blocks: [...(manifest.provides?.blocks ?? []), ...blocks.map((block) => block.type)] } : {}),
      },
      declarative_blocks: blocks,
      themes: [],
      publisher,
      signature,
    };
    const existing = await deps.repos.modules.findBySlug(manifest.slug, trx);
    if (existing && existing.publisher !== publisher) {
      throw httpError(409, `The slug "${manifest.slug}" belongs to another publisher's module`, { error: 'slug_taken' });
    }
    if (existing) {
      await deps.repos.modules.update(existing.id, fields, trx);
      return { module: (await deps.repos.modules.find(existing.id, trx))!, created: false };
    }
    const id = await deps.repos.modules.insert(fields, trx);
    return { module: (await deps.repos.modules.find(id, trx))!, created: true };
  });
}
