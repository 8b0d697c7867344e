// Issue 34: a site on its own origin. Atlas runs with ATLAS_SITES_DOMAIN (its own instance, not global
// setup's) behind the production edge: Debian's caddy (deploy/caddy/Caddyfile, on-demand TLS asking the
// gateway) getting certificates from Debian's pebble. A DNS server on 127.0.0.1 answers the sites
// service's TXT lookups; chromium maps every *.example.test name to 127.0.0.1 and trusts Pebble's CA
// (an NSS database of its own). The owner adds shop.example.test in Site Settings › Domains, copies the
// records, the test publishes the TXT, Verify turns green, the site opens at https://shop.example.test
// and www.shop.example.test answers 308 to it; the dashboard host answers the old path with a 308 too.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium';
import { freePort, startAtlas, type RunningAtlas } from '../harness/atlas-process.mjs';
import { bearer, expect, publishedSite, screenshot, signIn, test } from '../harness/fixtures';
import { startTxtServer } from '../../services/sites/src/__tests__/txt-server';
import { handshake, httpsGet, missingEdgeBinaries, startEdge, type Edge } from '../../system-tests/src/edge/pebble-caddy';

const SITES_DOMAIN = 'sites.example.test';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const ARGS = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.example.test 127.0.0.1'];

let atlas: RunningAtlas | undefined;
let edge: Edge | undefined;
let dns: Awaited<ReturnType<typeof startTxtServer>> | undefined;
let browser: Browser | undefined;
let home: string | undefined;
let httpsPort = 0;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const missing = missingEdgeBinaries();
  if (missing.length) throw new Error(`The edge needs ${missing.join(', ')} (Debian packages caddy and pebble; .ci/run installs them)`);
  const dnsPort = await freePort();
  const askPort = await freePort();
  httpsPort = await freePort();
  const httpPort = await freePort();
  dns = await startTxtServer(dnsPort);
  atlas = await startAtlas({
    env: {
      ATLAS_SITES_DOMAIN: SITES_DOMAIN,
      ATLAS_SITES_SCHEME: 'https',
      ATLAS_SITES_PORT: String(httpsPort),
      ATLAS_DNS_SERVERS: `127.0.0.1:${dnsPort}`,
      ATLAS_TLS_ASK_PORT: String(askPort),
      ATLAS_EDGE_IPV4: '127.0.0.1',
    },
  });
  const gateway = new URL(atlas.baseURL);
  edge = await startEdge({
    askUrl: `http://127.0.0.1:${askPort}/internal/tls/allow`,
    upstream: `127.0.0.1:${gateway.port}`,
    httpsPort,
    httpPort,
  });
  // Pebble's root, new at every start, trusted by this browser alone (its own HOME, its own NSS database).
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-e2e-browser-'));
  const nssdb = path.join(home, '.pki', 'nssdb');
  fs.mkdirSync(nssdb, { recursive: true });
  const ca = path.join(home, 'pebble-root.pem');
  fs.writeFileSync(ca, edge.caRoot);
  execFileSync('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password']);
  execFileSync('certutil', ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'pebble', '-i', ca]);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, env: { ...process.env, HOME: home } });
});

test.afterAll(async () => {
  await browser?.close();
  await edge?.stop();
  await atlas?.stop();
  await dns?.close();
  if (home) fs.rmSync(home, { recursive: true, force: true });
});

/** The record of `type` in a domain's row: [name, value]. */
async function recordOf(page: Page, hostname: string, type: string): Promise<[string, string]> {
  const row = page.getByRole('listitem', { name: hostname, exact: true }).getByRole('row').filter({ hasText: type }).first();
  const cells = await row.getByRole('cell').allInnerTexts();
  const texts = cells.map((text) => text.replace(/\s*Copy\s*$/g, '').trim()).filter(Boolean);
  return [texts.find((text) => text.includes(hostname)) ?? '', texts[texts.length - 1]];
}

