// Runs one remote's build on its own: `node main.js` in an mfe-* image. ATLAS_REMOTE_DIR is the build
// folder (default ./dist), HOST (default 0.0.0.0 in production, else 127.0.0.1) and PORT (default
// 8080) where it listens. On SIGTERM it drains for ATLAS_DRAIN_MS (the kit's rule: 5 s in production)
// and exits 0.
import path from 'node:path';
import { drainPeriodMs } from '@atlas/service-kit/lifecycle';
import { buildRemoteServer } from './remote-server';

async function main() {
  const env = process.env;
  const drainMs = drainPeriodMs(env);
  const dir = path.resolve(env.ATLAS_REMOTE_DIR || 'dist');
  const host = env.HOST || (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const port = Number(env.PORT || 8080);
  const server = await buildRemoteServer({ dir, logger: { level: env.LOG_LEVEL || 'info' } });
  await server.listen({ host, port });

  let signalled = false;
  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C under a launcher brings SIGINT and then SIGTERM: only a repeated SIGINT hurries.
    if (signalled) {
      if (signal === 'SIGINT') process.exit(1);
      return;
    }
    signalled = true;
    server.stopGracefully(drainMs).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
