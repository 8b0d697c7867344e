// npm start: builds what is missing, then runs identity, every other service and the gateway.
//   (default)                       all in ONE Node process on the embedded database and transport (services/kit runServices)
//   ATLAS_PROCESSES=separate        one process per service (services/<name>/src/main.ts) and one for the gateway
//                                   (gateway/src/main.ts), on DATABASE_URL; events travel through that database's
//                                   event log, or Kafka with KAFKA_BROKERS. A process that dies is NOT restarted.
//   ATLAS_SERVICES=identity,sites   only these services (the gateway always runs)
//   --no-build                      do not build missing front ends (the e2e harness)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { register } from 'tsx/cjs/api';
import { buildFrontEnds } from './build.mjs';
import { ROOT, serviceModules } from './lib/workspaces.mjs';

const require = createRequire(import.meta.url);
const HOST = process.env.HOST || '127.0.0.1';
// What a browser on this machine types: a wildcard address is reached at localhost.
const SHOWN_HOST = HOST === '0.0.0.0' || HOST === '::' ? 'localhost' : HOST;
const GATEWAY_PORT = Number(process.env.GATEWAY_PORT || 8080);

async function main() {
  const mode = process.env.ATLAS_PROCESSES || 'one';
  if (mode !== 'one' && mode !== 'separate') throw new Error(`ATLAS_PROCESSES must be "one" or "separate", got "${mode}"`);
  if (mode === 'separate' && !process.env.DATABASE_URL) {
    throw new Error(
      'ATLAS_PROCESSES=separate needs DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/atlas): ' +
        'the embedded database folder can be opened by one process only. Without DATABASE_URL, `npm start` runs everything in one process.',
    );
  }

  if (!process.argv.includes('--no-build')) {
    const failed = await buildFrontEnds({ onlyMissing: true });
    if (failed.length > 0) {
      console.error(`Build failed for ${failed.join(', ')}; starting anyway (those parts answer with an error until built).`);
    }
  }

  const wanted = (process.env.ATLAS_SERVICES || '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !serviceModules().some((service) => service.name === name) && name !== 'gateway');
  if (unknown.length > 0) console.warn(`ATLAS_SERVICES names unknown services: ${unknown.join(', ')}`);
  const services = serviceModules().filter((service) => wanted.length === 0 || wanted.includes(service.name));

  if (mode === 'separate') await runSeparately(services);
  else await runInOneProcess(services);
}

/** One line per service (its address and its OpenAPI document), then the line the e2e harness waits for. */
function printAddresses(services) {
  const width = Math.max(0, ...services.map((service) => service.name.length));
  for (const { name, url } of services) console.log(`${name.padEnd(width)}  ${url}  docs ${url}/documentation/json`);
  console.log('Demo account: demo / demo1234');
  console.log(`Atlas is running at http://${SHOWN_HOST}:${GATEWAY_PORT}`);
}

async function runInOneProcess(services) {
  register();
  const definitions = [];
  for (const service of services) {
    try {
      const { definition } = require(service.file);
      if (!definition) throw new Error('src/service.ts exports no `definition`');
      definitions.push(definition);
    } catch (error) {
      console.error(`Service ${service.name} not started: ${error instanceof Error ? error.stack : error}`);
    }
  }

  const { runServices, loggerOptions } = require('@atlas/service-kit');
  const { buildGateway, gatewayEventOptions, serveTlsAsks } = require('../gateway/src/index.ts');
  const running = await runServices(definitions, {
    extra: async ({ transport }) => {
      const logger = loggerOptions(process.env.LOG_LEVEL || 'info', 'gateway', { nameInJson: false });
      const gateway = await buildGateway({ ...gatewayEventOptions(transport), logger });
      await gateway.listen({ host: HOST, port: GATEWAY_PORT });
      // The edge's TLS permission (ATLAS_SITES_DOMAIN set): its own port, never the public one.
      const tlsAsk = await serveTlsAsks(gateway, process.env);
      if (tlsAsk) console.log(`TLS permission for the edge: ${tlsAsk.url}`);
      return {
        close: async () => {
          await tlsAsk?.close();
          await gateway.close();
        },
      };
    },
  });
  printAddresses(running.services.map((app) => ({ name: app.config.name, url: `http://${SHOWN_HOST}:${app.server.address().port}` })));
}

/**
 * Each service and the gateway as its own Node process, their output forwarded line by line behind
 * their name. A process that dies stays dead: the others keep running (the gateway answers 503 for
 * the dead service's routes) and this launcher says how to start it again; Ctrl-C stops them all.
 */
async function runSeparately(services) {
  const parts = services.map((service) => ({
    name: service.name,
    workspace: `services/${service.name}`,
    main: path.join(ROOT, 'services', service.name, 'src', 'main.ts'),
    port: servicePort(service.name),
  }));
  parts.push({ name: 'gateway', workspace: 'gateway', main: path.join(ROOT, 'gateway', 'src', 'main.ts'), port: GATEWAY_PORT });
  const missing = parts.filter((part) => !existsSync(part.main));
  if (missing.length > 0)
    throw new Error(
      `No ${missing.map((part) => path.relative(ROOT, part.main)).join(', ')}: every part needs a main.ts to run as its own process`,
    );

  // The children write into pipes: keep the terminal's readable, coloured lines when there is one.
  const env = { ...process.env };
  if (process.stdout.isTTY && !env.ATLAS_LOG_FORMAT) {
    env.ATLAS_LOG_FORMAT = 'pretty';
    if (!('NO_COLOR' in env)) env.FORCE_COLOR = '1';
  }
  const width = Math.max(...parts.map((part) => part.name.length));
  let ready = false;
  let stopping;

  const stopAll = (exitCode) => {
    stopping ??= (async () => {
      const running = parts.filter((part) => part.exitCode === undefined);
      for (const part of running) part.child.kill('SIGTERM');
      const stopped = Promise.all(running.map((part) => part.exited));
      const timedOut = await Promise.race([stopped.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 10_000))]);
      if (timedOut) for (const part of running) if (part.exitCode === undefined) part.child.kill('SIGKILL');
      await stopped;
      process.exit(exitCode);
    })();
    return stopping;
  };
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));

  for (const part of parts) {
    // node --import tsx rather than the tsx command: the pid printed is the service's own process.
    part.child = spawn(process.execPath, ['--import', 'tsx', part.main], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    console.log(`Started ${part.name} (pid ${part.child.pid}): ${path.relative(ROOT, part.main)}`);
    const prefix = `${part.name.padEnd(width)} | `;
    readline.createInterface({ input: part.child.stdout }).on('line', (line) => process.stdout.write(prefix + line + '\n'));
    readline.createInterface({ input: part.child.stderr }).on('line', (line) => process.stderr.write(prefix + line + '\n'));
    part.exited = new Promise((resolve) =>
      part.child.once('exit', (code, signal) => {
        part.exitCode = code ?? signal;
        resolve();
        if (stopping) return;
        const how = signal ? `killed by ${signal}` : `exit code ${code}`;
        if (!ready) {
          console.error(`${part.name} stopped before Atlas was ready (${how}); stopping the others.`);
          void stopAll(1);
          return;
        }
        const effect =
          part.name === 'gateway'
            ? 'nothing answers at the gateway address'
            : 'the gateway answers 503 on its routes, the other services keep running';
        console.error(
          `${part.name} stopped (${how}). It is not restarted: ${effect}. Start it again with \`npm start -w ${part.workspace}\` (same environment).`,
        );
        if (parts.every((other) => other.exitCode !== undefined)) process.exit(1);
      }),
    );
  }

  try {
    await Promise.all(parts.map((part) => waitForHealth(part)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll(1);
  }
  ready = true;
  printAddresses(
    parts.filter((part) => part.name !== 'gateway').map((part) => ({ name: part.name, url: `http://${SHOWN_HOST}:${part.port}` })),
  );
  console.log('Each part runs in its own process and is not restarted if it dies; Ctrl-C stops them all.');
}

/** `<NAME>_PORT`, else the port in services/<name>/manifest.json (as the kit's resolvePort). */
function servicePort(name) {
  const fromEnv = process.env[`${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_PORT`];
  if (fromEnv) return Number(fromEnv);
  return JSON.parse(readFileSync(path.join(ROOT, 'services', name, 'manifest.json'), 'utf8')).port;
}

/**
 * Resolves once the part answers GET /health with 200; gives up after three minutes (a first start
 * compiles). A part that exits first never resolves: its exit stops the launcher.
 */
async function waitForHealth(part) {
  const probeHost = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST;
  const deadline = Date.now() + 180_000;
  while (part.exitCode === undefined) {
    try {
      const response = await fetch(`http://${probeHost}:${part.port}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${part.name} did not answer /health on port ${part.port} within three minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return new Promise(() => undefined);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
