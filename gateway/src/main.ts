// Runs the gateway alone, in front of services started elsewhere (<NAME>_URL or default ports).
// With KAFKA_BROKERS or DATABASE_URL it joins the event transport (timings, cache invalidation);
// on the embedded database only the one-process start (scripts/start.mjs) can share it.
import { loggerOptions, type EventTransport } from '@atlas/service-kit';
import { gatewayEventOptions } from './event-wiring';
import { buildGateway } from './gateway';

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
  const app = await buildGateway({ ...(events ? gatewayEventOptions(events.transport) : {}), logger });
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.GATEWAY_PORT || 8080);
  await app.listen({ host, port });
  console.log(`Atlas gateway listening at http://${host}:${port}`);
  let stopping = false;
  const stop = () => {
    // Ctrl-C under `ATLAS_PROCESSES=separate npm start` brings SIGINT and then the launcher's SIGTERM.
    if (stopping) return;
    stopping = true;
    app
      .close()
      .then(() => events?.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
