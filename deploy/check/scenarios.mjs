// The deploy check's HTTP scenarios: everything goes through the gateway at `base`, as a browser, an
// owner, a shopper or staff would. Plain Node (20+): global fetch, FormData and Blob, node: built-ins.
// Each function throws an Error naming the step, the request and the answer's status and body when a
// step fails; on success it returns the figures the caller asserts and prints.

import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** A browser's user agent: the beacons ignore bots (and Node's default `node` looks like one). */
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const noop = () => {};

class StepError extends Error {
  constructor(step, message, details = {}) {
    super(`${step}: ${message}`);
    this.name = 'StepError';
    this.step = step;
    Object.assign(this, details);
  }
}

const clip = (text, max = 600) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * One request through the gateway. `json` is sent as JSON, `form` as multipart; `token` as a bearer
 * token. Answers { status, body (parsed JSON or text), headers }. `expect` (a status or a list) makes
 * any other status an Error naming `step`.
 */
async function call(base, step, method, path, { token, json, form, headers = {}, expect, text = false } = {}) {
  const url = new URL(path, base).toString();
  const sent = { 'user-agent': BROWSER_UA, accept: text ? 'text/html' : 'application/json', ...headers };
  if (token) sent.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    sent['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  let response;
  try {
    response = await fetch(url, { method, headers: sent, body, redirect: 'manual' });
  } catch (error) {
    throw new StepError(step, `${method} ${path} failed to connect: ${error.cause?.message ?? error.message}`);
  }
  const raw = await response.text();
  let parsed = raw;
  if (!text && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      // keep the text
    }
  }
  const answer = { status: response.status, body: parsed, raw, headers: response.headers };
  if (expect !== undefined) {
    const wanted = Array.isArray(expect) ? expect : [expect];
    if (!wanted.includes(response.status)) {
      throw new StepError(step, `${method} ${path} answered ${response.status} (expected ${wanted.join(' or ')}): ${clip(raw)}`, {
        status: response.status,
        body: parsed,
      });
    }
  }
  return answer;
}

/** Repeats `attempt` (which answers a value, or undefined to go on) until it answers or `timeoutMs` passes. */
async function poll(step, timeoutMs, intervalMs, attempt, describe) {
  const until = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await attempt();
    if (last !== undefined && last !== false) return last;
    if (Date.now() >= until) throw new StepError(step, `gave up after ${Math.round(timeoutMs / 1000)} s: ${describe()}`);
    await sleep(intervalMs);
  }
}

/** Signs in (POST /api/auth/login/) and answers the access token and user. */
export async function signIn(base, username, password, step = 'sign in') {
  if (!password) throw new StepError(step, `no password given for ${username} (set ATLAS_ADMIN_PASSWORD)`);
  const { body } = await call(base, step, 'POST', '/api/auth/login/', { json: { username, password }, expect: 200 });
  if (!body?.access) throw new StepError(step, `POST /api/auth/login/ gave no access token: ${clip(JSON.stringify(body))}`);
  return { token: body.access, user: body.user };
}

/** A small valid PNG (8×8, RGB, a gradient) built here: signature, IHDR, IDAT (zlib), IEND. */
export function tinyPng(size = 8) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      row[1 + x * 3] = Math.round((x / (size - 1 || 1)) * 255);
      row[2 + x * 3] = Math.round((y / (size - 1 || 1)) * 255);
      row[3 + x * 3] = 128;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The checkout form the commerce service validates (rules/shop-rules.ts), paid with the test card that succeeds. */
function checkoutForm(email) {
  return {
    customer_email: email,
    billing_first_name: 'Deploy',
    billing_last_name: 'Check',
    billing_address_1: '1 Test Street',
    billing_city: 'Springfield',
    billing_state: 'IL',
    billing_postal_code: '62701',
    billing_country: 'US',
    same_as_billing: true,
    shipping_method: 'standard',
    payment_method: 'stripe',
    card_number: '4242424242424242',
  };
}

