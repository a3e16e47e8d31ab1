// Shutdown of the real service started as `npm start`: SIGTERM to npm reaches the service, which
// answers readiness 503 while still serving for SHUTDOWN_DRAIN_DELAY_MS (0 in the first tests),
// then stops accepting, closes idle keep-alive connections (and ones that sent nothing) at once,
// answers the request in flight with `Connection: close`, frees the port and exits 0; past
// SHUTDOWN_TIMEOUT_MS it cuts and exits 1. The drill (issue 27, D18): clients posting through
// SIGTERM, stopping as a load balancer would once readiness says 503, all get answers.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { markAppBuilt, sourceHash } from '../../scripts/app-build.mjs';
import { workspaceHeaders } from './reliability/service-process-test-kit';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'seatdesk-stop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A back office build that `npm start` takes as current (it never builds one itself). */
function currentAppBuild(): string {
  const appDir = join(dir, 'app');
  mkdirSync(appDir, { recursive: true });
  writeFileSync(join(appDir, 'index.html'), '<title>Seatdesk</title>');
  markAppBuilt(appDir, sourceHash(root));
  return appDir;
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, `${randomUUID()}.db`)}`,
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      SHUTDOWN_DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // Never left behind: the service (npm's child) by the pid its banner gives, then npm.
  const guard = setTimeout(() => {
    const pid = /"pid":(\d+)/.exec(output)?.[1];
    if (pid) process.kill(Number(pid), 'SIGKILL');
    child.kill('SIGKILL');
  }, 60_000);
  const exited = once(child, 'exit').then(([code]) => {
    clearTimeout(guard);
    return code as number | null;
  });
  const port = await until(
    () => /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1],
    'listening',
  ).catch((e) => {
    throw new Error(`${e.message}: ${output}`);
  });
  return { child, port: Number(port), output: () => output, exited } satisfies Started;
}

/** Polls until `probe` gives a value (the service's output arrives in pieces). */
async function until<T>(
  probe: () => T | undefined,
  what: string,
  timeoutMs = 60_000,
  before: () => Promise<void> = async () => {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await before();
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A raw connection that collects what the server sends and whether it closed. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    closed = true;
  });
  return { socket, received: () => received, closed: () => closed };
}

/**
 * The head of a chart creation whose chunked body follows later: the route waits on the body, so
 * the request stays in flight. The server's `100 Continue` tells that it has the request.
 */
async function slowChartRequest(port: number): Promise<string> {
  const company = await fetch(`http://127.0.0.1:${port}/system/private/create-test-company`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('superSecretSystemApi:')}` },
  });
  const key = (await company.json()).workspace.secretKey;
  return (
    `POST /charts HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${btoa(`${key}:`)}\r\n` +
    'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n'
  );
}

/** How one connection attempt ends: `refused`, or what happened instead. */
async function attempt(port: number): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    const local = socket.localPort;
    socket.destroy();
    return `accepted (local port ${local})`;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ECONNREFUSED' ? 'refused' : `failed with ${code}`;
  }
}

/**
 * Whether connections to `port` are refused, tried for a bound: one attempt alone failed once in
 * a full run on a loaded machine, after the service had closed its listening socket (which is
 * closed before the quiet connection is). The port is free from then on, so any process's
 * `listen(0)` may be given it; a retry also rides out a transient connect() error. Every other
 * outcome is named in the failure.
 */
async function refused(port: number, timeoutMs = 5_000): Promise<true> {
  let last = '';
  return until(
    () => (last === 'refused' ? true : undefined),
    `connections to ${port} refused`,
    timeoutMs,
    async () => {
      last = await attempt(port);
    },
  ).catch((error) => {
    throw new Error(`${error.message}; last attempt: ${last}`);
  });
}

/**
 * Whether process `pid` holds a listening TCP socket on `port` (Linux /proc; undefined
 * elsewhere). Unlike a connection attempt, no other process using the freed port can change it.
 */
function listensOn(pid: number, port: number): boolean | undefined {
  let table: string;
  try {
    table = readFileSync('/proc/net/tcp', 'utf8') + readFileSync('/proc/net/tcp6', 'utf8');
  } catch {
    return undefined;
  }
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set(
    table
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((f) => f[1]?.endsWith(hex) && f[3] === '0A')
      .map((f) => `socket:[${f[9]}]`),
  );
  return readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
    } catch {
      return false; // closed meanwhile
    }
  });
}

