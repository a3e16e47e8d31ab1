// A query parameter given twice (`?since=1&since=0`) is refused by name: Hono's `query()` would
// keep the first silently, and a proxy or client that appends its own copy would read changes,
// labels or audit entries from a value nobody chose.
import type { Context } from 'hono';
import { badRequest } from './errors';

/** The request's query, each parameter once; one given twice is a 400 naming it. */
export function queryGivenOnce(c: Context): Record<string, string> {
  const all = c.req.queries();
  for (const [name, values] of Object.entries(all)) {
    if (values.length > 1) throw badRequest(`query.${name} may be given once`);
  }
  return c.req.query();
}
