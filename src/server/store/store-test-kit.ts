// Stores for tests. A PostgreSQL URL gets a scratch schema per store, dropped on dispose, so
// tests sharing one database never see each other; a SQLite URL opens as given.
import { openStore } from './open-store';
import type { Store } from './port';
import { createScratchSchema } from './postgres/scratch-schema-test-kit';

export interface OpenedStore {
  store: Store;
  /** The URL the store was opened with (for PostgreSQL, its scratch schema's). */
  url: string;
  /** Closes the store and removes whatever it created (a scratch schema). */
  dispose(): Promise<void>;
}

/** The store tests use: TEST_STORE_URL when set (e.g. a postgres:// URL), else in-memory SQLite. */
export function testStoreUrl(): string {
  return process.env.TEST_STORE_URL || 'sqlite::memory:';
}

export async function openTestStore(databaseUrl: string): Promise<OpenedStore> {
  if (!/^postgres(ql)?:/.test(databaseUrl)) {
    const store = await openStore(databaseUrl);
    return { store, url: databaseUrl, dispose: () => store.close() };
  }
  const schema = await createScratchSchema(databaseUrl);
  try {
    const store = await openStore(schema.url);
    return {
      store,
      url: schema.url,
      dispose: async () => {
        await store.close();
        await schema.drop();
      },
    };
  } catch (error) {
    await schema.drop();
    throw error;
  }
}
