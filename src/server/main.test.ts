// The real entry point, as a process: first start seeds the demo, requests are logged as JSON
// lines without keys, and SIGTERM finishes cleanly.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'seatdesk-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the entry point on a port the system picks (`PORT=0`); `url()` reads it off the banner. */
function startService(readyWhen = 'listening on') {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
      SHUTDOWN_DRAIN_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const ready = new Promise<void>((resolveReady, reject) => {
    const timer = setInterval(() => {
      if (output.includes(readyWhen)) {
        clearInterval(timer);
        resolveReady();
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  const exited = new Promise<number | null>((resolveExit) =>
    child.on('exit', (code) => resolveExit(code)),
  );
  const url = () => {
    const banner = output.split('\n').find((line) => line.includes('listening on'));
    return (JSON.parse(banner ?? '{}') as { url: string }).url;
  };
  return { child, ready, exited, output: () => output, url };
}

test('first start seeds the demo, logs requests without keys, and stops cleanly on SIGTERM', async () => {
  // The demo's keys are logged right after the banner, possibly in a later chunk of the pipe.
  const service = startService('demoSecretKey');
  await service.ready;
  const lines = service
    .output()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const key = lines.find((line) => line.demoSecretKey)?.demoSecretKey;
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  const response = await fetch(`${service.url()}/charts`, {
    headers: { authorization: `Basic ${btoa(`${key}:`)}` },
  });
  const charts = await response.json();
  expect(charts.items).toHaveLength(5);
  service.child.kill('SIGTERM');
  expect(await service.exited).toBe(0);
  const output = service.output();
  expect(output).toContain('stopped cleanly');
  const logLine = output
    .split('\n')
    .find((line) => line.startsWith('{') && line.includes('"/charts"'));
  expect(JSON.parse(logLine ?? '{}')).toMatchObject({
    method: 'GET',
    path: '/charts',
    status: 200,
  });
  expect(logLine).not.toContain(key);

  // Second start on the same database: nothing new is seeded, the data is still there.
  const again = startService();
  await again.ready;
  const after = await fetch(`${again.url()}/charts`, {
    headers: { authorization: `Basic ${btoa(`${key}:`)}` },
  });
  expect((await after.json()).items).toHaveLength(5);
  // Anything start-up logged came before this request's own log line.
  await expect.poll(() => again.output().includes('"/charts"')).toBe(true);
  expect(again.output()).not.toContain('demoSecretKey');
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
}, 60_000);
