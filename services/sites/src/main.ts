import { runServices } from '@atlas/service-kit';
import { definition } from './service';

// The sites service alone, on SITES_PORT (default 4002); stops on SIGINT/SIGTERM.
runServices([definition]).catch((error) => {
  console.error(error);
  process.exit(1);
});
