import { openSharedDatabase } from '../../database';
import { openTestDatabase } from '../../testing';
import { EmbeddedTransport } from '../embedded-transport';
import { transportContract } from './transport-contract';

const fastHeartbeats = { heartbeatMs: 100, sessionTimeoutMs: 2000, idlePollMs: 500 };

transportContract('embedded on PGlite', async () => {
  const db = await openSharedDatabase({ inMemory: true });
  const transport = await EmbeddedTransport.open(db, fastHeartbeats);
  return {
    transport,
    db,
    close: async () => {
      await transport.close();
      await db.close();
    },
  };
});

// With a PostgreSQL server configured, the same contract runs on it too (several processes share it).
if (process.env.DATABASE_URL) {
  transportContract('embedded on the PostgreSQL server', async () => {
    const { database, close } = await openTestDatabase();
    const transport = await EmbeddedTransport.open(database, fastHeartbeats);
    return {
      transport,
      db: database,
      close: async () => {
        await transport.close();
        await close();
      },
    };
  });
}