/**
 * A site with one page holding a heading, both published (POST /api/builder/sites/, pages/,
 * pages/{id}/publish/, sites/{id}/publish/). Answers { site, page, heading, path }.
 */
async function publishedSite(base, token, label) {
  const id = stamp();
  const slug = `${label}-${id}`;
  const { body: site } = await call(base, 'create a site', 'POST', '/api/builder/sites/', {
    token,
    json: { name: `Deploy check ${label} ${id}`, slug, description: 'Made by the deploy check' },
    expect: 201,
  });
  const heading = `Deploy check heading ${id}`;
  const { body: page } = await call(base, 'create a page', 'POST', '/api/builder/pages/', {
    token,
    json: {
      site: site.id,
      title: `Check page ${id}`,
      slug: `check-${id}`,
      blocks: [
        { id: `heading-${id}`, type: 'heading', content: { text: heading, level: 'h1', align: 'left', color: '' } },
        { id: `text-${id}`, type: 'text', content: { text: `A paragraph written by the deploy check (${id}).` } },
      ],
    },
    expect: 201,
  });
  await call(base, 'publish the page', 'POST', `/api/builder/pages/${page.id}/publish/`, { token, expect: 200 });
  const { body: publishedSite } = await call(base, 'publish the site', 'POST', `/api/builder/sites/${site.id}/publish/`, {
    token,
    expect: 200,
  });
  if (!publishedSite.is_published && publishedSite.is_published !== undefined) {
    throw new StepError('publish the site', `the site answered is_published=${publishedSite.is_published}`);
  }
  return { site: publishedSite, page, heading, path: `/${publishedSite.slug}/${page.slug}` };
}

/** Posts a beacon until the service counts it ('accepted'): its copy of the site arrives by event, so the first may be 'ignored'. */
async function beaconUntilAccepted(base, step, path, beaconOf, timeoutMs = 20_000) {
  let last = '';
  return poll(
    step,
    timeoutMs,
    500,
    async () => {
      const answer = await call(base, step, 'POST', path, {
        // navigator.sendBeacon with a string sends text/plain
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: new URL(base).origin },
        form: JSON.stringify(beaconOf()),
        expect: 202,
      });
      last = answer.raw;
      return answer.body?.status === 'accepted' ? answer.body : undefined;
    },
    () => `POST ${path} kept answering ${last}`,
  );
}

/**
 * The owner's journey: register, sign in, create a site, publish a page and the site, read the page
 * as a visitor, post content, upload an image, check out an order, see the visit counted.
 */
