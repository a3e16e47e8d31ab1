// Each route and its OpenAPI entry are written apart (docs/decisions/007-openapi-routes.md):
// this is the check that neither goes without the other.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

/** `/events/:key/actions/book` and `/events/{eventKey}/actions/book` are the same operation. */
const shape = (method: string, path: string) =>
  `${method.toLowerCase()} ${path.replace(/:\w+|\{\w+\}/g, '{}')}`;

/** A route whose parameter takes a few words (`:version{published|draft}`) is one per word. */
function expanded(path: string): string[] {
  const choice = /:\w+\{([\w|-]+)\}/.exec(path);
  if (!choice) return [path];
  return choice[1].split('|').flatMap((word) => expanded(path.replace(choice[0], word)));
}

/** Prometheus' scrape (http/metrics-endpoint.ts) is for operators, not part of the API. */
const UNDOCUMENTED = new Set(['get /metrics']);
/** Entries one route answers under another's path: `/reports/events/:key` reads `KEY.csv` too. */
const ANSWERED_BY_ANOTHER_ROUTE = new Set(['get /reports/events/{}.csv']);

it('every route the service answers has its OpenAPI entry, and every entry a route', async () => {
  const routes = new Set(
    svc.app.routes
      .filter(({ method, path }) => method !== 'ALL' && !path.includes('*'))
      .flatMap(({ method, path }) => expanded(path).map((one) => shape(method, one)))
      .filter((route) => !UNDOCUMENTED.has(route)),
  );
  const document = await (await svc.fetch('/openapi.json')).json();
  const documented = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths as Record<string, object>)) {
    for (const method of Object.keys(operations)) documented.add(shape(method, path));
  }
  expect([...routes].filter((route) => !documented.has(route)).sort()).toEqual([]);
  const unrouted = [...documented].filter(
    (entry) => !routes.has(entry) && !ANSWERED_BY_ANOTHER_ROUTE.has(entry),
  );
  expect(unrouted.sort()).toEqual([]);
});
