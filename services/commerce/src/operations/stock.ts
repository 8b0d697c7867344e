import type { Deps } from '../deps';
import { publishStockLow } from '../events/published';
import type { StockOwner } from '../repositories/stock';
import type { Transaction } from '../repositories/db';

export type { StockOwner } from '../repositories/stock';

/** One thing the shop counts stock of: a product without variations, or one variation. */
export interface StockLine {
  productId: number;
  variationId: number | null;
  quantity: number;
  /** Its product's stock settings when already read (checkout reads them with the cart). */
  owner?: StockOwner;
}

/** Lines of one stock item added together (two lines of one variation must not slip past the check), in id order. */
export function sumPerStockItem(lines: StockLine[]): StockLine[] {
  const byItem = new Map<string, StockLine>();
  for (const line of lines) {
    const key = line.variationId ? `v${line.variationId}` : `p${line.productId}`;
    const seen = byItem.get(key);
    if (seen) seen.quantity += line.quantity;
    else byItem.set(key, { ...line });
  }
  // A fixed order (products, then variations, by id) so two checkouts never wait on each other crosswise.
  return [...byItem.values()].sort(
    (a, b) => (a.variationId ? 1 : 0) - (b.variationId ? 1 : 0) || (a.variationId ?? a.productId) - (b.variationId ?? b.productId),
  );
}

export const outOfStockDetail = (name: string, left: number) =>
  left > 0 ? `Only ${left} left in stock for "${name}"` : `"${name}" is out of stock`;

/** Puts stock back (a cancelled order), once per call; clears the stock alert when it is above the threshold again. */
export async function returnStock(deps: Deps, trx: Transaction, lines: StockLine[]) {
  for (const line of sumPerStockItem(lines)) {
    const product = await deps.stock.owner(line.productId, trx);
    if (!product?.manage_stock) continue;
    const after = await deps.stock.add(line, line.quantity, trx);
    if (after !== undefined) await stockChanged(deps, trx, product, line.variationId, after - line.quantity, after);
  }
}

/**
 * Raises a stock alert (and `commerce.stock.low`) when an item's stock crosses its threshold going
 * down or runs out, and resolves the item's open alert when it is restocked above the threshold.
 */
export async function stockChanged(
  deps: Deps,
  trx: Transaction,
  product: StockOwner,
  variationId: number | null,
  before: number,
  after: number,
) {
  // every stock change moves what the catalogue shows (stock, in-stock filter), even for an item not counted
  if (before !== after) deps.catalogueCache.dropOnCommit(trx);
  if (!product.manage_stock || before === after) return;
  const threshold = product.low_stock_threshold;
  if (after > threshold) {
    if (before <= threshold) await deps.stock.resolveAlerts(product.id, variationId, trx);
    return;
  }
  const type = after <= 0 ? 'out_of_stock' : 'low_stock';
  const crossed = before > threshold || (after <= 0 && before > 0);
  if (!crossed) {
    await deps.stock.updateOpenAlert(product.id, variationId, after, trx);
    return;
  }
  await deps.stock.resolveAlerts(product.id, variationId, trx);
  const alert = await deps.stock.insertAlert(
    { product_id: product.id, variation_id: variationId, alert_type: type, current_stock: after, threshold },
    trx,
  );
  const site = alert.site_id === null ? undefined : await deps.sites.find(alert.site_id, trx);
  await publishStockLow(
    deps.events,
    trx,
    {
      id: alert.id,
      product_id: product.id,
      variation_id: variationId,
      alert_type: type,
      current_stock: after,
      threshold,
      product_name: product.name,
    },
    { site_id: alert.site_id, owner_id: site?.owner_id ?? null },
  );
}