test('npm start: SIGTERM finishes the request in flight, closes keep-alive, frees the port, exits 0', async () => {
  const service = await start('npm', ['start', '--silent'], { APP_DIR: currentAppBuild() });
  const { port } = service;
  const pid = Number(/"pid":(\d+)/.exec(service.output())?.[1]);
  expect(listensOn(pid, port) ?? true).toBe(true);

  // An idle keep-alive connection, after one answered request.
  const idle = await rawConnection(port);
  idle.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
  await until(() => (idle.received().includes('"status":"ok"') ? true : undefined), 'health');
  expect(idle.received()).toMatch(/keep-alive/i);

  // A connection that has sent nothing yet, as a load balancer opens ahead of need.
  const quiet = await rawConnection(port);

  // A request in flight: its headers are in (the server said 100 Continue), its body is not.
  const busy = await rawConnection(port);
  busy.socket.write(await slowChartRequest(port));
  await until(() => (busy.received().includes('100 Continue') ? true : undefined), '100');

  service.child.kill('SIGTERM');
  await until(
    () => (service.output().includes('SIGTERM: no new connections') ? true : undefined),
    `the SIGTERM line: ${service.output()}`,
  );
  // The idle connection is closed, not kept for new requests; new connections are refused.
  await until(() => (idle.closed() ? true : undefined), 'idle closed', 5_000);
  await until(() => (quiet.closed() ? true : undefined), 'quiet closed', 5_000);
  // While the request is still in flight (its body is not sent yet): the service no longer
  // listens, and connections are refused.
  expect(listensOn(pid, port) ?? false).toBe(false);
  expect(await refused(port)).toBe(true);
  expect(busy.closed()).toBe(false);

  // The request in flight still gets its whole answer, and its connection is closed after it.
  busy.socket.write('14\r\n{"name":"in flight"}\r\n0\r\n\r\n');
  await until(() => (busy.closed() ? true : undefined), `busy closed: ${busy.received()}`, 5_000);
  expect(busy.received()).toMatch(/HTTP\/1\.1 200 OK/);
  expect(busy.received()).toMatch(/connection: close/i);
  expect(busy.received()).toContain('"name":"in flight"');

  expect(await service.exited).toBe(0);
  expect(service.output()).toContain('"message":"stopped cleanly"');
  expect(await refused(port)).toBe(true);
}, 90_000);

test('SIGINT alike; a request in flight past SHUTDOWN_TIMEOUT_MS is cut and the exit is 1', async () => {
  const service = await start(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    SHUTDOWN_TIMEOUT_MS: '500',
  });
  const stuck = await rawConnection(service.port);
  stuck.socket.write(await slowChartRequest(service.port));
  await until(() => (stuck.received().includes('100 Continue') ? true : undefined), '100');
  service.child.kill('SIGINT');
  expect(await service.exited).toBe(1);
  expect(stuck.closed()).toBe(true);
  expect(service.output()).toContain('requests still in flight after 500 ms were cut');
}, 60_000);

/** One request's outcome: its status, or the error code the client saw instead. */
function outcomeOf(
  url: string,
  options: { method?: string; agent?: Agent | false; headers?: Record<string, string> },
): Promise<string> {
  return new Promise((done) => {
    const req = request(url, options, (res) => {
      res.resume();
      res.on('end', () => done(String(res.statusCode)));
      res.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    req.end();
  });
}

test('SIGTERM drill: readiness 503 while still serving, then close; every POST in flight answered', async () => {
  const service = await start(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    SHUTDOWN_DRAIN_DELAY_MS: '3000',
  });
  const base = `http://127.0.0.1:${service.port}`;
  const headers = await workspaceHeaders(base);
  // Clients on keep-alive connections, as a load balancer's pool is.
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const outcomes: string[] = [];
  let signalled = false;
  let stopSending = false;
  let answeredAfterSignal = 0;
  const client = async () => {
    while (!stopSending) {
      const afterSignal = signalled;
      const outcome = await outcomeOf(`${base}/hold-tokens`, { method: 'POST', agent, headers });
      outcomes.push(outcome);
      if (afterSignal && outcome === '200') answeredAfterSignal++;
    }
  };
  const clients = Array.from({ length: 4 }, client);
  await until(() => (outcomes.length >= 20 ? true : undefined), '20 POSTs answered');

  service.child.kill('SIGTERM');
  signalled = true;
  // The load balancer's probe, on a fresh connection each time, until it is told not ready.
  let readiness = '200';
  while (readiness === '200') {
    readiness = await outcomeOf(`${base}/health/ready`, { agent: false });
    if (readiness === '200') await new Promise((r) => setTimeout(r, 20));
  }
  // The drain delay is 3 s: requests sent after the signal (on a busy machine the probe may learn
  // of it before any client sent one) must still be served.
  await until(() => (answeredAfterSignal >= 4 ? true : undefined), 'POSTs after the signal', 2_500);
  stopSending = true;
  await Promise.all(clients);
  agent.destroy();

  expect(outcomes.filter((outcome) => outcome !== '200')).toEqual([]);
  // Told while the port still accepted, not by a refused connection.
  expect(readiness).toBe('503');
  expect(answeredAfterSignal).toBeGreaterThan(0);
  expect(await service.exited).toBe(0);
  const order = ['readiness answers 503; still serving for 3000 ms', 'no new connections'];
  const at = order.map((line) => service.output().indexOf(line));
  expect(at[0]).toBeGreaterThan(-1);
  expect(at[1]).toBeGreaterThan(at[0]);
  expect(await refused(service.port)).toBe(true);
}, 90_000);
