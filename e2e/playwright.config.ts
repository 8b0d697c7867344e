import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness/chromium';

// Journeys through the real gateway and the built remotes. Global setup starts Atlas
// (scripts/start.mjs --no-build) on free ports; builds are done beforehand by scripts/test.mjs.
export default defineConfig({
  testDir: './tests',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
  globalSetup: './harness/global-setup.mjs',
  use: {
    viewport: { width: 1366, height: 860 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
