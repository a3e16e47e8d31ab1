// `npm start` never builds the back office (issue 27, D18): building needs vite, a devDependency
// that `npm prune --omit=dev` removes, and `npx vite` offline fails or fetches an unpinned one.
// Without a build it stops with one line saying what to run; with a build from other sources it
// warns and serves the build it has. The build itself is install's work (app-build.mjs).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { markAppBuilt } from './app-build.mjs';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'seatdesk-npm-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `node scripts/start.mjs` (what `npm start` execs); stopped once it listens. */
async function start(appDir: string) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      APP_DIR: appDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite::memory:',
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_DELAY_MS: '0',
      // No npx, no vite on the PATH: a start that reached for them would fail here.
      PATH: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    if (/listening on/.test(output)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const guard = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code] = await once(child, 'exit');
  clearTimeout(guard);
  const lines = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: string; message: string });
  return { code, lines, output };
}

test('no build: one fatal line saying what to run, nothing built, the service not started', async () => {
  const appDir = join(dir, 'none');
  const result = await start(appDir);
  expect(result.code, result.output).toBe(1);
  expect(result.lines).toEqual([
    expect.objectContaining({
      level: 'fatal',
      message: expect.stringMatching(
        /^The back office is not built \(no .*none\/index\.html\); not starting\. Build it: npm run build \(npm install does it on a fresh clone\)/,
      ),
    }),
  ]);
  expect(() => readdirSync(appDir)).toThrow(/ENOENT/);
}, 60_000);

test('a build from other sources: a warning, the build served as it is, nothing rebuilt', async () => {
  const appDir = join(dir, 'stale');
  const appFiles = () => readdirSync(appDir).sort();
  mkdirSync(appDir);
  writeFileSync(join(appDir, 'index.html'), '<title>old build</title>');
  markAppBuilt(appDir, 'a-hash-of-other-sources');
  const before = appFiles();
  const result = await start(appDir);
  expect(result.code, result.output).toBe(0);
  expect(result.lines[0]).toMatchObject({
    level: 'warn',
    message: expect.stringMatching(/was built from other sources than these .*serving it anyway/),
  });
  expect(result.output).toContain('listening on');
  expect(appFiles()).toEqual(before);
}, 60_000);
