// Start-up hygiene of the real entry point, as a process: every line it writes is a JSON line on
// stdout, a bad PORT or HOST or a port in use stops it with one fatal line naming the problem
// before anything is written to the database, and no password shows in any of it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { redact } from './store/open-store';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'seatdesk-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  lines: Array<Record<string, unknown>>;
}

interface RunOptions {
  nodeArgs?: string[];
  signal?: NodeJS.Signals;
  /** What to start: the entry point through tsx unless given (e.g. `npm start`). */
  command?: string[];
}

/**
 * Runs the entry point; resolves once it exits, or once it listens (then sent `signal`, SIGTERM
 * unless told otherwise).
 */
async function run(env: Record<string, string>, options: RunOptions = {}): Promise<Run> {
  const { nodeArgs = [], signal = 'SIGTERM' } = options;
  const command = options.command ?? [
    process.execPath,
    ...nodeArgs,
    '--import',
    'tsx',
    'src/server/main.ts',
  ];
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (/"message":"Seatdesk listening on/.test(stdout) && /\n$/.test(stdout)) child.kill(signal);
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  // Never left behind by a failing test (a build of the back office comes first under npm start).
  const guard = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const [code, killedBy] = (await once(child, 'exit')) as [number | null, string | null];
  clearTimeout(guard);
  if (killedBy) throw new Error(`the service was killed by ${killedBy}:\n${stdout}${stderr}`);
  const lines = stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return { code, stdout, stderr, lines };
}

const sqlite = (name: string) => `sqlite:${join(dir, name)}`;

describe('a start that cannot listen', () => {
  test('PORT= empty is refused by name instead of listening on a random port', async () => {
    const result = await run({ PORT: '', DATABASE_URL: sqlite('empty-port.db') });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ level: 'fatal' });
    expect(result.lines[0].message).toMatch(/PORT: must be a port number/);
  });

  test('a port in use: one fatal line naming it, and the demo is not seeded', async () => {
    const taken = createServer();
    taken.listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const port = (taken.address() as { port: number }).port;
    const database = sqlite('port-in-use.db');
    try {
      const result = await run({ PORT: String(port), SEED_DEMO: 'true', DATABASE_URL: database });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe('');
      expect(result.lines).toEqual([
        {
          time: expect.any(String),
          level: 'fatal',
          message: `Cannot listen on 127.0.0.1:${port}: PORT ${port} is already in use on HOST 127.0.0.1`,
        },
      ]);
    } finally {
      taken.close();
    }
    // The failed start wrote no demo: the next start on the same file seeds it and shows its keys.
    const next = await run({ SEED_DEMO: 'true', DATABASE_URL: database });
    expect(next.code).toBe(0);
    expect(next.lines.find((line) => line.demoSecretKey)).toBeDefined();
  });

  test.each([
    ['no-such-host.invalid', /HOST no-such-host\.invalid is neither an IP address nor a name/],
    ['192.0.2.1', /HOST 192\.0\.2\.1 is not an address of this machine/],
  ])('HOST=%s: one fatal line naming HOST', async (host, message) => {
    const result = await run({ HOST: host, DATABASE_URL: sqlite('bad-host.db') });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({
      level: 'fatal',
      message: expect.stringMatching(message),
    });
  });
});

