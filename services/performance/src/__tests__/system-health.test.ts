import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelope, staff, alice, startPerformance, type Performance } from './harness';

let perf: Performance;
const INTERVAL = 5000;
const HOUR = 3600_000;

beforeAll(async () => {
  perf = await startPerformance();
});
afterAll(async () => {
  await perf?.close();
});

/** A `gateway.request` window of `count` requests answered `status`, ending at `end`. */
const requestWindow = (end: Date, count: number, status = 200, service = 'sites') =>
  envelope('gateway.request', {
    window_start: new Date(end.getTime() - INTERVAL).toISOString(),
    window_ms: INTERVAL,
    service,
    method: 'GET',
    route: '/api/builder/*',
    status,
    count,
    duration_ms_sum: count * 3,
    duration_ms_max: 9,
    latency_buckets: [count, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  });

/** Memory in use as the kernel counts it: total less what is available without swapping. */
function kernelMemoryPercent(): number {
  const info = Object.fromEntries(
    readFileSync('/proc/meminfo', 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.split(':')[0], Number(line.split(':')[1].trim().split(' ')[0])]),
  );
  return ((info.MemTotal - info.MemAvailable) / info.MemTotal) * 100;
}

describe('system health', () => {
  it('stores a real reading of the machine: memory in use matches the kernel, disk and CPU within 0..100', async () => {
    await perf.app.performance.reader.prime();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = new Date();
    expect(await perf.app.performanceMonitor.tick(now)).toBe(true);
    const { status, body } = await perf.call('GET', '/api/performance/system-health/current/', { as: staff });
    expect(status).toBe(200);
    expect(body.timestamp).toBe(new Date(Math.floor(now.getTime() / INTERVAL) * INTERVAL).toISOString());
    expect(body.memory_usage).toBeGreaterThan(0);
    expect(body.memory_usage).toBeLessThan(100);
    if (process.platform === 'linux') expect(Math.abs(body.memory_usage - kernelMemoryPercent())).toBeLessThan(3);
    expect(body.memory_used_bytes).toBeLessThan(body.memory_total_bytes);
    expect(body.disk_total_bytes).toBeGreaterThan(0);
    expect(body.disk_usage).toBeGreaterThan(0);
    expect(body.disk_usage).toBeLessThanOrEqual(100);
    expect(body.cpu_usage).toBeGreaterThanOrEqual(0);
    expect(body.cpu_usage).toBeLessThanOrEqual(100);
    expect(body.load_1m).toBeGreaterThanOrEqual(0);
    expect(['healthy', 'warning', 'critical']).toContain(body.status);
    // the same interval is not sampled twice
    expect(await perf.app.performanceMonitor.tick(new Date(now.getTime() + 1))).toBe(false);
  });

  it('lets only one of two processes store an interval when both sample it at once', async () => {
    const other = await perf.secondProcess();
    const at = new Date(Date.now() + 10 * INTERVAL);
    const stored = await Promise.all([perf.app.performanceMonitor.tick(at), other.performanceMonitor.tick(at)]);
    expect(stored.filter(Boolean)).toHaveLength(1);
    const rows = await perf.app.db('performance.samples').where({ taken_at: perf.app.performance.samples.bucketOf(at) });
    expect(rows).toHaveLength(1);
    await perf.app.db('performance.samples').where('taken_at', '>', new Date()).delete();
  });

  it('scores the machine by the product’s thresholds', async () => {
    const at = new Date(Date.now() + 20 * INTERVAL);
    await perf.sample(at, { cpu_usage: 90, memory_usage: 75, disk_usage: 50 });
    const { body } = await perf.call('GET', '/api/performance/system-health/current/', { as: staff });
    // CPU critical −30, memory warning −15
    expect(body).toMatchObject({ cpu_usage: 90, memory_usage: 75, health_score: 55, status: 'critical' });
    await perf.app.db('performance.samples').where('taken_at', '>', new Date()).delete();
  });

  it('counts every gateway request exactly, whatever the number of windows delivered', async () => {
    const end = new Date(Math.floor(Date.now() / INTERVAL) * INTERVAL - 2 * INTERVAL + 1234);
    let requests = 0;
    let errors = 0;
    const events = Array.from({ length: 120 }, (_, i) => {
      const count = 1 + ((i * 37) % 23);
      const status = i % 10 === 0 ? 503 : 200;
      requests += count;
      if (status >= 500) errors += count;
      return requestWindow(end, count, status, i % 2 ? 'sites' : 'content');
    });
    for (let i = 0; i < events.length; i += 20) await Promise.all(events.slice(i, i + 20).map((event) => perf.deliver(event)));
    // a redelivered window is counted once
    expect(await perf.deliver(events[0])).toBe(false);
    const stamp = new Date(Math.floor(end.getTime() / INTERVAL) * INTERVAL + INTERVAL);
    await perf.sample(stamp);
    const trend = await perf.call('GET', '/api/performance/system-health/trend/?hours=1', { as: staff });
    expect(trend.status).toBe(200);
    const point = trend.body.trend_data.find(
      (entry: { timestamp: string }) =>
        new Date(entry.timestamp) <= stamp && new Date(entry.timestamp).getTime() + trend.body.bucket_seconds * 1000 > stamp.getTime(),
    );
    expect(point).toMatchObject({ request_count: requests, error_count: errors });
  });

  it('downsamples samples older than a day into hourly rows, never dropping them', async () => {
    const hour = new Date(Math.floor((Date.now() - 30 * HOUR) / HOUR) * HOUR);
    const old = Array.from({ length: 720 }, (_, i) => new Date(hour.getTime() + i * INTERVAL));
    for (const [i, at] of old.entries()) await perf.sample(at, { cpu_usage: i % 2 ? 30 : 10, memory_usage: 50 });
    await perf.deliver(requestWindow(new Date(hour.getTime() + 60_000), 41, 500));
    await perf.deliver(requestWindow(new Date(hour.getTime() + 120_000), 59, 200));

    const before = await perf.call('GET', '/api/performance/system-health/trend/?hours=168', { as: staff });
    await perf.app.performance.samples.downsample(new Date(), 24);
    const [{ n: rawLeft }] = await perf.app
      .db('performance.samples')
      .where('taken_at', '<', new Date(Date.now() - 25 * HOUR))
      .count('* as n');
    expect(Number(rawLeft)).toBe(0);
    const [row] = await perf.app.db('performance.sample_hours').where({ hour });
    expect(row.samples).toBe(720);
    expect(row.cpu_usage / row.samples).toBeCloseTo(20, 6);

    const after = await perf.call('GET', '/api/performance/system-health/trend/?hours=168', { as: staff });
    expect(after.body.bucket_seconds).toBe(5040);
    expect(after.body.trend_data.length).toBeLessThanOrEqual(120);
    const atHour = (trend: { trend_data: { timestamp: string }[] }) =>
      trend.trend_data.find((point) => {
        const start = new Date(point.timestamp).getTime();
        return start <= hour.getTime() && hour.getTime() < start + 5040_000;
      });
    expect(atHour(after.body)).toMatchObject({ cpu_usage: 20, memory_usage: 50, request_count: 100, error_count: 41 });
    expect(atHour(after.body)).toEqual(atHour(before.body));
    // a second pass finds nothing more to move and changes nothing
    await perf.app.performance.samples.downsample(new Date(), 24);
    expect((await perf.app.db('performance.sample_hours').where({ hour }))[0].samples).toBe(720);
  });

  it('answers the 30-day trend in at most 120 points from the hourly rows and the raw day', async () => {
    const { status, body } = await perf.call('GET', '/api/performance/system-health/trend/?hours=720', { as: staff });
    expect(status).toBe(200);
    expect(body.bucket_seconds).toBe(21600);
    expect(body.trend_data.length).toBeGreaterThan(1);
    expect(body.trend_data.length).toBeLessThanOrEqual(120);
    const times = body.trend_data.map((point: { timestamp: string }) => point.timestamp);
    expect([...times].sort()).toEqual(times);
  });
});

