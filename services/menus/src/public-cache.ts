import type { Knex } from 'knex';

/**
 * Public menus as last built, per site slug, location and sign-in state. This process's own writes
 * clear it once they commit; the short lifetime bounds what another process's writes leave stale.
 */
export class PublicMenuCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private generation = 0;

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries = 5000,
  ) {}

  key(siteSlug: string, location: string, signedIn: boolean) {
    return `${siteSlug}\u0000${location}\u0000${signedIn ? 1 : 0}`;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Where a build began before a write committed, its result is not kept (the generation moved on). */
  begin(): number {
    return this.generation;
  }

  set(key: string, value: T, startedAt: number) {
    if (this.lifetimeMs <= 0 || startedAt !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expires: Date.now() + this.lifetimeMs });
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  /** Clears now and again once the transaction has committed (a read in between may have cached the old state). */
  clearAfter(trx: Knex.Transaction) {
    this.clear();
    trx.executionPromise.then(
      () => this.clear(),
      () => this.clear(),
    );
  }
}
