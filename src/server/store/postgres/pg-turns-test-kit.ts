// What a write transaction sends to PostgreSQL once it holds an event's row lock, per pooled
// connection: node-postgres's Client.prototype.query is wrapped for the duration of the work (it
// calls through, so nothing of the work changes) and each statement's send and answer are put
// in one order. With pipelining a statement may be sent before the one ahead of it is answered:
// such a statement costs no round trip of its own, and one sent ahead of the lock's answer is not
// under the lock at all. Used to count the steps of a group's turn on a hot event (issue 30).
import pg from 'pg';

type Query = (...args: unknown[]) => unknown;

interface Sent {
  client: object;
  text: string;
  sentAt: number;
  answeredAt: number;
  /** The connection pipelines: a statement queued behind another is sent at once, not after it. */
  pipelined: boolean;
}

/** One write transaction that took a row lock, from the lock's answer to COMMIT. */
export interface TurnUnderLock {
  /** The statement that took the lock (the transaction's first `FOR UPDATE`). */
  lock: string;
  /** Statements sent once the lock was granted, before COMMIT (COMMIT itself not counted). */
  statements: string[];
  /**
   * Times the connection waited for an answer after the lock was granted, COMMIT's included: a
   * statement sent while nothing else of the transaction was in flight starts a round trip.
   */
  roundTrips: number;
}

/** The turns under a row lock of the write transactions `work` ran, in the order they began. */
export async function turnsUnderLock(work: () => Promise<unknown>): Promise<TurnUnderLock[]> {
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const sent: Sent[] = [];
  let clock = 0;
  proto.query = function (this: object, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const pipelined = Boolean((this as { pipeline?: boolean }).pipeline);
    const record: Sent = { client: this, text, sentAt: ++clock, answeredAt: Infinity, pipelined };
    sent.push(record);
    const result = original.apply(this, args);
    const answered = () => {
      record.answeredAt = ++clock;
    };
    // A second handler: the caller's own promise and its rejection are left as they were.
    if (result instanceof Promise) result.then(answered, answered);
    return result;
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return transactionsOf(sent).flatMap((statements) => {
    const turn = turnOf(statements);
    return turn ? [turn] : [];
  });
}

/** Each connection's statements cut at BEGIN, in the order the transactions began. */
function transactionsOf(sent: Sent[]): Sent[][] {
  const open = new Map<object, Sent[]>();
  const all: Sent[][] = [];
  for (const record of sent) {
    if (/^BEGIN\b/.test(record.text)) {
      const transaction = [record];
      open.set(record.client, transaction);
      all.push(transaction);
    } else {
      open.get(record.client)?.push(record);
    }
  }
  return all;
}

function turnOf(transaction: Sent[]): TurnUnderLock | undefined {
  const lock = transaction.find((record) => /\bFOR (NO KEY )?UPDATE\b/.test(record.text));
  const end = transaction.findIndex((record) => /\bCOMMIT\s*;?\s*$/.test(record.text));
  if (!lock || end < 0) return undefined;
  const after = transaction.slice(0, end + 1).filter((record) => record.sentAt > lock.answeredAt);
  let roundTrips = 0;
  for (const record of after) {
    const inFlight = transaction.some(
      (other) => other.sentAt < record.sentAt && other.answeredAt > record.sentAt,
    );
    if (!inFlight || !record.pipelined) roundTrips++;
  }
  return {
    lock: lock.text,
    statements: after.filter((record) => record !== transaction[end]).map((record) => record.text),
    roundTrips,
  };
}
