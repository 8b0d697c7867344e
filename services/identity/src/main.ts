import { runServices } from '@atlas/service-kit';
import { definition } from './service';

// Identity alone on IDENTITY_PORT (default 4001); stops on SIGINT/SIGTERM. As its own process it
// needs DATABASE_URL (one embedded PGlite can be opened by one process): `ATLAS_PROCESSES=separate
// npm start` runs every service this way, or use `npm start` at the root for all in one process.
runServices([definition]).catch((error) => {
  console.error(error);
  process.exit(1);
});