test('the owner connects shop.example.test: records, the TXT published, Verify turns green, the site opens over HTTPS and www follows', async () => {
  test.setTimeout(300_000);
  const api = await playwrightRequest.newContext({ baseURL: atlas!.baseURL });
  const site = await publishedSite(api, await bearer(api), 'Corner Shop', [
    { title: 'Home', slug: 'home' },
    { title: 'Menu', slug: 'menu' },
  ]);

  const context = await browser!.newContext({ baseURL: atlas!.baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/dashboard/sites');
  const card = page.getByRole('article', { name: site.name });
  // Before any domain, the site's own address is its subdomain.
  await expect(card.getByText(`${site.slug}.${SITES_DOMAIN}:${httpsPort}`)).toBeVisible();
  await card.getByRole('button', { name: 'Site Settings' }).click();
  const dialog = page.getByRole('dialog', { name: `Site Settings — ${site.name}` });
  await dialog.getByRole('tab', { name: 'Domains' }).click();

  for (const hostname of ['shop.example.test', 'www.shop.example.test']) {
    await dialog.getByRole('textbox', { name: 'Domain' }).fill(hostname);
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    const row = dialog.getByRole('listitem', { name: hostname, exact: true });
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByText(`_atlas-challenge.${hostname}`).first()).toBeVisible();
  }
  const [txtName, txtValue] = await recordOf(page, 'shop.example.test', 'TXT');
  expect(txtName).toBe('_atlas-challenge.shop.example.test');
  expect(txtValue).toMatch(/^atlas-verify=/);
  await screenshot(page, 'own-origin-domains-pending');

  // Verify before the record exists: still pending, and what the resolver returned is shown.
  const shop = dialog.getByRole('listitem', { name: 'shop.example.test', exact: true });
  await shop.getByRole('button', { name: 'Verify shop.example.test' }).click();
  await expect(shop.getByText('What we saw:')).toBeVisible();
  await expect(shop.getByText('Nothing yet')).toBeVisible();
  await expect(shop.getByText('Pending')).toBeVisible();

  // The DNS host publishes both TXT records; Verify turns each green, the first verified is primary.
  dns!.publish(txtName, txtValue);
  const [wwwName, wwwValue] = await recordOf(page, 'www.shop.example.test', 'TXT');
  dns!.publish(wwwName, wwwValue);
  await shop.getByRole('button', { name: 'Verify shop.example.test' }).click();
  await expect(shop.getByText('Verified')).toBeVisible();
  const verifiedAt = Date.now();
  await expect(shop.getByText('Primary')).toBeVisible();
  const www = dialog.getByRole('listitem', { name: 'www.shop.example.test' });
  await www.getByRole('button', { name: 'Verify www.shop.example.test' }).click();
  await expect(www.getByText('Verified')).toBeVisible();
  await screenshot(page, 'own-origin-domains-verified');

  // The edge gets a certificate once the gateway allows the name: served over HTTPS within 30 s.
  await expect
    .poll(
      async () => {
        try {
          const answer = await httpsGet(httpsPort, 'shop.example.test', '/', edge!.caRoot);
          return answer.status === 200 && answer.body.includes(site.name);
        } catch {
          return false;
        }
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
  expect(Date.now() - verifiedAt).toBeLessThan(30_000);

  const visitor = await browser!.newPage({ viewport: DESKTOP });
  await visitor.goto(`https://shop.example.test:${httpsPort}/`);
  await expect(visitor).toHaveTitle(new RegExp(site.name));
  await visitor.goto(`https://shop.example.test:${httpsPort}/menu`);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://shop.example.test:${httpsPort}/menu`);
  await screenshot(visitor, 'own-origin-site-desktop');
  // www is not the primary host: 308 to it, path and query kept.
  await visitor.goto(`https://www.shop.example.test:${httpsPort}/menu?from=www`);
  await expect(visitor).toHaveURL(`https://shop.example.test:${httpsPort}/menu?from=www`);
  // The dashboard host serves no site HTML: the old address answers 308 to the site's own origin.
  const old = await api.get(`/${site.slug}/menu?ref=old`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe(`https://shop.example.test:${httpsPort}/menu?ref=old`);
  await visitor.setViewportSize(PHONE);
  await visitor.goto(`https://shop.example.test:${httpsPort}/`);
  await screenshot(visitor, 'own-origin-site-375');

  // The gateway's own ask refuses everything else: names of no site, made-up domains and a domain added but
  // never verified get no certificate, and Pebble takes no order for them.
  await dialog.getByRole('textbox', { name: 'Domain' }).fill('pending.example.test');
  await dialog.getByRole('button', { name: 'Add domain' }).click();
  await expect(dialog.getByRole('listitem', { name: 'pending.example.test', exact: true })).toBeVisible();
  const orders = edge!.ordersCount();
  const refused = [
    'pending.example.test',
    ...Array.from({ length: 299 }, (_, index) =>
      index % 2 ? `${randomBytes(5).toString('hex')}.${SITES_DOMAIN}` : `${randomBytes(5).toString('hex')}.example.test`,
    ),
  ];
  let served = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < refused.length) if (await handshake(httpsPort, refused[next++], edge!.caRoot)) served += 1;
    }),
  );
  expect(served).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(edge!.ordersCount()).toBe(orders);
  // The site's own subdomain is allowed too (and, not being the primary host, moves to it).
  expect(await handshake(httpsPort, `${site.slug}.${SITES_DOMAIN}`, edge!.caRoot)).toBe(true);

  // The site card shows the new primary address; the Domains tab fits at 375 px.
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(card.getByText(`shop.example.test:${httpsPort}`)).toBeVisible();
  await page.setViewportSize(PHONE);
  await card.getByRole('button', { name: 'Site Settings' }).click();
  await dialog.getByRole('tab', { name: 'Domains' }).click();
  await expect(dialog.getByRole('listitem', { name: 'shop.example.test', exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'own-origin-domains-375');
  await api.dispose();
});
