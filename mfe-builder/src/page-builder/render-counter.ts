/**
 * Counts canvas row renders per block id, so a test or the benchmark can show that editing one
 * block re-renders that block only. Counting is off unless something reads it.
 */
export const renderCounter = {
  enabled: false,
  counts: new Map<string, number>(),
  count(id: string) {
    if (this.enabled) this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
  },
  start() {
    this.enabled = true;
    this.counts.clear();
  },
  total() {
    let sum = 0;
    this.counts.forEach((n) => {
      sum += n;
    });
    return sum;
  },
};

if (typeof window !== 'undefined')
  (window as unknown as { __atlasRenderCounter?: typeof renderCounter }).__atlasRenderCounter = renderCounter;
