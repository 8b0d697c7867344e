// Tests never share the developer's .data folder or a production secret.
process.env.NODE_ENV = process.env.NODE_ENV === 'production' ? 'test' : process.env.NODE_ENV || 'test';
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'silent';
// One random secret per test worker (and the processes it starts, which inherit it): without it every
// service under test would make and keep one in its data folder, and a test's temporary data folder
// would not agree with the tokens the test signs.
process.env.JWT_SECRET = process.env.JWT_SECRET || `test-${require('node:crypto').randomBytes(24).toString('hex')}`;
// A service under test has no sites service beside it: its site check's question to one is refused at
// once (port 1) instead of reaching whatever a developer runs on the default port. Only the lookup reads
// this (processes a test spawns still find each other by SITES_URL/SITES_PORT); tests that start the
// sites service point it there.
process.env.ATLAS_SITE_LOOKUP_URL = process.env.ATLAS_SITE_LOOKUP_URL || 'http://127.0.0.1:1';
