import { runServices } from '@atlas/service-kit';
import { definition } from './service';

// Identity alone on IDENTITY_PORT (default 4001). On the embedded database it must then be the
// only service: one PGlite can be opened by one process (use `npm start` at the root for all).
runServices([definition]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
