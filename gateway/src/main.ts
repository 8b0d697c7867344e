// Runs the gateway alone, in front of services started elsewhere (<NAME>_URL or default ports).
// With KAFKA_BROKERS or DATABASE_URL it joins the event transport (timings, cache invalidation);
// on the embedded database only the one-process start (scripts/start.mjs) can share it.
import { createLifecycle, loggerOptions, stopGracefully, type EventTransport } from '@atlas/service-kit';
import { gatewayEventOptions } from './event-wiring';
import { buildGateway } from './gateway';
import { serveTlsAsks } from './tls-ask';

async function openTransport(): Promise<{ transport: EventTransport; close(): Promise<void> } | undefined> {
  if (!process.env.KAFKA_BROKERS && !process.env.DATABASE_URL) return undefined;
  const kit = await import('@atlas/service-kit');
  const database = await kit.openSharedDatabase();
  const transport = await kit.openEventTransport({ db: database, clientId: 'gateway' });
  return {
    transport,
    close: async () => {
      await transport.close();
      await database.close();
    },
  };
}

async function main() {
  const events = await openTransport();
  const logger = loggerOptions(process.env.LOG_LEVEL || 'info', 'gateway', { nameInJson: false });
  const lifecycle = createLifecycle();
  const app = await buildGateway({ ...(events ? gatewayEventOptions(events.transport) : {}), logger, lifecycle });
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.GATEWAY_PORT || 8080);
  await app.listen({ host, port });
  console.log(`Atlas gateway listening at http://${host}:${port}`);
  // The TLS permission for the edge (ATLAS_SITES_DOMAIN set): a port of its own, never the public one.
  const tlsAsk = await serveTlsAsks(app, process.env);
  if (tlsAsk) console.log(`Atlas gateway answers TLS permission at ${tlsAsk.url}`);
  stopGracefully({
    lifecycles: [lifecycle],
    stop: async () => {
      await tlsAsk?.close();
      await app.close();
      await events?.close();
    },
    log: (message, fields) => app.log.info(fields, `${message} gateway`),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