export async function journey(base, { adminUser = 'admin', adminPassword, log = noop } = {}) {
  const id = stamp();
  let username = `owner-${id}`;
  const password = `Pw-${id}-check`;
  const registered = await call(base, 'register an owner', 'POST', '/api/auth/register/', {
    json: { username, email: `${username}@example.com`, password, password_confirm: password },
    expect: adminPassword ? [201, 429] : 201,
  });
  let session;
  if (registered.status === 429) {
    // ATLAS_REGISTER_LIMIT_PER_ADDRESS (10 an hour) counts the address identity sees: behind the gateway, often one.
    log(`journey: registration throttled (${clip(registered.raw, 120)}); signing in as ${adminUser} instead`);
    username = adminUser;
    session = await signIn(base, adminUser, adminPassword, 'sign in as the admin');
  } else {
    session = await signIn(base, username, password, 'sign in as the new owner');
    log(`journey: registered and signed in as ${username} (user ${session.user.id})`);
  }
  const { token, user } = session;

  const { site, page, heading, path } = await publishedSite(base, token, 'journey');
  log(`journey: site ${site.id} (${site.slug}) and page ${page.id} published`);

  // A visitor reads it: the page is rendered on the server; the cache learns of the publication by event.
  let lastRead = { status: 0, raw: '' };
  const html = await poll(
    'read the page publicly',
    20_000,
    500,
    async () => {
      lastRead = await call(base, 'read the page publicly', 'GET', path, { text: true });
      return lastRead.status === 200 && lastRead.raw.includes(heading) ? lastRead.raw : undefined;
    },
    () => `GET ${path} answered ${lastRead.status} without "${heading}": ${clip(lastRead.raw, 300)}`,
  );
  const trackedSite = /data-site="([a-z0-9-]+)"/.exec(html)?.[1];
  log(`journey: GET ${path} shows the heading${trackedSite ? `, tracker for ${trackedSite}` : ', no tracker tag'}`);

  const { body: post } = await call(base, 'post content', 'POST', '/api/content/', {
    token,
    json: {
      title: `Deploy check post ${id}`,
      site: site.id,
      type: 'post',
      status: 'published',
      excerpt: 'Written by the deploy check',
      body: `# Hello\n\nThe deploy check wrote this post (${id}).`,
    },
    expect: 201,
  });
  if (post.status !== 'published') throw new StepError('post content', `the post answered status ${post.status}`);
  log(`journey: post ${post.id} published`);

  const form = new FormData();
  form.append('file', new Blob([tinyPng()], { type: 'image/png' }), `check-${id}.png`);
  const { body: media } = await call(base, 'upload an image', 'POST', '/api/media/upload/', { token, form, expect: 201 });
  if (media.type !== 'image' || !media.url) {
    throw new StepError('upload an image', `the upload answered ${clip(JSON.stringify(media))}`);
  }
  const image = await call(base, 'read the uploaded image', 'GET', media.url, { text: true, headers: { accept: 'image/*' } });
  if (image.status !== 200) throw new StepError('read the uploaded image', `GET ${media.url} answered ${image.status}`);
  log(`journey: image ${media.id} uploaded (${media.width}x${media.height}) at ${media.url}`);

  // The shop: the demo catalogue's first product that is in stock and has no options.
  const { body: catalogue } = await call(base, 'read the shop catalogue', 'GET', '/ecommerce/api/products/?in_stock=true&page_size=50', {
    expect: 200,
  });
  const product = catalogue.results.find((p) => !p.has_variations && p.is_in_stock && (!p.manage_stock || p.stock_quantity > 0));
  if (!product) throw new StepError('read the shop catalogue', `no product in stock without options among ${catalogue.count}`);
  await call(base, 'add to the cart', 'POST', '/ecommerce/api/cart/add_item/', {
    token,
    json: { product_id: product.id, quantity: 1 },
    expect: 200,
  });
  const { body: order } = await call(base, 'check out', 'POST', '/ecommerce/api/orders/', {
    token,
    headers: { 'idempotency-key': `journey-${id}` },
    json: checkoutForm(`${username}-${id}@example.com`),
    expect: 201,
  });
  log(`journey: order ${order.order_number} (${order.id}) ${order.status}, ${order.total_amount} for ${product.slug}`);

  // The visit: what the tracker sends on load (POST /api/analytics/collect), then the owner's overview.
  const slug = trackedSite ?? site.slug;
  await beaconUntilAccepted(base, 'count the visit', '/api/analytics/collect', () => ({
    event_id: randomUUID(),
    site: slug,
    type: 'pageview',
    path,
    referrer: '',
    screen_width: 1280,
    title: page.title,
  }));
  let overview = {};
  const visits = await poll(
    'see the visit counted',
    30_000,
    1000,
    async () => {
      ({ body: overview } = await call(
        base,
        'see the visit counted',
        'GET',
        `/api/analytics/dashboard/overview/?site=${site.id}&timeRange=1d`,
        { token, expect: 200 },
      ));
      return overview.pageViews >= 1 ? overview.pageViews : undefined;
    },
    () => `the overview of site ${site.id} still says pageViews=${overview.pageViews}`,
  );
  log(`journey: the overview counts ${visits} page view(s), ${overview.uniqueVisitors} visitor(s)`);

  return {
    username,
    userId: user.id,
    siteId: site.id,
    siteSlug: site.slug,
    pageId: page.id,
    pageUrl: new URL(path, base).toString(),
    postId: post.id,
    mediaId: media.id,
    mediaUrl: media.url,
    productId: product.id,
    orderId: order.id,
    orderNumber: order.order_number,
    orderStatus: order.status,
    visits,
    visitors: overview.uniqueVisitors,
  };
}

