// Runs one remote's build on its own: `node main.js` in an mfe-* image. ATLAS_REMOTE_DIR is the build
// folder (default ./dist), HOST (default 0.0.0.0 in production, else 127.0.0.1) and PORT (default
// 8080) where it listens. On SIGTERM it drains for ATLAS_DRAIN_MS (the kit's rule: 5 s in production)
// and exits 0.
import path from 'node:path';
import { stopGracefully } from '@atlas/service-kit/lifecycle';
import { buildRemoteServer } from './remote-server';

async function main() {
  const env = process.env;
  const dir = path.resolve(env.ATLAS_REMOTE_DIR || 'dist');
  const host = env.HOST || (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const port = Number(env.PORT || 8080);
  const server = await buildRemoteServer({ dir, logger: { level: env.LOG_LEVEL || 'info' } });
  await server.listen({ host, port });

  stopGracefully({
    lifecycles: [server.lifecycle],
    stop: () => server.close(),
    log: (message, fields) => server.log.info(fields, message),
    env,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
