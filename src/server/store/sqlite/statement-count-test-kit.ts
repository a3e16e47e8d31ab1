// Counts the SQLite statements a piece of work runs, by what they touch: better-sqlite3's own
// run/get/all are wrapped for the duration and call through, so nothing of the work changes.
import Database from 'better-sqlite3';

type Method = (...args: unknown[]) => unknown;

/** The statements run while `work` runs whose SQL matches `sql`. */
export async function statementsDuring(sql: RegExp, work: () => Promise<unknown>): Promise<number> {
  const probe = new Database(':memory:');
  const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<string, Method>;
  probe.close();
  const originals = new Map<string, Method>();
  let count = 0;
  for (const name of ['run', 'get', 'all']) {
    const original = Statement[name];
    originals.set(name, original);
    Statement[name] = function (this: { source: string }, ...args: unknown[]) {
      if (sql.test(this.source)) count++;
      return original.apply(this, args);
    };
  }
  try {
    await work();
  } finally {
    for (const [name, original] of originals) Statement[name] = original;
  }
  return count;
}
