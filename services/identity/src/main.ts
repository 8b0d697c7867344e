import { serviceMain } from '@atlas/service-kit';
import { definition } from './service';

// The identity service alone on IDENTITY_PORT (default 4001): `main migrate` applies its migrations and
// exits (the job a rollout runs first); otherwise it serves until SIGTERM, then drains and stops.
// As its own process it needs DATABASE_URL (one embedded PGlite can be opened by one process).
serviceMain([definition]);
