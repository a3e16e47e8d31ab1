// The service the specs run against: the freshly built back office served by the real service on
// an in-memory database that every run starts empty, on a loopback port the kernel picks (a fixed
// port failed whenever another service on the machine held it). The workers read its address
// from E2E_BASE_URL, which Playwright hands them from here.
import { resolve } from 'node:path';
import { buildApp } from '../scripts/app-build.mjs';
import { startServiceProcess } from '../src/server/reliability/service-process-test-kit';

const root = resolve(import.meta.dirname, '..');
const E2E_APP_DIR = 'dist/e2e-app';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Built into a directory of its own: a running `npm start` keeps serving dist/app untouched.
  // With the lockfile's vite, never one fetched by npx.
  buildApp(root, resolve(root, E2E_APP_DIR));
  // An in-memory store (sqlite::memory:), so every run starts empty; the demo as `npm start` has it.
  const service = await startServiceProcess(
    ':memory:',
    { SEED_DEMO: 'true', APP_DIR: E2E_APP_DIR },
    240_000,
  );
  process.env.E2E_BASE_URL = service.baseUrl;
  return async () => {
    service.child.kill('SIGTERM');
    await service.exited;
    const problems = service
      .output()
      .split('\n')
      .filter((line) => /"level":"error"/.test(line));
    if (problems.length > 0) console.error(`the service logged errors:\n${problems.join('\n')}`);
  };
}