/**
 * Staff creates a product with `stock`; `buyers` guests, each with their own cart (made by their first
 * add_item, then named by X-Cart-Id), add it
 * (all carts filled first), then all check out at once. Orders = 201; refused = 409 (out of stock, at
 * checkout) or 400 out of stock (at add, if the stock ran out first); anything else is an error.
 */
export async function stockRace(base, { adminUser = 'admin', adminPassword, buyers = 200, stock = 50, log = noop } = {}) {
  const { token } = await signIn(base, adminUser, adminPassword, 'sign in as staff');
  const id = stamp();
  const { body: product } = await call(base, 'create the race product', 'POST', '/ecommerce/api/products/', {
    token,
    json: {
      name: `Race product ${id}`,
      slug: `race-${id}`,
      sku: `RACE-${id}`.toUpperCase().slice(0, 64),
      regular_price: 5,
      stock_quantity: stock,
      manage_stock: true,
      allow_backorders: false,
      low_stock_threshold: 0,
      status: 'active',
    },
    expect: 201,
  });
  log(`stockRace: product ${product.id} (${product.slug}) with stock ${product.stock_quantity}`);

  const refusedForStock = (answer) =>
    answer.status === 409 || (answer.status === 400 && /stock/i.test(String(answer.body?.detail ?? answer.raw)));
  const errors = [];
  let refused = 0;
  let orders = 0;
  const statuses = {};
  const count = (answer) => (statuses[answer.status] = (statuses[answer.status] ?? 0) + 1);

  // A guest's first change makes the cart; the answer's id is what the browser keeps and sends back (X-Cart-Id).
  const added = await Promise.all(
    Array.from({ length: buyers }, async () => {
      try {
        const answer = await call(base, 'add to a cart', 'POST', '/ecommerce/api/cart/add_item/', {
          json: { product_id: product.id, quantity: 1 },
        });
        if (answer.status === 200 && answer.body?.id) return answer.body.id;
        if (refusedForStock(answer)) refused++;
        else errors.push(`add_item ${answer.status}: ${clip(answer.raw, 200)}`);
      } catch (error) {
        errors.push(error.message);
      }
      return null;
    }),
  );
  const started = Date.now();
  await Promise.all(
    added.filter(Boolean).map(async (cart, i) => {
      try {
        const answer = await call(base, 'check out', 'POST', '/ecommerce/api/orders/', {
          headers: { 'x-cart-id': cart, 'idempotency-key': `race-${id}-${i}` },
          json: checkoutForm(`buyer-${i}-${id}@example.com`),
        });
        count(answer);
        if (answer.status === 201) orders++;
        else if (refusedForStock(answer)) refused++;
        else errors.push(`orders ${answer.status}: ${clip(answer.raw, 200)}`);
      } catch (error) {
        errors.push(error.message);
      }
    }),
  );
  const checkoutMs = Date.now() - started;
  const { body: after } = await call(base, 'read the race product back', 'GET', `/ecommerce/api/products/${product.slug}/`, {
    token,
    expect: 200,
  });
  log(
    `stockRace: ${orders} orders, ${refused} refused, ${errors.length} errors, final stock ${after.stock_quantity}, ` +
      `checkouts took ${checkoutMs} ms (statuses ${JSON.stringify(statuses)})`,
  );
  return {
    productId: product.id,
    productSlug: product.slug,
    buyers,
    stock,
    orders,
    refused,
    errors: errors.length,
    errorSamples: errors.slice(0, 5),
    statuses,
    finalStock: after.stock_quantity,
    checkoutMs,
  };
}

/** The server's clock (the gateway's Date header), so a schedule "a few seconds ahead" does not depend on this machine's clock. */
async function serverNow(base) {
  const answer = await call(base, 'read the server time', 'GET', '/health');
  const date = Date.parse(answer.headers.get('date') ?? '');
  return Number.isNaN(date) ? Date.now() : date;
}

