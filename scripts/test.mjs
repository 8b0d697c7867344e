// npm test: everything, in order, ending with ONE line "N passed, N failed, N skipped".
//   1. the Debian tools the suites need (chromium for Playwright, kcat for the Kafka contract tests, caddy and
//      pebble for the edge's TLS test)
//   2. every workspace's jest tests (root jest.config.js: one project per workspace), embedded database;
//      with DATABASE_URL the service and system tests are left out of this pass (ATLAS_TEST_EMBEDDED_TOO=1 keeps them)
//   3. with DATABASE_URL: the service and system tests on that PostgreSQL server (fresh database per file)
//   4. npm run build (shell and every remote), then the Playwright journeys in e2e/ (on the embedded
//      database; the journey that runs each part as its own process gets a fresh database on the
//      DATABASE_URL server through ATLAS_E2E_DATABASE_URL, and fails without one)
// Each run writes a JSON report; the summary adds them up. A run that crashes before writing its
// report counts as one failure. Exit code 1 when anything failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { buildFrontEnds } from './build.mjs';
import { run } from './lib/run.mjs';
import { jestProjects, ROOT } from './lib/workspaces.mjs';

const REPORTS = path.join(ROOT, '.data', 'test-reports');
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function section(title) {
  console.log(`\n=== ${title} ===`);
}

function has(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function ensureDebianTools() {
  const needed = [
    ['chromium', '/usr/bin/chromium'],
    ['kcat', 'kcat'],
    ['caddy', '/usr/bin/caddy'],
    ['pebble', '/usr/bin/pebble'],
    // the own-origin journey's browser trusts Pebble's CA through an NSS database of its own
    ['libnss3-tools', 'certutil'],
  ].filter(([, probe]) => (probe.startsWith('/') ? !existsSync(probe) : !has(probe)));
  if (needed.length === 0) return true;
  const packages = needed.map(([name]) => name);
  if (process.getuid?.() !== 0 || !has('apt-get')) {
    problems.push(`missing ${packages.join(', ')}: install them (apt-get install -y ${packages.join(' ')})`);
    return false;
  }
  section(`Installing ${packages.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', ...packages], { env })) !== 0
  ) {
    problems.push(`could not install ${packages.join(', ')} with apt-get`);
    return false;
  }
  return true;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function jestRun(label, args, env) {
  section(label);
  const output = path.join(REPORTS, `${label.replace(/\W+/g, '-')}.json`);
  rmSync(output, { force: true });
  const code = await run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${output}`, ...args], { env });
  const report = readJson(output);
  if (!report) {
    totals.failed += 1;
    problems.push(`${label}: jest exited ${code} without a report`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // a test file that fails to load has no test results: count it once
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0);
  totals.failed += brokenFiles.length;
  for (const file of brokenFiles)
    problems.push(`${label}: ${path.relative(ROOT, file.name)} did not run: ${String(file.message).split('\n').find(Boolean) ?? ''}`);
  if (code !== 0 && report.numFailedTests === 0 && brokenFiles.length === 0) {
    totals.failed += 1;
    problems.push(`${label}: jest exited ${code}`);
  }
}

async function playwrightRun() {
  section('End-to-end journeys (Playwright, e2e/)');
  const output = path.join(ROOT, 'e2e', 'test-results', 'results.json');
  rmSync(output, { force: true });
  const env = {
    ...process.env,
    DATABASE_URL: '',
    ATLAS_E2E_DATABASE_URL: process.env.ATLAS_E2E_DATABASE_URL || process.env.DATABASE_URL || '',
  };
  const code = await run('npx', ['playwright', 'test'], { cwd: path.join(ROOT, 'e2e'), env });
  const report = readJson(output);
  if (!report?.stats) {
    totals.failed += 1;
    problems.push(`playwright exited ${code} without a report (${path.relative(ROOT, output)})`);
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  if (code !== 0 && unexpected === 0) {
    totals.failed += 1;
    problems.push(
      `playwright exited ${code} (${(report.errors ?? [])
        .map((error) => error.message)
        .join('; ')
        .slice(0, 300)})`,
    );
  }
}

async function main() {
  mkdirSync(REPORTS, { recursive: true });
  const toolsReady = await ensureDebianTools();

  // The service and system tests run once: on the PostgreSQL server when DATABASE_URL is set (what
  // production runs), else on the embedded database. Everything else runs on the embedded database,
  // the kit's tests of PGlite among them, and the browser journeys run Atlas on it.
  // ATLAS_TEST_EMBEDDED_TOO=1 runs the service and system tests on both.
  const onServer = (workspace) => (workspace.startsWith('services/') && workspace !== 'services/kit') || workspace === 'system-tests';
  const everythingEmbedded = !process.env.DATABASE_URL || process.env.ATLAS_TEST_EMBEDDED_TOO === '1';
  const firstPass = everythingEmbedded
    ? []
    : jestProjects()
        .filter((workspace) => !onServer(workspace))
        .map((workspace) => `${ROOT}/${workspace}/`);
  await jestRun(
    'Unit and integration tests (jest, embedded database)',
    [...firstPass, ...(everythingEmbedded ? [] : [`${ROOT}/deploy/`])],
    {
      ...process.env,
      DATABASE_URL: '',
    },
  );

  if (process.env.DATABASE_URL) {
    const services = jestProjects().filter(onServer);
    await jestRun(
      'Service tests on PostgreSQL (DATABASE_URL)',
      services.map((workspace) => `${ROOT}/${workspace}/`),
      process.env,
    );
  } else {
    console.log('\nDATABASE_URL is not set: the service tests ran on the embedded database only.');
  }

  section('Building the front ends');
  const failedBuilds = await buildFrontEnds();
  if (failedBuilds.length > 0) {
    totals.failed += failedBuilds.length;
    problems.push(`build failed: ${failedBuilds.join(', ')}`);
  }

  if (!toolsReady) {
    totals.failed += 1;
    problems.push('end-to-end journeys not run: chromium is missing');
  } else if (failedBuilds.length > 0) {
    totals.failed += 1;
    problems.push('end-to-end journeys not run: the build failed');
  } else {
    await playwrightRun();
  }

  console.log('');
  for (const problem of problems) console.log(`! ${problem}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exitCode = totals.failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed, ${totals.skipped} skipped`);
  process.exit(1);
});
