import type { Transaction } from '../repositories/db';
import { encodeAnswer, type CachedAnswer } from '@atlas/service-kit';

export interface CatalogueCacheLimits {
  /** Answers kept (the least recently used go first); the per-filter counts are bounded alike. */
  maxEntries?: number;
  /** Total size of the kept answers' JSON. */
  maxBytes?: number;
}

/**
 * The public catalogue's answers (active products only: the same for every visitor) kept in this
 * process (with its compressed forms), keyed by the normalized query, with the product count per filter so later pages of a
 * filter do not count the catalogue again. Any change of products, prices or stock drops it all
 * (`drop`): a change can move a product into or out of any filter, so no narrower key is safe.
 * A computation that started before a drop is answered but not kept.
 */
export function catalogueCache({ maxEntries = 1000, maxBytes = 32 * 1024 * 1024 }: CatalogueCacheLimits = {}) {
  const answers = new Map<string, CachedAnswer>(); // insertion order is recency order
  const counts = new Map<string, number>();
  const computing = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;
  let generation = 0;

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

  function drop() {
    generation += 1;
    answers.clear();
    counts.clear();
    computing.clear();
    bytes = 0;
  }

  return {
    /** The kept answer for `key`, else `compute`'s (one computation per key at a time). */
    async answer(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer> {
      const kept = answers.get(key);
      if (kept) {
        answers.delete(key);
        answers.set(key, kept);
        return kept;
      }
      const running = computing.get(key);
      if (running) return running;
      const started = generation;
      const promise = compute().then((value) => {
        const answer = encodeAnswer(JSON.stringify(value));
        if (started === generation) keep(key, answer);
        return answer;
      });
      computing.set(key, promise);
      try {
        return await promise;
      } finally {
        if (computing.get(key) === promise) computing.delete(key);
      }
    },
    /** The kept product count of a filter, else `compute`'s. */
    async count(key: string, compute: () => Promise<number>): Promise<number> {
      const kept = counts.get(key);
      if (kept !== undefined) return kept;
      const started = generation;
      const count = await compute();
      if (started === generation) {
        counts.set(key, count);
        if (counts.size > maxEntries) counts.delete(counts.keys().next().value!);
      }
      return count;
    },
    drop,
    /** Drops everything once `trx` commits (a rolled back change changed nothing). */
    dropOnCommit(trx: Transaction) {
      trx.executionPromise.then(drop, () => undefined);
    },
    get size() {
      return { entries: answers.size, bytes, counts: counts.size };
    },
  };
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;
