// scratch: profile beacons through the gateway (service here, gateway child)
import { beaconBench, gatewayInFrontOf, loadBeacons, stubBehindGateway } from './scripts/lib/beacon-bench.mjs';
import { cpuMs, withBenchDatabase, benchDataDir } from './scripts/lib/service-bench.mjs';
const kit = await import('@atlas/service-kit');
const { definition } = await import('./services/analytics/src/service.ts');
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const template = { site: 'bench-site', type: 'pageview', path: '/bench-site/menu', referrer: '', screen_width: 1440 };
const D = Number(process.env.D || 8);
await withBenchDatabase(kit, async (database) => {
  const app = await kit.createService(definition, { database, env: { ...process.env, ATLAS_DATA_DIR: benchDataDir() }, runEvents: false, logger: false });
  await app.ready();
  await app.events.deliver(kit.buildEnvelope({ type: 'sites.site.created', key: '1', payload: { site_id: 1, owner_id: 1, slug: 'bench-site', name: 'Bench', is_published: true } }));
  const serviceUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const gateway = await gatewayInFrontOf({ analytics: serviceUrl });
  const stub = process.env.STUB ? await stubBehindGateway({ service: 'analytics', route: '/api/analytics/collect' }) : undefined;
  const run = async (name, url, pids) => {
    const before = pids.map(cpuMs);
    const r = await loadBeacons(url + '/api/analytics/collect', { connections: 20, duration: D, template, headers: { 'user-agent': CHROME } });
    console.log(name, Math.round(r.rps), 'req/s', r.ok, 'ok', r.refused, 'refused', pids.map((p, i) => Math.round(((cpuMs(p) - before[i]) * 1000) / r.total) + 'µs').join(' '));
  };
  await run('warm', gateway.url, [gateway.pid, process.pid]);
  for (let i = 0; i < Number(process.env.R || 1); i++) {
    if (stub) await run('stub', stub.url, [stub.pids.gateway, stub.pids.upstream]);
    await run('gateway', gateway.url, [gateway.pid, process.pid]);
    if (process.env.DIRECT) await run('direct', serviceUrl, [process.pid]);
  }
  await gateway.close(); await stub?.close();
  await app.close();
});