/**
 * Staff (the admin) schedules a post `aheadMs` ahead (status scheduled, published_at); the content
 * service's scheduler (every CONTENT_SCHEDULE_INTERVAL_MS, 5 s by default, in every replica) publishes
 * it. Waits until GET /api/content/{id}/ says published (≤ 60 s), then `settleMs` more, and counts the
 * item's audit trail (GET /api/content/{id}/history/): each publication writes one 'published' entry in
 * the same transaction as its `content.item.published` outbox event, so `published` must be 1.
 * publishEvidenceSql(postId) gives the same count straight from PostgreSQL.
 */
export async function scheduledPostOnce(base, { adminUser = 'admin', adminPassword, aheadMs = 6000, settleMs = 12_000, log = noop } = {}) {
  const { token } = await signIn(base, adminUser, adminPassword, 'sign in as staff');
  const id = stamp();
  const { body: site } = await call(base, 'create a site for the post', 'POST', '/api/builder/sites/', {
    token,
    json: { name: `Schedule check ${id}`, slug: `schedule-${id}` },
    expect: 201,
  });
  const publishAt = new Date((await serverNow(base)) + aheadMs).toISOString();
  const { body: post } = await call(base, 'schedule a post', 'POST', '/api/content/', {
    token,
    json: {
      title: `Scheduled post ${id}`,
      site: site.id,
      type: 'post',
      status: 'scheduled',
      published_at: publishAt,
      body: `Published by the scheduler (${id}).`,
    },
    expect: 201,
  });
  if (post.status !== 'scheduled') throw new StepError('schedule a post', `the post answered status ${post.status}`);
  log(`scheduledPostOnce: post ${post.id} scheduled for ${publishAt}`);

  const scheduledAt = Date.now();
  let current = post;
  const published = await poll(
    'wait for the scheduled post',
    60_000,
    1000,
    async () => {
      ({ body: current } = await call(base, 'wait for the scheduled post', 'GET', `/api/content/${post.id}/`, { token, expect: 200 }));
      return current.status === 'published' ? current : undefined;
    },
    () => `post ${post.id} is still ${current.status} (published_at ${current.published_at})`,
  );
  const publishedAfterMs = Date.now() - scheduledAt;
  log(`scheduledPostOnce: published after ${publishedAfterMs} ms; waiting ${settleMs} ms for any second publication`);
  await sleep(settleMs);

  const { body: after } = await call(base, 'read the post again', 'GET', `/api/content/${post.id}/`, { token, expect: 200 });
  const { body: history } = await call(base, 'read the post history', 'GET', `/api/content/${post.id}/history/`, { token, expect: 200 });
  const publications = history.filter((entry) => entry.action === 'published');
  const result = {
    postId: post.id,
    siteId: site.id,
    publishAt,
    publishedAfterMs,
    status: after.status,
    published: publications.length,
    publishedBy: publications.map((entry) => entry.user.username),
    publishedAtStable: after.published_at === published.published_at,
    history: history.map((entry) => entry.action).reverse(),
    sql: publishEvidenceSql(post.id),
  };
  log(`scheduledPostOnce: ${result.published} publication(s) in the history (${result.history.join(', ')})`);
  return result;
}

/**
 * SQL for psql (on the services' database) that counts the post's publications where they are
 * written: the content service's outbox (`content.outbox`, topic `content.item.published`, payload
 * item_id) and its audit trail (`content.audit`, action `published`). Each must be 1.
 */
export function publishEvidenceSql(postId) {
  const id = Number(postId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`publishEvidenceSql: not a post id: ${postId}`);
  return {
    outboxEvents: `select count(*) from content.outbox where topic = 'content.item.published' and (envelope->'payload'->>'item_id')::int = ${id};`,
    auditEntries: `select count(*) from content.audit where item_id = ${id} and action = 'published';`,
  };
}

