import { serviceMain } from '@atlas/service-kit';
import { definition } from './service';

// The analytics service alone on ANALYTICS_PORT (default 4005): `main migrate` applies its migrations and
// exits (the job a rollout runs first); otherwise it serves until SIGTERM, then drains and stops.
// As its own process it needs DATABASE_URL (one embedded PGlite can be opened by one process).
serviceMain([definition]);
