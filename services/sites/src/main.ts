import { runServices } from '@atlas/service-kit';
import { definition } from './service';

// The sites service alone on SITES_PORT (default 4002); stops on SIGINT/SIGTERM. As its own process
// it needs DATABASE_URL (one embedded PGlite can be opened by one process); on start its outbox relay
// sends whatever an earlier process committed but did not send.
runServices([definition]).catch((error) => {
  console.error(error);
  process.exit(1);
});
