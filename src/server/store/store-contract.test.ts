// The storage port's contract, run against every adapter: SQLite in memory always, PostgreSQL
// when TEST_DATABASE_URL names a database (scripts/with-postgres.sh sets it), each PostgreSQL
// test in a scratch schema of its own.
import { describe } from 'vitest';
import type { OpenStore } from './contract/fixtures-test-kit';
import { idempotencyContract } from './contract/idempotency-test-kit';
import { recordContract } from './contract/records-test-kit';
import { transactionContract } from './contract/transactions-test-kit';
import { openSqliteStore } from './sqlite/sqlite-store';
import { openTestStore } from './store-test-kit';

export function describeStore(name: string, open: OpenStore) {
  describe(`${name} store`, () => {
    describe('records', () => recordContract(open));
    describe('transactions', () => transactionContract(open));
    describe('idempotency keys', () => idempotencyContract(open));
  });
}

describeStore('SQLite', async () => {
  const store = openSqliteStore({ path: ':memory:' });
  return { store, url: 'sqlite::memory:', dispose: () => store.close() };
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('PostgreSQL (TEST_DATABASE_URL)', () => {
  describeStore('PostgreSQL', () => openTestStore(postgresUrl as string));
});
