// The accounts a first start creates (operations/accounts-seed.ts): the staff account and, outside production, the demo owner.

/** The demo owner whose credentials the login-required screen shows (development only). */
export const DEMO_ACCOUNT = { username: 'demo', password: 'demo1234', email: 'demo@example.com' } as const;

/** The staff account; its password is ATLAS_ADMIN_PASSWORD (a development default outside production). */
export const ADMIN_ACCOUNT = { username: 'admin', email: 'admin@example.com' } as const;
