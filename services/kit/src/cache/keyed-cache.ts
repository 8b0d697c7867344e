import type { Knex } from 'knex';

export interface KeyedCacheOptions {
  /** How long a value is reused; 0 keeps nothing (every load builds). */
  lifetimeMs: number;
  /** Values kept at most; the oldest go first. */
  maxEntries?: number;
}

/**
 * Values built from the database and reused for a short while, per key, in this process: what a hot
 * read answers many times a second (a public menu, the signed-in user). Loads that miss together
 * share one build; a value whose build began before a `clear`/`forget` is answered but not kept (it
 * may hold the old state). This process's writes clear what they change once they commit
 * (`clearAfter`, `forgetAfter`); the lifetime bounds what another process's writes leave stale.
 */
export class KeyedCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly building = new Map<string, Promise<T>>();
  private readonly lifetimeMs: number;
  private readonly maxEntries: number;
  private generation = 0;

  constructor({ lifetimeMs, maxEntries = 5000 }: KeyedCacheOptions) {
    this.lifetimeMs = lifetimeMs;
    this.maxEntries = maxEntries;
  }

  /** The kept value of `key`, or the one `build` makes (`keep(value)` false: answered, not kept). */
  async load(key: string, build: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires >= Date.now()) return entry.value;
    const pending = this.building.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const promise = build()
      .then((value) => {
        if (this.lifetimeMs > 0 && generation === this.generation && keep(value)) {
          this.entries.delete(key);
          this.entries.set(key, { value, expires: Date.now() + this.lifetimeMs });
          if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        }
        return value;
      })
      .finally(() => {
        if (this.building.get(key) === promise) this.building.delete(key);
      });
    this.building.set(key, promise);
    return promise;
  }

  /** Drops everything; builds in flight read the old state, so later loads start their own. */
  clear() {
    this.generation++;
    this.entries.clear();
    this.building.clear();
  }

  /** Drops one key (and, as `clear`, keeps nothing a build in flight makes). */
  forget(key: string) {
    this.generation++;
    this.entries.delete(key);
    this.building.delete(key);
  }

  /** Clears now and again once `trx` ends (a read in between may have kept the old state). */
  clearAfter(trx: Knex.Transaction) {
    this.clear();
    trx.executionPromise.then(
      () => this.clear(),
      () => this.clear(),
    );
  }

  /** Forgets `key` now and again once `trx` ends. */
  forgetAfter(trx: Knex.Transaction, key: string) {
    this.forget(key);
    trx.executionPromise.then(
      () => this.forget(key),
      () => this.forget(key),
    );
  }

  get size() {
    return this.entries.size;
  }
}
