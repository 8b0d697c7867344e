// Runs the gateway alone, in front of services started elsewhere (<NAME>_URL or default ports).
import { buildGateway } from './gateway';

async function main() {
  const app = await buildGateway();
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.GATEWAY_PORT || 8080);
  await app.listen({ host, port });
  console.log(`Atlas gateway listening at http://${host}:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
