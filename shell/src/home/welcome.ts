/**
 * The home's greeting. Registering navigates with `NEW_ACCOUNT_STATE`, so a new owner's first home
 * says "Welcome" (kept in the history entry, so a reload says it again); everyone else is returning.
 */
export const NEW_ACCOUNT_STATE = { newAccount: true } as const;

export const isNewAccount = (state: unknown) => (state as { newAccount?: unknown } | null)?.newAccount === true;

export const welcomeLine = (username: string, newAccount: boolean) => (newAccount ? `Welcome, ${username}!` : `Welcome back, ${username}!`);
