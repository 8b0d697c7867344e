import type { Knex } from 'knex';
import type { Deps } from '../deps';
import type { PageRow } from '../repositories/pages';
import type { OwnedPage } from './ownership';
import { savePage } from './save-page';

/** Shows a page to visitors of its published site, or hides it; a page already so is left alone. */
export async function publishPage(
  deps: Deps,
  owned: OwnedPage,
  publish: boolean,
  userId: number,
  trx?: Knex.Transaction,
): Promise<PageRow> {
  if (owned.page.is_published === publish) return owned.page;
  return savePage(deps, owned, publish ? { is_published: true, published_at: new Date() } : { is_published: false }, userId, { trx });
}
