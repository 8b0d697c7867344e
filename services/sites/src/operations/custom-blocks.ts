import type { Deps } from '../deps';
import type { CustomBlockRow } from '../repositories/custom-blocks';
import type { CreateCustomBlockBody } from '../schemas/custom-blocks';
import { validBlocks } from './valid-blocks';

/** Saves a block for reuse: for one site, or (without a site) for every site of its owner. The block passes the page rules. */
export async function createCustomBlock(
  deps: Deps,
  { name, category, site, block }: CreateCustomBlockBody,
  userId: number,
): Promise<CustomBlockRow> {
  const [clean] = validBlocks([block]);
  return deps.repos.customBlocks.create({
    owner_id: userId,
    site_id: site ?? null,
    name: name.trim(),
    category: category ?? 'custom',
    block: clean,
  });
}
