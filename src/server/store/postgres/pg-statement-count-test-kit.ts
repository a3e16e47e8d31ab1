// Counts the PostgreSQL statements a piece of work sends, by their text: node-postgres's
// Client.prototype.query is wrapped for the duration and calls through (the pool's clients are
// Clients), so nothing of the work changes.
import pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/** The statements sent while `work` runs whose SQL matches `sql`. */
export async function pgStatementsDuring(
  sql: RegExp,
  work: () => Promise<unknown>,
): Promise<number> {
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (sql.test(text)) count++;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return count;
}
