// A second service instance in this process, on the store of a TestService (PostgreSQL: the same
// scratch schema, its own pool, caches, LISTEN connection and status queue), for tests that count
// what one instance sends while the other commits. Closing it leaves the first one's schema.
import { wireService } from '../../application/wiring';
import { createApp } from '../../http/app';
import { appCaller, type Call } from '../../http/http-test-kit';
import { ServiceMetrics } from '../../metrics';
import type { TestService } from '../../service-test-kit';
import { openStore } from '../open-store';

export async function startSecondInstance(
  first: TestService,
  options: { followHeard?: boolean } = {},
): Promise<{ call: Call; close: () => Promise<void> }> {
  const store = await openStore(first.databaseUrl);
  const deps = wireService({
    config: first.deps.config,
    store,
    metrics: new ServiceMetrics(),
    followHeard: options.followHeard,
  });
  const app = createApp(deps);
  return { call: appCaller(app, first.secretKey), close: () => store.close() };
}
