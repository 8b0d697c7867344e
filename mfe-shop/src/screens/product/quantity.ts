/** A typed quantity: at least 1, 1 when it is not a number, and no more than `max` when there is one. */
export function parseQuantity(raw: string | number, max?: number | null): number {
  const parsed = typeof raw === 'number' ? Math.floor(raw) : Number.parseInt(raw, 10);
  const quantity = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  return max !== undefined && max !== null && max >= 1 ? Math.min(quantity, max) : quantity;
}
