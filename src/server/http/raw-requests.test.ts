// Requests that are not well-formed HTTP, against the real service process: a client that leaves
// mid-body is logged as a client abort (499), not a 500 with a stack; a malformed request line and
// oversized headers get the service's JSON error body, not Node's bare answers.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { type ServiceProcess, startServiceProcess } from '../reliability/service-process-test-kit';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-raw-'));
let service: ServiceProcess;
let port: number;
let key: string;

beforeAll(async () => {
  service = await startServiceProcess(join(dir, 'raw.db'), { LOG_REQUESTS: 'true' });
  port = Number(new URL(service.baseUrl).port);
  const company = await fetch(`${service.baseUrl}/system/private/create-test-company`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('superSecretSystemApi:')}` },
  });
  key = (await company.json()).workspace.secretKey;
}, 60_000);
afterAll(async () => {
  service.child.kill('SIGTERM');
  await service.exited;
  rmSync(dir, { recursive: true, force: true });
});

/** Sends raw bytes; resolves with everything the server sent until it closed the connection. */
async function exchange(bytes: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  socket.on('error', () => {});
  socket.write(bytes);
  await once(socket, 'close');
  return answer;
}

function jsonAnswer(raw: string) {
  const [head, body] = raw.split('\r\n\r\n');
  return { head, body: JSON.parse(body) };
}

const logLines = () =>
  service
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

test('a client that sends half its body and leaves is logged as a client abort, not a 500', async () => {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  socket.write(
    `POST /charts HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${btoa(`${key}:`)}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n' +
      '{"name":"hal',
  );
  // `100 Continue`: the server has the request and the route waits on the rest of the body.
  while (!answer.includes('100 Continue')) await once(socket, 'data');
  socket.destroy();
  await vi.waitFor(() => expect(logLines().map((line) => line.path)).toContain('/charts'), {
    timeout: 10_000,
    interval: 20,
  });
  const line = logLines().find((l) => l.path === '/charts');
  expect(line).toMatchObject({
    level: 'info',
    method: 'POST',
    status: 499,
    message: 'the client closed the connection',
  });
  expect(logLines().filter((l) => l.level === 'error')).toEqual([]);
  expect(service.output()).not.toMatch(/\n\s+at /);
});

test('a malformed request line gets a JSON 400', async () => {
  const { head, body } = jsonAnswer(await exchange('GARBAGE\r\n\r\n'));
  expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
  expect(head).toMatch(/content-type: application\/json/i);
  expect(body).toMatchObject({ status: 400, errors: [{ code: 'MALFORMED_REQUEST' }] });
  expect(head).toContain(`X-Request-Id: ${body.requestId}`);
});

test('headers over the limit get a JSON 431', async () => {
  const big = 'x'.repeat(20_000);
  const { head, body } = jsonAnswer(
    await exchange(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`),
  );
  expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large/);
  expect(body).toMatchObject({ status: 431, errors: [{ code: 'HEADERS_TOO_LARGE' }] });
});