/**
 * Raises one performance alert through the public API: a published page (made by staff) gets
 * `samples` vitals beacons (POST /api/performance/vitals/, as the tracker's web-vitals script sends
 * them) whose LCP is far above the poor limit (PERFORMANCE_ALERT_LCP_MS, 4000 ms; judged once a page
 * has PERFORMANCE_VITALS_MIN_SAMPLES = 5). The monitor judges vitals right after each sample it stores
 * (PERFORMANCE_SAMPLE_INTERVAL_MS, 5 s; PERFORMANCE_SAMPLER must not be `off`). Waits until
 * GET /api/performance/alerts/ (staff) shows the `lcp` alert for that page (≤ 60 s), keeps the
 * condition going with more beacons for `settleMs` so every replica judges it again, then counts the
 * alerts for that page: `alerts` must be 1 (its occurrence_count may grow: that is the same alert).
 */
export async function alertOnce(
  base,
  { adminUser = 'admin', adminPassword, samples = 8, lcpMs = 9000, settleMs = 15_000, log = noop } = {},
) {
  const { token } = await signIn(base, adminUser, adminPassword, 'sign in as staff');
  const { site, path } = await publishedSite(base, token, 'alert');
  const beacon = () => ({
    event_id: randomUUID(),
    site: site.slug,
    path,
    metrics: { LCP: lcpMs, FCP: Math.round(lcpMs / 2), TTFB: 300 },
    load_time: lcpMs + 500,
    navigation_type: 'navigate',
  });
  const send = async (count) => {
    for (let i = 0; i < count; i++) {
      await call(base, 'report poor vitals', 'POST', '/api/performance/vitals/', {
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: new URL(base).origin },
        form: JSON.stringify(beacon()),
        expect: 202,
      });
    }
  };
  // The performance service learns of the published site by event: the first beacons may be ignored.
  await beaconUntilAccepted(base, 'report poor vitals', '/api/performance/vitals/', beacon);
  await send(samples - 1);
  log(`alertOnce: ${samples} LCP beacons of ${lcpMs} ms for ${path} (site ${site.id})`);

  const title = ` on ${path}`;
  const matching = async () => {
    const { body } = await call(base, 'read the alerts', 'GET', '/api/performance/alerts/', { token, expect: 200 });
    return body.results.filter((alert) => alert.alert_type === 'lcp' && alert.title.endsWith(title));
  };
  const started = Date.now();
  let seen = [];
  await poll(
    'wait for the alert',
    60_000,
    1000,
    async () => {
      seen = await matching();
      return seen.length > 0 ? seen : undefined;
    },
    () => `no lcp alert for ${path} yet (is PERFORMANCE_SAMPLER off?)`,
  );
  const raisedAfterMs = Date.now() - started;
  log(`alertOnce: alert ${seen[0].id} raised after ${raisedAfterMs} ms; keeping the condition for ${settleMs} ms`);
  const until = Date.now() + settleMs;
  while (Date.now() < until) {
    await send(2);
    await sleep(2500);
  }
  const alerts = await matching();
  const result = {
    siteId: site.id,
    path,
    alerts: alerts.length,
    alertIds: alerts.map((alert) => alert.id),
    occurrences: alerts.map((alert) => alert.occurrence_count),
    status: alerts.map((alert) => alert.status),
    raisedAfterMs,
    sql: alertEvidenceSql(alerts[0]?.id ?? seen[0].id, site.id, path),
  };
  log(`alertOnce: ${result.alerts} alert(s) for ${path}, occurrence_count ${result.occurrences.join(', ')}`);
  return result;
}

/**
 * SQL for psql counting the alert where it is written: `performance.alerts` rows for the page's
 * subject (`{site id}:{path}`) and `performance.alert.raised` events for that alert in
 * `performance.outbox`. Each must be 1.
 */
export function alertEvidenceSql(alertId, siteId, path) {
  const id = Number(alertId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`alertEvidenceSql: not an alert id: ${alertId}`);
  const subject = `${Number(siteId)}:${String(path)}`.replace(/'/g, "''");
  return {
    alertRows: `select count(*) from performance.alerts where alert_type = 'lcp' and subject = '${subject}';`,
    raisedEvents: `select count(*) from performance.outbox where topic = 'performance.alert.raised' and (envelope->'payload'->>'alert_id')::int = ${id};`,
  };
}
