import { KeyedCache } from '../cache';

const deferred = () => {
  let resolve!: (value: string | null) => void;
  const promise = new Promise<string | null>((r) => (resolve = r));
  return { promise, resolve };
};
const found = (value: string | null) => value !== null;

test('requests that miss together share one build, and the result is kept', async () => {
  const cache = new KeyedCache<string | null>({ lifetimeMs: 60_000 });
  const gate = deferred();
  let builds = 0;
  const build = () => {
    builds++;
    return gate.promise;
  };
  const answers = Promise.all([cache.load('k', build), cache.load('k', build), cache.load('k', build)]);
  gate.resolve('menu');
  expect(await answers).toEqual(['menu', 'menu', 'menu']);
  expect(await cache.load('k', async () => 'rebuilt')).toBe('menu');
  expect(builds).toBe(1);
});

test('a build that a write overtook is answered but not kept, and later requests do not join it', async () => {
  const cache = new KeyedCache<string | null>({ lifetimeMs: 60_000 });
  const stale = deferred();
  const first = cache.load('k', () => stale.promise);
  cache.clear();
  const second = cache.load('k', async () => 'fresh');
  stale.resolve('stale');
  expect(await first).toBe('stale');
  expect(await second).toBe('fresh');
  expect(await cache.load('k', async () => 'again')).toBe('fresh');
});

test('forgetting one key rebuilds it and keeps the others', async () => {
  const cache = new KeyedCache<string>({ lifetimeMs: 60_000 });
  await cache.load('a', async () => 'a1');
  await cache.load('b', async () => 'b1');
  cache.forget('a');
  expect(await cache.load('a', async () => 'a2')).toBe('a2');
  expect(await cache.load('b', async () => 'b2')).toBe('b1');
});

test('nothing is kept without a lifetime, nor what keep refuses; a value expires after its lifetime', async () => {
  const off = new KeyedCache<string>({ lifetimeMs: 0 });
  await off.load('k', async () => 'one');
  expect(await off.load('k', async () => 'two')).toBe('two');
  const on = new KeyedCache<string | null>({ lifetimeMs: 60_000 });
  expect(await on.load('k', async () => null, found)).toBeNull();
  expect(await on.load('k', async () => 'made', found)).toBe('made');
  const short = new KeyedCache<string>({ lifetimeMs: 20 });
  await short.load('k', async () => 'old');
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(await short.load('k', async () => 'new')).toBe('new');
});

test('keeps at most maxEntries, dropping the oldest', async () => {
  const cache = new KeyedCache<string>({ lifetimeMs: 60_000, maxEntries: 2 });
  for (const key of ['a', 'b', 'c']) await cache.load(key, async () => key);
  expect(cache.size).toBe(2);
  expect(await cache.load('a', async () => 'a rebuilt')).toBe('a rebuilt');
  expect(await cache.load('c', async () => 'c rebuilt')).toBe('c');
});
