import { runServices } from '@atlas/service-kit';
import { definition } from './service';

// The performance service alone on PERFORMANCE_PORT (default 4006); stops on SIGINT/SIGTERM. As its own
// process it needs DATABASE_URL (one embedded PGlite can be opened by one process).
runServices([definition]).catch((error) => {
  console.error(error);
  process.exit(1);
});
