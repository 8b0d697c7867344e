#!/usr/bin/env node
// Content and media benchmarks (npm run bench -- content):
//  1. the content list with 100,000 items (filters + full-text search + sort + page): p50/p95 per query
//     mix, on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh
//     database is made and dropped) and on the embedded database, side by side;
//  2. uploading a 200 MB video through HTTP: the process's memory growth while it streams (target < 64 MB);
//  3. image processing: ms per photo for the thumbnail and the WebP widths.
// BENCH_ITEMS (100000), BENCH_REQUESTS (200 per query), BENCH_VIDEO_MB (200), BENCH_IMAGES (8).
import { benchDataDir, onBenchServer, runUnderTsx } from '../../../scripts/lib/service-bench.mjs';

await runUnderTsx(import.meta.url, main, { nodeArgs: ['--expose-gc'] });

async function main() {
  const { randomUUID } = await import('node:crypto');
  const kit = await import('@atlas/service-kit');
  const { definition } = await import('../src/service.ts');

  const ITEMS = Number(process.env.BENCH_ITEMS || 100_000);
  const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
  const VIDEO_MB = Number(process.env.BENCH_VIDEO_MB || 200);
  const IMAGES = Number(process.env.BENCH_IMAGES || 8);
  const results = [];
  process.env.CONTENT_SCHEDULE_INTERVAL_MS = '0';
  const token = kit.signAccessToken({ id: 1, username: 'bench', is_staff: false }, { secret: kit.resolveJwtSecret() });
  const auth = { authorization: `Bearer ${token}` };

  async function start(database) {
    const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
    const app = await kit.createService(definition, { database, env, runEvents: false, logger: false });
    await app.ready();
    return app;
  }

  async function seed(app) {
    const started = Date.now();
    for (let site = 1; site <= 5; site++) {
      await app.db('content.sites').insert({ id: site, owner_id: 1, slug: `site-${site}`, name: `Site ${site}` });
    }
    await app
      .db('content.categories')
      .insert([1, 2, 3, 4, 5, 6].map((n) => ({ owner_id: 1, name: `Category ${n}`, slug: `category-${n}` })));
    const words =
      'harbour bread sourdough rye pastry morning market summer winter garden coffee travel city river mountain design studio launch product event concert museum recipe kitchen bakery festival music story journal photo camera ocean forest autumn spring evening holiday family school science history art craft wood paper cotton linen wool copper silver golden'.split(
        ' ',
      );
    // One statement per 10,000 rows, the words picked by the row number: deterministic, no client round trips.
    const batch = 10_000;
    for (let from = 1; from <= ITEMS; from += batch) {
      const to = Math.min(ITEMS, from + batch - 1);
      await app.db.raw(
        `insert into content.items (site_id, author_id, author_username, title, slug, excerpt, body, body_html, type, status, category_id, tags, published_at, created_at, updated_at)
         select 1 + g % 5, 1, 'bench',
           w[1 + g % 50] || ' ' || w[1 + (g * 7) % 50] || ' ' || w[1 + (g * 13) % 50],
           'item-' || g,
           'About ' || w[1 + (g * 3) % 50] || ' and ' || w[1 + (g * 11) % 50],
           repeat(w[1 + (g * 17) % 50] || ' ' || w[1 + (g * 19) % 50] || ' ' || w[1 + (g * 23) % 50] || ' ', 20),
           '',
           (array['post','page','event','product'])[1 + g % 4],
           (array['published','draft','archived','published'])[1 + (g / 4) % 4],
           1 + g % 6,
           array[w[1 + (g * 5) % 50], w[1 + (g * 29) % 50]],
           now() - (g || ' minutes')::interval,
           now() - (g || ' minutes')::interval,
           now() - ((g * 37) % 100000 || ' minutes')::interval
         from generate_series(?::int, ?::int) as g, (select ?::text[] as w) as words`,
        [from, to, words],
      );
    }
    // The steady state autovacuum keeps a live table in: statistics and the visibility map (counts from indexes alone).
    await app.db.raw('vacuum analyze content.items');
    return (Date.now() - started) / 1000;
  }

  const QUERIES = [
    ['newest first, page 1', '/api/content/?page=1'],
    ['posts, published, by created, page 3', '/api/content/?content_type=post&status=published&sort=-created&page=3'],
    ['full-text "harbour bread", ranked', '/api/content/?search=harbour%20bread'],
    ['full-text prefix "sourd" + type + title sort', '/api/content/?search=sourd&content_type=post&sort=title'],
    ['site + tag + category, page 2', '/api/content/?site=2&tag=coffee&category=3&page=2'],
    ['dates + status, page 50', '/api/content/?dateFrom=2000-01-01&status=draft&page=50'],
  ];

  async function measureList(label, database) {
    const app = await start(database);
    const seconds = await seed(app);
    const count = (await app.inject({ method: 'GET', url: '/api/content/', headers: auth })).json().count;
    console.log(`${label}: ${count} items seeded in ${seconds.toFixed(1)} s`);
    for (const [name, url] of QUERIES) {
      for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url, headers: auth }); // warm-up
      const times = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url, headers: auth });
        times.push(Number(process.hrtime.bigint() - t) / 1e6);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }
      times.sort((a, b) => a - b);
      const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
      results.push({
        bench: `content list (${label}, ${count} items)`,
        query: name,
        p50_ms: +p(0.5).toFixed(1),
        p95_ms: +p(0.95).toFixed(1),
      });
      console.log(`  ${name.padEnd(46)} p50 ${p(0.5).toFixed(1)} ms  p95 ${p(0.95).toFixed(1)} ms`);
    }
    await app.close();
  }

  // 1. PostgreSQL, then the embedded database
  await onBenchServer(kit, (database) => measureList('PostgreSQL', database), { poolSize: 5 });
  if (!process.env.BENCH_ONLY_POSTGRES) {
    const database = await kit.openSharedDatabase({ inMemory: true });
    await measureList('embedded PGlite', database);
    await database.close();
  }

  // 2. a 200 MB video uploaded over HTTP, generated on the fly; memory sampled while it streams
  {
    const database = await kit.openSharedDatabase({ inMemory: true });
    const app = await start(database);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const boundary = `----bench${randomUUID()}`;
    const size = VIDEO_MB * 1024 * 1024;
    // An MP4 header (ftyp isom) then zeros: file-type reads it as video/mp4.
    const head = Buffer.alloc(32);
    head.writeUInt32BE(32, 0);
    head.write('ftypisom', 4, 'latin1');
    head.write('isomiso2avc1mp41', 16, 'latin1');
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024);
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="film.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
          ),
        );
        controller.enqueue(head);
        sent = head.length;
      },
      pull(controller) {
        if (sent >= size) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        controller.enqueue(part);
      },
    });
    const t = Date.now();
    const res = await fetch(`${base}/api/media/files/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    });
    const answer = await res.json();
    clearInterval(sampler);
    const growth = (peak - before) / 1024 / 1024;
    const seconds = (Date.now() - t) / 1000;
    if (res.status !== 201 || answer.size !== size) throw new Error(`video upload: ${res.status} ${JSON.stringify(answer)}`);
    results.push({
      bench: `upload ${VIDEO_MB} MB video (HTTP, multipart, disk)`,
      seconds,
      memory_growth_mb: +growth.toFixed(1),
      target_mb: 64,
    });
    console.log(`upload ${VIDEO_MB} MB video: ${seconds.toFixed(1)} s, memory growth ${growth.toFixed(1)} MB (target < 64 MB)`);
    await app.close();
    await database.close();
  }

  // 3. image processing per photo
  {
    const sharp = (await import('sharp')).default;
    const database = await kit.openSharedDatabase({ inMemory: true });
    const app = await start(database);
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const boundary = 'benchimages';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="photo.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
    await app.inject({ method: 'POST', url: '/api/media/files/', headers, payload }); // warm-up
    const t = Date.now();
    await Promise.all(
      Array.from({ length: IMAGES }, async () => {
        const res = await app.inject({ method: 'POST', url: '/api/media/files/', headers, payload });
        if (res.statusCode !== 201) throw new Error(res.body);
      }),
    );
    const perImage = (Date.now() - t) / IMAGES;
    results.push({
      bench: `image upload + thumbnail + 3 WebP widths (4000×3000 JPEG, ${(photo.length / 1e6).toFixed(1)} MB, ${IMAGES} at once)`,
      ms_per_image: Math.round(perImage),
    });
    console.log(`image processing: ${Math.round(perImage)} ms per 4000×3000 photo (${IMAGES} uploaded at once, 2 processed at a time)`);
    await app.close();
    await database.close();
  }

  console.log('\nRESULTS ' + JSON.stringify(results));
}
