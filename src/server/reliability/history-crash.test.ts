// Crash safety of the status-change history (docs/history.md): the real service booking batches
// over two events under load, SIGKILLed again and again on the same SQLite file. After the last
// restart every booked seat has exactly its one history entry (same order id), and the history
// names no booking that is not there: the entry and the change commit together or not at all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, test, vi } from 'vitest';
import { generateDrawing } from '../../domain/drawing';
import { rowLabel, SEATS_PER_ROW } from '../../domain/drawing/generate';
import { seededRandom } from '../random-test-kit';
import { basicAuth } from './reliability-test-kit';
import { type ServiceProcess, startServiceProcess } from './service-process-test-kit';

const KILLS = 3;
const CLIENTS = 6;
const SEATS_PER_BATCH = 2;
const MAX_BATCHES = 10_000;
const EVENTS = ['history-a', 'history-b'];

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-history-crash-'));
const dbFile = join(dir, 'crash.db');
let running: ServiceProcess | undefined;
afterAll(async () => {
  running?.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function seatsOf(batch: number): string[] {
  return Array.from({ length: SEATS_PER_BATCH }, (_, i) => {
    const seat = batch * SEATS_PER_BATCH + i;
    return `${rowLabel(Math.floor(seat / SEATS_PER_ROW))}-${(seat % SEATS_PER_ROW) + 1}`;
  });
}

test(`${KILLS} SIGKILLs under load: every booking has its history entry and every entry its booking`, async () => {
  running = await startServiceProcess(dbFile);
  const company = await fetch(`${running.baseUrl}/system/private/create-test-company`, {
    method: 'POST',
    headers: { authorization: basicAuth('superSecretSystemApi') },
  });
  const auth = basicAuth(
    ((await company.json()) as { workspace: { secretKey: string } }).workspace.secretKey,
  );
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${running?.baseUrl}${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, text: await response.text() };
  };
  const drawing = generateDrawing({ seats: MAX_BATCHES * SEATS_PER_BATCH });
  expect((await send('POST', '/system/public/charts/crash', drawing)).status).toBe(204);
  for (const eventKey of EVENTS) {
    expect((await send('POST', '/events', { chartKey: 'crash', eventKey })).status).toBe(200);
  }

  const random = seededRandom();
  let next = 0;
  let acknowledged = 0;
  let lost = 0;
  const refused: string[] = [];
  for (let kill = 1; kill <= KILLS; kill++) {
    let stopped = false;
    const client = async () => {
      while (!stopped && next < MAX_BATCHES) {
        const batch = next++;
        const statusChanges = EVENTS.map((event) => ({
          event,
          objects: seatsOf(batch),
          status: 'booked',
          orderId: `batch-${batch}`,
        }));
        try {
          const answer = await send('POST', '/events/actions/change-object-status', {
            statusChanges,
          });
          if (answer.status === 204) acknowledged++;
          else refused.push(`${answer.status} ${answer.text.slice(0, 200)}`);
        } catch {
          lost++;
          return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    const before = acknowledged;
    await vi.waitFor(() => expect(acknowledged).toBeGreaterThan(before), {
      timeout: 20_000,
      interval: 10,
    });
    await sleep(200 + random.next() * 600);
    running.child.kill('SIGKILL');
    expect(await running.exited).toBe('SIGKILL');
    stopped = true;
    await Promise.all(clients);
    running = await startServiceProcess(dbFile);
  }

  for (const event of EVENTS) {
    const report = JSON.parse((await send('GET', `/reports/events/${event}/byOrderId`)).text);
    const booked = new Set<string>();
    for (const [orderId, objects] of Object.entries(report)) {
      if (orderId === 'NO_ORDER_ID') continue;
      for (const { label } of objects as Array<{ label: string }>)
        booked.add(`${label} ${orderId}`);
    }
    const recorded: string[] = [];
    let after: string | undefined;
    do {
      const query = after ? `?start_after_id=${after}` : '';
      const page = JSON.parse((await send('GET', `/events/${event}/status-changes${query}`)).text);
      for (const item of page.items) recorded.push(`${item.objectLabel} ${item.orderId}`);
      after = page.next_page_starts_after;
    } while (after);
    expect(recorded.length).toBe(new Set(recorded).size);
    expect(new Set(recorded)).toEqual(booked);
    expect(booked.size).toBeGreaterThanOrEqual(acknowledged * SEATS_PER_BATCH);
  }
  expect(refused).toEqual([]);
  expect(lost).toBeGreaterThanOrEqual(KILLS);
  running.child.kill('SIGTERM');
  expect(await running.exited).toBe('0');
  running = undefined;
}, 240_000);
