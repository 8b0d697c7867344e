// Front-end budgets, measured in headless chromium against a running Atlas (started here the same
// way the e2e harness does): the shell's JavaScript on /login, each remote's entry plus its first
// screen, and the time from navigation to an interactive dashboard. Needs the built front ends.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startAtlas } from '../../e2e/harness/atlas-process.mjs';

const KB = 1024;
const LOGIN_JS_BUDGET = 150 * KB;
const REMOTE_BUDGET = 100 * KB;
const INTERACTIVE_BUDGET_MS = 3000;
const INTERACTIVE_RUNS = 5;
const DEMO = { username: 'demo', password: 'demo1234' };

const REMOTE_SCREENS = [
  { remote: 'builder', path: '/dashboard/sites', heading: 'Site Manager' },
  { remote: 'content', path: '/dashboard/content', heading: 'Content Manager' },
  { remote: 'menus', path: '/dashboard/menus', heading: 'Menu Manager' },
  { remote: 'analytics', path: '/dashboard/analytics', heading: 'Analytics' },
  { remote: 'shop', path: '/dashboard/ecommerce', heading: 'Shop' },
];

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Records every JavaScript response of a page with its gzipped size (as the wire would carry it). */
function recordScripts(page) {
  const scripts = [];
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] || '';
    if (!/\.m?js(\?|$)/.test(new URL(url).pathname) && !type.includes('javascript')) return;
    try {
      const body = await response.body();
      scripts.push({ url, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    } catch {
      // Redirects and aborted responses carry no body.
    }
  });
  return scripts;
}

const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function tokensFor(baseURL) {
  const response = await fetch(`${baseURL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status}`);
  return response.json();
}

async function signedInContext(browser, baseURL) {
  const tokens = await tokensFor(baseURL);
  const context = await browser.newContext();
  await context.addInitScript(
    ([access, refresh]) => {
      if (!localStorage.getItem('atlas_access_token')) {
        localStorage.setItem('atlas_access_token', access);
        localStorage.setItem('atlas_refresh_token', refresh);
      }
    },
    [tokens.access, tokens.refresh],
  );
  return context;
}

async function measureLogin(browser, baseURL) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await context.close();
  return scripts;
}

async function measureRemote(browser, baseURL, screen) {
  const context = await signedInContext(browser, baseURL);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${baseURL}${screen.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts.filter((script) => new URL(script.url).pathname.startsWith(`/remotes/${screen.remote}/`));
}

/** Navigation start → welcome heading shown and a sidebar link that responds to a click. */
async function measureInteractive(browser, baseURL) {
  const context = await signedInContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
  const timings = [];
  for (let run = 0; run < INTERACTIVE_RUNS; run += 1) {
    const started = Date.now();
    await page.goto(`${baseURL}/dashboard`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click({ trial: true });
    timings.push(Date.now() - started);
  }
  await context.close();
  return timings;
}

async function main() {
  const atlas = await startAtlas();
  const browser = await chromium.launch(LAUNCH);
  const results = [];
  try {
    const login = await measureLogin(browser, atlas.baseURL);
    results.push({
      name: 'shell JavaScript on /login (gzip)',
      value: sum(login, 'gzip'),
      budget: LOGIN_JS_BUDGET,
      format: kb,
      detail: `${login.length} files, ${kb(sum(login, 'raw'))} raw`,
    });

    for (const screen of REMOTE_SCREENS) {
      const scripts = await measureRemote(browser, atlas.baseURL, screen);
      if (scripts.length === 0) throw new Error(`no script of /remotes/${screen.remote}/ was loaded on ${screen.path}`);
      results.push({
        name: `${screen.remote} remote: entry + ${screen.path} (gzip)`,
        value: sum(scripts, 'gzip'),
        budget: REMOTE_BUDGET,
        format: kb,
        detail: `${scripts.length} files`,
      });
    }

    const timings = await measureInteractive(browser, atlas.baseURL);
    results.push({
      name: 'navigation → dashboard interactive (median)',
      value: median(timings),
      budget: INTERACTIVE_BUDGET_MS,
      format: (ms) => `${ms} ms`,
      detail: `runs: ${timings.join(', ')} ms`,
    });
  } finally {
    await browser.close();
    await atlas.stop();
  }

  let failed = 0;
  console.log('\nFront-end budgets');
  for (const result of results) {
    const pass = result.value <= result.budget;
    if (!pass) failed += 1;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  ${result.name}: ${result.format(result.value)} (target ≤ ${result.format(result.budget)}; ${result.detail})`,
    );
  }
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