describe('passwords', () => {
  test.each([
    ['postgres://seatdesk:s3cret@db:5432/x', 'postgres://seatdesk:***@db:5432/x'],
    ['postgres://seatdesk:p%40ss%2Fw0rd@db/x', 'postgres://seatdesk:***@db/x'],
    ['postgres://seatdesk:p@ss/w0rd@db/x', 'postgres://seatdesk:***@db/x'],
    [
      'postgresql://u:pw@db/x?sslmode=require&password=s3cret',
      'postgresql://u:***@db/x?sslmode=require&password=***',
    ],
    [
      'postgres://db/x?password=s3cret&sslpassword=k3y',
      'postgres://db/x?password=***&sslpassword=***',
    ],
    ['postgres://seatdesk@db/x', 'postgres://seatdesk@db/x'],
    ['sqlite:./data/seatdesk.db', 'sqlite:./data/seatdesk.db'],
  ])('redact(%s) hides the whole password', (url, shown) => {
    expect(redact(url)).toBe(shown);
  });

  test('a DATABASE_URL that fails to connect is named without its password', async () => {
    const result = await run({ DATABASE_URL: 'postgres://seatdesk:p%40ss%2Fw0rd@127.0.0.1:1/x' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ level: 'fatal' });
    expect(result.stdout).toContain('postgres://seatdesk:***@127.0.0.1:1/x');
    expect(result.stdout).not.toMatch(/p%40ss|w0rd|p@ss/);
  });

  test('an UPSTREAM_URL with credentials stops the start without showing them', async () => {
    const result = await run({
      UPSTREAM_URL: 'https://operator:pa55w0rd@api.example',
      DATABASE_URL: sqlite('upstream.db'),
    });
    expect(result.code).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0].message).toMatch(/UPSTREAM_URL: must not hold a user or password/);
    expect(result.stdout).not.toMatch(/operator|pa55w0rd/);
  });

  // The throwaway cluster trusts loopback, so a URL with a made-up password connects.
  const pgUrl = process.env.TEST_STORE_URL?.startsWith('postgres')
    ? process.env.TEST_STORE_URL
    : '';
  test.runIf(pgUrl)('the banner of a PostgreSQL start shows no password', async () => {
    // A raw `@` in the password (the driver splits at the last one) and a `password=` parameter.
    const separator = pgUrl.includes('?') ? '&' : '?';
    const withPassword = pgUrl.replace(
      /^postgres(ql)?:\/\/([^:@/]+)(:[^@/]*)?@/,
      'postgres://$2:s3cr@t@',
    );
    const result = await run({ DATABASE_URL: `${withPassword}${separator}password=s3cr3t` });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.lines[0].message).toMatch(/listening on .*store: postgres:\/\/\w+:\*\*\*@/);
    expect(result.stdout).not.toMatch(/s3cr|@t@/);
  });
});

test('a local start logs the banner, the demo keys and the shutdown as JSON lines on stdout', async () => {
  const result = await run({ SEED_DEMO: 'true', DATABASE_URL: sqlite('banner.db') });
  expect(result.code).toBe(0);
  expect(result.stderr).toBe('');
  expect(result.lines.map((line) => line.level)).toEqual(['info', 'info', 'info', 'info']);
  expect(result.lines[0]).toMatchObject({
    url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
  });
  expect(result.lines[1]).toMatchObject({ demoSecretKey: expect.any(String) });
  expect(result.lines[3].message).toBe('stopped cleanly');
});

test('a start on a non-loopback address seeds no demo and shows no keys', async () => {
  const result = await run({
    HOST: '0.0.0.0',
    SEED_DEMO: 'true',
    DATABASE_URL: sqlite('public.db'),
  });
  expect(result.code).toBe(0);
  expect(result.stdout).not.toMatch(/demoSecretKey|secret key/);
  expect(result.lines[0].message).toMatch(/listening on/);
});

test('an error nothing catches ends the process with one JSON fatal line, its stack a field', async () => {
  // A module loaded first that throws, from a timer, once the service is up and sends it SIGUSR2.
  const thrower = `process.on('SIGUSR2', () => setTimeout(() => { throw new Error('boom') }))`;
  const result = await run(
    { DATABASE_URL: sqlite('uncaught.db') },
    {
      nodeArgs: ['--import', `data:text/javascript,${encodeURIComponent(thrower)}`],
      signal: 'SIGUSR2',
    },
  );
  expect(result.code).toBe(1);
  expect(result.stderr).toBe('');
  expect(result.lines.at(-1)).toMatchObject({
    level: 'fatal',
    message: 'uncaught error: boom',
    stack: expect.stringContaining('Error: boom'),
  });
});

describe('npm start --silent, as docs/deployment.md says to run it', () => {
  // npm's `--silent` drops its own `> seatdesk@0.1.0 start` banner; what scripts/start.mjs says
  // (no build, a build from other sources) is JSON like the service's lines. It never builds.
  const npmStart = { command: ['npm', 'start', '--silent'] };

  test('a build from other sources: one warning line, then the service, all JSON, nothing on stderr', async () => {
    const appDir = join(dir, 'stale-build');
    mkdirSync(appDir);
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>old build</title>');
    const result = await run({ APP_DIR: appDir, DATABASE_URL: sqlite('npm-start.db') }, npmStart);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.lines[0]).toMatchObject({
      level: 'warn',
      message: expect.stringContaining('built from other sources than these'),
    });
    expect(result.lines.some((line) => /^Seatdesk listening on/.test(String(line.message)))).toBe(
      true,
    );
    expect(result.lines.at(-1)).toMatchObject({ message: 'stopped cleanly' });
  }, 120_000);

  test('no build: one fatal JSON line saying to build, exit code 1, nothing on stderr', async () => {
    const result = await run(
      { APP_DIR: join(dir, 'never-built'), DATABASE_URL: sqlite('npm-start-no-build.db') },
      npmStart,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({
      level: 'fatal',
      message: expect.stringContaining('npm run build'),
    });
  }, 120_000);
});
