import type { Transaction } from '../repositories/db';
import { encodeAnswer, type CachedAnswer } from '@atlas/service-kit';
import { PLATFORM_STORE, storeKey, type StoreRef } from './stores';

export interface CatalogueCacheLimits {
  /** Answers kept (the least recently used go first); the per-filter counts are bounded alike. */
  maxEntries?: number;
  /** Total size of the kept answers' JSON. */
  maxBytes?: number;
}

/**
 * The public catalogue's answers (active products only: the same for every visitor) kept in this
 * process (with its compressed forms), keyed by the store and the normalized query, with the product
 * count per filter so later pages of a filter do not count the catalogue again. A change of a store's
 * products, prices or stock drops that store's answers (`drop(store)`): a change can move a product
 * into or out of any of the store's filters, never into another store's. `drop()` drops every store's
 * (a change whose store is not known). A computation that started before a drop of its store is
 * answered but not kept. The limits are the process's, over every store.
 */
export function catalogueCache({ maxEntries = 1000, maxBytes = 32 * 1024 * 1024 }: CatalogueCacheLimits = {}) {
  const answers = new Map<string, CachedAnswer>(); // insertion order is recency order
  const counts = new Map<string, number>();
  const computing = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;
  // Drops are numbered; a computation is kept only when no drop of its store (or of all) came after it started.
  let drops = 0;
  let everyStoreDroppedAt = 0;
  const storeDroppedAt = new Map<number, number>();
  const droppedSince = (started: number, store: number) => Math.max(everyStoreDroppedAt, storeDroppedAt.get(store) ?? 0) > started;
  const prefixOf = (store: StoreRef) => `${storeKey(store)}|`;

  function keep(key: string, answer: CachedAnswer) {
    if (answer.bytes > maxBytes) return;
    answers.set(key, answer);
    bytes += answer.bytes;
    for (const [oldest, old] of answers) {
      if (answers.size <= maxEntries && bytes <= maxBytes) break;
      answers.delete(oldest);
      bytes -= old.bytes;
    }
  }

  /** Drops the store's answers and counts, or every store's (no store named). */
  function drop(store?: StoreRef) {
    drops += 1;
    if (!store) {
      everyStoreDroppedAt = drops;
      answers.clear();
      counts.clear();
      computing.clear();
      bytes = 0;
      return;
    }
    storeDroppedAt.set(storeKey(store), drops);
    const prefix = prefixOf(store);
    for (const [key, answer] of answers) {
      if (!key.startsWith(prefix)) continue;
      answers.delete(key);
      bytes -= answer.bytes;
    }
    for (const key of counts.keys()) if (key.startsWith(prefix)) counts.delete(key);
    for (const key of computing.keys()) if (key.startsWith(prefix)) computing.delete(key);
  }

  return {
    /** The store's kept answer for `query`, else `compute`'s (one computation per key at a time). */
    async answer(query: string, compute: () => Promise<unknown>, store: StoreRef = PLATFORM_STORE): Promise<CachedAnswer> {
      const key = prefixOf(store) + query;
      const kept = answers.get(key);
      if (kept) {
        answers.delete(key);
        answers.set(key, kept);
        return kept;
      }
      const running = computing.get(key);
      if (running) return running;
      const started = drops;
      const promise = compute().then((value) => {
        const answer = encodeAnswer(JSON.stringify(value));
        if (!droppedSince(started, storeKey(store))) keep(key, answer);
        return answer;
      });
      computing.set(key, promise);
      try {
        return await promise;
      } finally {
        if (computing.get(key) === promise) computing.delete(key);
      }
    },
    /** The store's kept product count of a filter, else `compute`'s. */
    async count(filter: string, compute: () => Promise<number>, store: StoreRef = PLATFORM_STORE): Promise<number> {
      const key = prefixOf(store) + filter;
      const kept = counts.get(key);
      if (kept !== undefined) return kept;
      const started = drops;
      const count = await compute();
      if (!droppedSince(started, storeKey(store))) {
        counts.set(key, count);
        if (counts.size > maxEntries) counts.delete(counts.keys().next().value!);
      }
      return count;
    },
    drop,
    /** Drops the store's answers (every store's when none is named) once `trx` commits (a rolled back change changed nothing). */
    dropOnCommit(trx: Transaction, store?: StoreRef) {
      trx.executionPromise.then(
        () => drop(store),
        () => undefined,
      );
    },
    get size() {
      return { entries: answers.size, bytes, counts: counts.size };
    },
  };
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;