describe('the public-site cache', () => {
  const window = (start: Date, hits: number, misses: number, entries = 40) =>
    envelope('gateway.cache', {
      window_start: start.toISOString(),
      window_ms: 10_000,
      type: 'page',
      hits,
      misses,
      evictions: 2,
      entries,
      bytes: entries * 1000,
    });

  it('sums the gateway reports of the range into hit rate, status and a trend', async () => {
    const now = Date.now();
    await perf.deliver(window(new Date(now - 50 * 60_000), 90, 10, 30));
    await perf.deliver(window(new Date(now - 20 * 60_000), 3, 7, 35));
    await perf.deliver(window(new Date(now - 2 * 60_000), 87, 3, 41));
    await perf.deliver(window(new Date(now - 5 * HOUR), 1000, 0));
    const metrics = await perf.call('GET', '/api/performance/cache/metrics/?range=1h&type=page', { as: staff });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatchObject({
      range: '1h',
      type: 'page',
      hits: 180,
      misses: 20,
      evictions: 6,
      entries: 41,
      bytes: 41000,
      hit_rate: 90,
    });
    expect(metrics.body.results).toHaveLength(3);
    const analytics = await perf.call('GET', '/api/performance/cache/analytics/?range=1h', { as: staff });
    expect(analytics.body).toMatchObject({ hit_rate: 90, status: 'excellent', needs_attention: 1 });
    const day = await perf.call('GET', '/api/performance/cache/analytics/?range=24h', { as: staff });
    expect(day.body).toMatchObject({ hits: 1180, misses: 20, hit_rate: 98.3, status: 'excellent' });
  });

  it('refuses ranges and types it does not know', async () => {
    expect((await perf.call('GET', '/api/performance/cache/metrics/?range=2h', { as: staff })).body.detail).toBe(
      'range must be one of 1h, 24h, 168h, 720h',
    );
    expect((await perf.call('GET', '/api/performance/cache/metrics/?type=image', { as: staff })).status).toBe(400);
    expect((await perf.call('GET', '/api/performance/system-health/trend/?hours=5', { as: staff })).body.detail).toBe(
      'hours must be one of 1, 24, 168, 720',
    );
    expect((await perf.call('GET', '/api/performance/dashboard/?hours=abc', { as: staff })).status).toBe(400);
  });
});

