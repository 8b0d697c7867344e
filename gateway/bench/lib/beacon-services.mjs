// The services a public page's scripts report to, for the benches that serve real pages: the visit
// tracker's beacons go to analytics, its web vitals to performance (without them the page's console
// shows 503s, which Lighthouse counts against Best Practices). Runs inside a bench's tsx child.

/** Starts analytics and performance on the bench's database and transport; `upstreams` for buildGateway. */
export async function startBeaconServices(kit, database, transport) {
  const { definition: analyticsDefinition } = await import('../../../services/analytics/src/service.ts');
  const { definition: performanceDefinition } = await import('../../../services/performance/src/service.ts');
  const analytics = await kit.createService(analyticsDefinition, { database, transport, logger: false });
  // Its machine sampler off: the bench measures the page, not the monitor.
  const performance = await kit.createService(performanceDefinition, {
    database,
    transport,
    logger: false,
    env: { ...process.env, PERFORMANCE_SAMPLER: 'off' },
  });
  await analytics.listen({ host: '127.0.0.1', port: 0 });
  await performance.listen({ host: '127.0.0.1', port: 0 });
  return {
    upstreams: {
      analytics: `http://127.0.0.1:${analytics.server.address().port}`,
      performance: `http://127.0.0.1:${performance.server.address().port}`,
    },
    async close() {
      await analytics.close();
      await performance.close();
    },
  };
}
