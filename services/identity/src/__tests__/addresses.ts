/**
 * Client addresses as the gateway forwards them, a new one per call, so sign-in attempts counted per
 * address (the login and registration throttles) don't leak across tests. `prefix`: two octets.
 */
export function newAddresses(prefix: string): () => { 'x-forwarded-for': string } {
  let counter = 0;
  return () => {
    counter += 1;
    return { 'x-forwarded-for': `${prefix}.${Math.floor(counter / 250)}.${counter % 250}` };
  };
}
