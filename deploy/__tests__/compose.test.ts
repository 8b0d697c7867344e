// The compose file and the image's health check, checked offline: a health check is a process
// started in the container (runc exec) each time, so once healthy it runs every 30 s, and while a
// container starts every second (start_interval), so what waits for it starts at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const DEPLOY = path.resolve(__dirname, '..');
const compose = parse(readFileSync(path.join(DEPLOY, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { healthcheck?: Record<string, unknown> }>;
};

const seconds = (value: unknown) => {
  const match = /^(\d+)(ms|s|m)$/.exec(String(value));
  if (!match) return NaN;
  return Number(match[1]) * { ms: 0.001, s: 1, m: 60 }[match[2] as 'ms' | 's' | 'm'];
};

test('every container is checked every 30 s once healthy, and every second or two while it starts', () => {
  const checks = Object.entries(compose.services).map(([name, { healthcheck = {} }]) => ({
    name,
    interval: seconds(healthcheck.interval),
    startInterval: seconds(healthcheck.start_interval),
    startPeriod: seconds(healthcheck.start_period),
  }));
  expect(checks.length).toBeGreaterThanOrEqual(16);
  for (const check of checks) {
    expect(check).toEqual({ name: check.name, interval: 30, startInterval: expect.any(Number), startPeriod: expect.any(Number) });
    expect(check.startInterval).toBeLessThanOrEqual(2);
    expect(check.startPeriod).toBeGreaterThanOrEqual(60);
  }
});

test("the image's own health check runs every 30 s, with a start period for a slow start", () => {
  const dockerfile = readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8');
  const healthcheck = /^HEALTHCHECK (.*)$/m.exec(dockerfile)?.[1] ?? '';
  expect(healthcheck).toMatch(/--interval=30s /);
  expect(healthcheck).toMatch(/--start-period=120s /);
  // Debian's Docker 20.10 (the deploy check's) cannot build `--start-interval`: compose sets it
  expect(healthcheck).not.toMatch(/--start-interval/);
});
