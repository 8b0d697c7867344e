// Starts what the builder needs (identity, sites, gateway with the built shell and remotes) on the
// ports given in the environment, on a throw-away data folder. Used by the benchmark and for
// looking at the screens by hand:
//   ATLAS_DATA_DIR=$(mktemp -d) IDENTITY_PORT=18101 SITES_PORT=18102 GATEWAY_PORT=18100 npx tsx mfe-builder/bench/run-system.ts
import { runServices } from '@atlas/service-kit';
import { definition as identity } from '@atlas/identity';
import { definition as sites } from '@atlas/sites';
import { buildGateway } from '../../gateway/src/gateway';

async function main() {
  const host = '127.0.0.1';
  const gatewayPort = Number(process.env.GATEWAY_PORT || 18100);
  const running = await runServices([identity, sites], {
    extra: async () => {
      const gateway = await buildGateway({ logger: false as never });
      await gateway.listen({ host, port: gatewayPort });
      return { close: () => gateway.close() };
    },
  });
  console.log(`atlas ready at http://${host}:${gatewayPort}`);
  void running;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
