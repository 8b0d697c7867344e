// npm start: builds what is missing, then runs identity, every other service and the gateway in
// ONE Node process on the embedded database and transport (services/kit runServices).
//   ATLAS_SERVICES=identity,sites   only these services (the gateway always runs)
//   --no-build                      do not build missing front ends (the e2e harness)
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';
import { buildFrontEnds } from './build.mjs';
import { serviceModules } from './lib/workspaces.mjs';

const require = createRequire(import.meta.url);

async function main() {
  if (!process.argv.includes('--no-build')) {
    const failed = await buildFrontEnds({ onlyMissing: true });
    if (failed.length > 0) {
      console.error(`Build failed for ${failed.join(', ')}; starting anyway (those parts answer with an error until built).`);
    }
  }

  register();
  const wanted = (process.env.ATLAS_SERVICES || '').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = wanted.filter((name) => !serviceModules().some((service) => service.name === name) && name !== 'gateway');
  if (unknown.length > 0) console.warn(`ATLAS_SERVICES names unknown services: ${unknown.join(', ')}`);

  const definitions = [];
  for (const service of serviceModules()) {
    if (wanted.length > 0 && !wanted.includes(service.name)) continue;
    try {
      const { definition } = require(service.file);
      if (!definition) throw new Error('src/service.ts exports no `definition`');
      definitions.push(definition);
    } catch (error) {
      console.error(`Service ${service.name} not started: ${error instanceof Error ? error.stack : error}`);
    }
  }

  const { runServices } = require('@atlas/service-kit');
  const { buildGateway, gatewayEventOptions } = require('../gateway/src/index.ts');
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.GATEWAY_PORT || 8080);

  await runServices(definitions, {
    extra: async ({ transport }) => {
      const gateway = await buildGateway(gatewayEventOptions(transport));
      await gateway.listen({ host, port });
      return { close: () => gateway.close() };
    },
  });

  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`Services: ${definitions.map((definition) => definition.name).join(', ') || 'none'}`);
  console.log(`Demo account: demo / demo1234`);
  console.log(`Atlas is running at http://${shown}:${port}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
