import type { Deps } from '../deps';
import { SEED_CATEGORIES, SEED_MODULES } from '../seed/catalogue';
import { prepareBlocks } from './declarative-blocks';

/**
 * Writes the first-party catalogue by slug on every start: texts and versions follow the code,
 * downloads stay what installs made them, ids (and so installs) never change.
 */
export async function seedCatalogue(deps: Deps): Promise<void> {
  await deps.db.transaction(async (trx) => {
    for (const [index, category] of SEED_CATEGORIES.entries()) await deps.repos.categories.upsert({ ...category, sort_order: index }, trx);
    for (const seed of SEED_MODULES) {
      const { category, blocks = [], themes = [], ...fields } = seed;
      const declarative = prepareBlocks(seed.slug, blocks);
      await deps.repos.modules.upsertSeed(
        {
          ...fields,
          category_id: (await deps.repos.categories.idOf(category, trx)) ?? null,
          provides: declarative.length
            ? { ...seed.provides, blocks: [...(seed.provides.blocks ?? []), ...declarative.map((block) => block.type)] }
            : seed.provides,
          declarative_blocks: declarative,
          themes,
          publisher: null,
        },
        trx,
      );
    }
  });
}