describe('the database', () => {
  it('reports every schema with its tables; what the engine cannot tell is null and named', async () => {
    const { status, body } = await perf.call('GET', '/api/performance/database/', { as: staff });
    expect(status).toBe(200);
    const own = body.schemas.find((schema: { schema: string }) => schema.schema === 'performance');
    expect(own.tables.map((table: { table: string }) => table.table)).toEqual(expect.arrayContaining(['samples', 'vitals', 'alerts']));
    expect(own.size_bytes).toBeGreaterThan(0);
    if (process.env.DATABASE_URL) {
      expect(body.engine).toBe('postgresql');
      // the server's statistics arrive a little after the writes: a count, not yet an exact one
      expect(typeof own.tables.find((table: { table: string }) => table.table === 'sample_hours').rows).toBe('number');
      expect(body.connections.active).toBeGreaterThanOrEqual(1);
      expect(body.cache_hit_ratio).toBeGreaterThan(0);
      expect(body.unavailable.includes('slow_queries')).toBe(body.slow_queries === null);
    } else {
      expect(body).toMatchObject({ engine: 'embedded', connections: null, cache_hit_ratio: null, slow_queries: null });
      expect(own.rows).toBeNull();
      expect(body.unavailable).toEqual(expect.arrayContaining(['rows', 'connections', 'cache_hit_ratio', 'slow_queries']));
    }
  });
});

describe('the system status card', () => {
  it("reads each service's /health, the database, the media store's free space and the cache's last report", async () => {
    const healthy = http.createServer((_request, response) => response.end('{"status":"ok"}'));
    await new Promise<void>((resolve) => healthy.listen(0, '127.0.0.1', resolve));
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const env = { ...process.env, HOST: '127.0.0.1' } as NodeJS.ProcessEnv;
    for (const name of ['identity', 'sites', 'content', 'menus', 'analytics', 'commerce', 'performance', 'marketplace'])
      env[`${name.toUpperCase()}_PORT`] = String(name === 'identity' ? closedPort : (healthy.address() as AddressInfo).port);
    perf.app.performance.env = env;
    try {
      const { status, body } = await perf.call('GET', '/api/performance/system-status/', { as: staff });
      expect(status).toBe(200);
      expect(body.database.status).toBe('operational');
      expect(body.api.status).toBe('warning');
      expect(body.api.detail).toMatch(/ of \d+ services healthy; not answering: identity$/);
      expect(body.storage.status).not.toBe('down');
      expect(body.storage.detail).toMatch(/GB free of .* GB/);
      expect(body.cdn).toMatchObject({ status: 'operational' });
      expect(body.cdn.detail).toMatch(/^Hit rate 98.3% in the last 24 hours; last report \d+ s ago$/);
    } finally {
      perf.app.performance.env = process.env;
      healthy.close();
    }
  });
});

describe('who sees what', () => {
  const staffRoutes = [
    '/api/performance/system-health/current/',
    '/api/performance/system-health/trend/?hours=24',
    '/api/performance/dashboard/?hours=24',
    '/api/performance/cache/metrics/?range=24h&type=page',
    '/api/performance/cache/analytics/?range=24h',
    '/api/performance/database/',
    '/api/performance/alerts/',
    '/api/performance/system-status/',
  ];
  it.each(staffRoutes)('%s: 403 for an owner, 401 without a token', async (url) => {
    const owner = await perf.call('GET', url, { as: alice });
    expect(owner).toEqual({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    expect((await perf.call('GET', url)).status).toBe(401);
  });
});
