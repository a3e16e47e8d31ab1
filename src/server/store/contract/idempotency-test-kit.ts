// The store contract, part 3: Idempotency-Key records (docs/retries.md). An answer is stored only
// by the attempt holding the key, once; a key is let go only while unanswered; two instances
// claiming one new key at once end with one claim; and an answer stored in a transaction holds
// the record until it commits, so whoever reads it to decide sees the answer.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import type { IdempotencyRecord } from '../port';
import { freshWorldPerTest, type OpenStore, workspaceOf } from './fixtures-test-kit';

const answer = { status: 200, contentType: 'application/json', body: '{"ok":true}' };

function claimOf(workspaceId: number, key: string, owner: string): IdempotencyRecord {
  return {
    workspaceId,
    key,
    fingerprint: 'f1',
    owner,
    leaseUntil: '2024-01-01T00:01:00.000Z',
    expiresAt: '2024-01-02T00:00:00.000Z',
  };
}

export function idempotencyContract(open: OpenStore) {
  const world = freshWorldPerTest(open);

  test('only the owner stores the answer, once; only an unanswered key is let go', async () => {
    const { store, workspace } = world();
    const ws = workspace.id;
    await store.transaction((tx) => tx.insertIdempotencyRecord(claimOf(ws, 'k', 'a')));
    await store.transaction((tx) => tx.insertIdempotencyRecord(claimOf(ws, 'k2', 'a')));
    const later = '2024-01-03T00:00:00.000Z';
    const by = (owner: string, key = 'k') => ({
      workspaceId: ws,
      key,
      owner,
      answer,
      expiresAt: later,
    });
    await store.transaction(async (tx) => {
      expect(await tx.answerIdempotencyRecords([by('b')])).toBe(0);
      expect(await tx.answerIdempotencyRecords([by('a'), by('b', 'k2')])).toBe(1);
      expect(await tx.answerIdempotencyRecords([by('a'), by('a', 'k2')])).toBe(1);
      await tx.releaseIdempotencyRecord(ws, 'k', 'a');
    });
    const stored = await store.read((tx) => tx.getIdempotencyRecord(ws, 'k'));
    expect(stored).toEqual({
      ...claimOf(ws, 'k', 'a'),
      owner: undefined,
      expiresAt: later,
      answer,
    });
    expect(stored && 'owner' in stored).toBe(false);

    await store.transaction(async (tx) => {
      await tx.insertIdempotencyRecord(claimOf(ws, 'running', 'a'));
      await tx.releaseIdempotencyRecord(ws, 'running', 'b');
    });
    expect(await store.read((tx) => tx.getIdempotencyRecord(ws, 'running'))).toBeDefined();
    await store.transaction((tx) => tx.releaseIdempotencyRecord(ws, 'running', 'a'));
    expect(await store.read((tx) => tx.getIdempotencyRecord(ws, 'running'))).toBeUndefined();
  });

  test('keys are per workspace; replacing takes a key over; expired records are deleted', async () => {
    const { store, workspace, company } = world();
    const other = await store.transaction((tx) =>
      tx.insertWorkspace({ ...workspaceOf(company.id, 'ws2'), isDefault: false }),
    );
    await store.transaction(async (tx) => {
      await tx.insertIdempotencyRecord(claimOf(workspace.id, 'k', 'a'));
      await tx.insertIdempotencyRecord({
        ...claimOf(other.id, 'k', 'b'),
        expiresAt: '2024-01-05T00:00:00.000Z',
      });
      await tx.replaceIdempotencyRecord({ ...claimOf(workspace.id, 'k', 'c'), fingerprint: 'f2' });
    });
    const [mine, theirs] = await store.read(async (tx) => [
      await tx.getIdempotencyRecord(workspace.id, 'k'),
      await tx.getIdempotencyRecord(other.id, 'k'),
    ]);
    expect(mine).toMatchObject({ owner: 'c', fingerprint: 'f2' });
    expect(theirs).toMatchObject({ owner: 'b', fingerprint: 'f1' });
    const now = '2024-01-03T00:00:00.000Z';
    expect(await store.transaction((tx) => tx.deleteExpiredIdempotencyRecords(now, 10))).toBe(1);
    expect(await store.read((tx) => tx.getIdempotencyRecord(workspace.id, 'k'))).toBeUndefined();
    expect(await store.read((tx) => tx.getIdempotencyRecord(other.id, 'k'))).toBeDefined();
  });

  test('eight transactions claiming one new key at once: exactly one claims it', async () => {
    const { store, workspace } = world();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.transaction(async (tx) => {
          const inserted = await tx.insertIdempotencyRecord(
            claimOf(workspace.id, 'race', `owner-${i}`),
          );
          await sleep(20);
          return inserted ? 'claimed' : 'seen';
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'claimed')).toHaveLength(1);
    const record = await store.read((tx) => tx.getIdempotencyRecord(workspace.id, 'race'));
    expect(outcomes[Number(record?.owner?.slice('owner-'.length))]).toBe('claimed');
  });

  test('an answer stored in a transaction holds the record: a reader deciding on it sees the answer', async () => {
    const { store, workspace } = world();
    const ws = workspace.id;
    await store.transaction((tx) => tx.insertIdempotencyRecord(claimOf(ws, 'k', 'a')));
    let answered!: () => void;
    const isAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const answering = store.transaction(async (tx) => {
      const expiresAt = '2024-01-02T00:00:00.000Z';
      await tx.answerIdempotencyRecords([
        { workspaceId: ws, key: 'k', owner: 'a', answer, expiresAt },
      ]);
      answered();
      await sleep(100);
    });
    await isAnswered;
    const seen = await store.transaction((tx) => tx.getIdempotencyRecord(ws, 'k'));
    await answering;
    expect(seen?.answer).toEqual(answer);
  });
}
