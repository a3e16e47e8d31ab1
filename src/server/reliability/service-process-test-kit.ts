// The real service as a child process (src/server/main.ts through tsx), on a loopback port the
// kernel picks, so it can be killed with SIGKILL and started again on the same database file.
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { DEV_SYSTEM_SECRET } from '../config';

const root = resolve(import.meta.dirname, '../../..');

export interface ServiceProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the signal or exit code once the process is gone. */
  exited: Promise<string>;
  output(): string;
}

export async function startServiceProcess(
  databaseFile: string,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      // Stopped by tests, not by a load balancer's supervisor: no drain delay on SIGTERM.
      SHUTDOWN_DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<string>((done) =>
    child.on('exit', (code, signal) => done(signal ?? String(code))),
  );
  const baseUrl = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the service did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        clearInterval(poll);
        clearTimeout(timer);
        ready(url);
      }
    }, 20);
    void exited.then((how) => {
      clearInterval(poll);
      clearTimeout(timer);
      fail(new Error(`the service exited (${how}) before listening:\n${output}`));
    });
  });
  return { baseUrl, child, exited, output: () => output };
}

/**
 * Creates a test company on a running service through its system API (the development secret)
 * and answers the headers of JSON requests as that company's workspace.
 */
export async function workspaceHeaders(baseUrl: string): Promise<Record<string, string>> {
  const company = await fetch(`${baseUrl}/system/private/create-test-company`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${DEV_SYSTEM_SECRET}:`)}` },
  });
  const { workspace } = (await company.json()) as { workspace: { secretKey: string } };
  return {
    authorization: `Basic ${btoa(`${workspace.secretKey}:`)}`,
    'content-type': 'application/json',
  };
}

/**
 * A request on a connection of its own, not from the keep-alive pool: a pooled connection left
 * idle may be closed by the server's keep-alive timeout just as it is reused (on a loaded machine
 * hostile-bodies' 1 MB posts met ECONNRESET that way, and the crash test's reads after its last
 * restart 'other side closed'), which says nothing about the service under test.
 */
export function onNewConnection(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const { method = 'GET', headers = {}, body } = options;
    const req = request(url, { method, agent: false, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
