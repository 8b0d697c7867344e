import type { Knex } from 'knex';

/**
 * Public menus as last built, per site slug, location and sign-in state. This process's own writes
 * clear it once they commit; the short lifetime bounds what another process's writes leave stale.
 * Requests that miss together share one build.
 */
export class PublicMenuCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly building = new Map<string, Promise<T | null>>();
  private generation = 0;

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries = 5000,
  ) {}

  key(siteSlug: string, location: string, signedIn: boolean) {
    return `${siteSlug}\u0000${location}\u0000${signedIn ? 1 : 0}`;
  }

  /** The kept value, or the one `build` makes (null: nothing to keep, e.g. no such menu). */
  async load(key: string, build: () => Promise<T | null>): Promise<T | null> {
    const entry = this.entries.get(key);
    if (entry && entry.expires >= Date.now()) return entry.value;
    const pending = this.building.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const promise = build()
      .then((value) => {
        // A write committed while this was built: answer it, but do not keep it.
        if (value !== null && this.lifetimeMs > 0 && generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value, expires: Date.now() + this.lifetimeMs });
        }
        return value;
      })
      .finally(() => {
        if (this.building.get(key) === promise) this.building.delete(key);
      });
    this.building.set(key, promise);
    return promise;
  }

  clear() {
    this.generation++;
    this.entries.clear();
    // Builds in flight read the old state: later requests start their own.
    this.building.clear();
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
