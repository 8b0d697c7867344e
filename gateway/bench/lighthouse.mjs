#!/usr/bin/env node
// Lighthouse on a public page built from the landing template, served by the real gateway + sites
// service (see public-page.mjs). Prints the performance, accessibility, best-practices and SEO scores
// (target: each >= 95). Chromium from CHROME_PATH (default /usr/bin/chromium).
//
//   node gateway/bench/lighthouse.mjs         (LIGHTHOUSE_FORM_FACTOR=mobile|desktop, default mobile; LIGHTHOUSE_JSON=file keeps the report)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPublicPageServer } from './public-page.mjs';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = 95;

/** Lighthouse on the page a server started by `startServer` names (`{ url, path, stop }`); `label` says what it is. */
export async function runLighthouse(startServer, label) {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const atlas = await startServer();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-lighthouse-'));
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      userDataDir,
    });
    const url = `${atlas.url}${atlas.path}`;
    const desktop = process.env.LIGHTHOUSE_FORM_FACTOR === 'desktop';
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      desktop ? desktopConfig : undefined,
    );
    const { lhr } = result;
    // LIGHTHOUSE_JSON=file keeps the whole report (for the traces behind a score).
    if (process.env.LIGHTHOUSE_JSON) fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(lhr));
    console.log(`Lighthouse ${lhr.lighthouseVersion} on ${url} (${label(atlas)}, ${desktop ? 'desktop' : 'mobile'})`);
    let allMet = true;
    for (const id of CATEGORIES) {
      const score = Math.round((lhr.categories[id].score ?? 0) * 100);
      allMet &&= score >= TARGET;
      console.log(`${lhr.categories[id].title.padEnd(16)} ${String(score).padStart(3)}`);
    }
    const failing = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    );
    for (const audit of failing) {
      console.log(`  - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      for (const item of (Array.isArray(audit.details?.items) ? audit.details.items : []).slice(0, 5)) {
        if (item.node?.snippet)
          console.log(
            `      ${item.node.snippet.slice(0, 160)}${item.node.explanation ? ` — ${item.node.explanation.split('\n').slice(-1)[0].slice(0, 160)}` : ''}`,
          );
      }
    }
    console.log(`target each >= ${TARGET}: ${allMet ? 'met' : 'NOT met'}`);
    process.exitCode = allMet ? 0 : 1;
  } finally {
    if (chrome) await chrome.kill();
    await atlas.stop();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

const invoked = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invoked) {
  runLighthouse(startPublicPageServer, (atlas) => `template "${atlas.template}"`).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
