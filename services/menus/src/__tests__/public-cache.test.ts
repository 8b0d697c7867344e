import { PublicMenuCache } from '../operations/public-cache';

const deferred = () => {
  let resolve!: (value: string | null) => void;
  const promise = new Promise<string | null>((r) => (resolve = r));
  return { promise, resolve };
};

test('requests that miss together share one build, and the result is kept', async () => {
  const cache = new PublicMenuCache<string>(60_000);
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
  const cache = new PublicMenuCache<string>(60_000);
  const stale = deferred();
  const first = cache.load('k', () => stale.promise);
  cache.clear();
  const second = cache.load('k', async () => 'fresh');
  stale.resolve('stale');
  expect(await first).toBe('stale');
  expect(await second).toBe('fresh');
  expect(await cache.load('k', async () => 'again')).toBe('fresh');
});

test('nothing is kept without a lifetime, nor a missing menu', async () => {
  const off = new PublicMenuCache<string>(0);
  await off.load('k', async () => 'one');
  expect(await off.load('k', async () => 'two')).toBe('two');
  const on = new PublicMenuCache<string>(60_000);
  expect(await on.load('k', async () => null)).toBeNull();
  expect(await on.load('k', async () => 'made')).toBe('made');
});
