// SIGTERM with change streams open, on the real service (main.ts as a process): the streams are
// ended (each reader sees its stream finish after the change it was sent), the drain then finds
// nothing in flight, and the service exits 0 ("stopped cleanly") rather than waiting out
// SHUTDOWN_TIMEOUT_MS for streams that never end and exiting 1. docs/live-feed.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { EventStreamReader } from './http/live-feed-test-kit';
import { startServiceProcess, workspaceHeaders } from './reliability/service-process-test-kit';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-stop-streams-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const chart = readFileSync(resolve(import.meta.dirname, '../../fixtures/charts/sampleChart.json'));

test('SIGTERM ends every open stream and exits cleanly, well inside the shutdown timeout', async () => {
  const service = await startServiceProcess(join(dir, 'stop.db'), { SHUTDOWN_TIMEOUT_MS: '60000' });
  try {
    const headers = await workspaceHeaders(service.baseUrl);
    const post = async (path: string, body: unknown) => {
      const reply = await fetch(`${service.baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(reply.status, await reply.text()).toBeLessThan(300);
    };
    await post('/system/public/charts/venue', chart.toString());
    await post('/events', { chartKey: 'venue', eventKey: 'show' });
    const streams = await Promise.all(
      [0, 1].map(async () => {
        const answer = await fetch(`${service.baseUrl}/seatdesk/events/show/changes/stream`, {
          headers: { authorization: headers.authorization },
        });
        expect(answer.status).toBe(200);
        const reader = new EventStreamReader(answer);
        expect((await reader.next())?.comment).toBe('live');
        return reader;
      }),
    );
    await post('/events/show/actions/book', { objects: ['A-1'] });
    for (const reader of streams) expect(await reader.changesUntil(1)).toHaveLength(1);

    service.child.kill('SIGTERM');
    for (const reader of streams) {
      while (await reader.next()) {}
      expect(reader.done).toBe(true);
    }
    expect(await service.exited).toBe('0');
    expect(service.output()).toContain('stopped cleanly');
  } finally {
    service.child.kill('SIGKILL');
  }
}, 90_000);
