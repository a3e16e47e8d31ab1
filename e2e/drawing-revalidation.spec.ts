// The seat map's drawing in a real browser: a second visit revalidates it (If-None-Match → 304,
// no 13 MB body again), and once the chart's draft is published the new drawing is fetched.
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { MAP_CANVAS } from './map-kit';

/**
 * Opens the event page; answers what went over the network for the drawing. Playwright (and
 * CDP's responseReceived) report a revalidated answer as the cached 200: the status line on the
 * wire comes with CDP's extra info, which may arrive before or after the response event.
 */
async function visit(page: Page, eventKey: string, chartKey: string) {
  const url = `/charts/${chartKey}/version/published`;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const statusLines = new Map<string, number>();
  const encodedBytes = new Map<string, number>();
  let requestId: string | undefined;
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.url.endsWith(url)) requestId = event.requestId;
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    statusLines.set(event.requestId, event.statusCode);
  });
  cdp.on('Network.loadingFinished', (event) => {
    encodedBytes.set(event.requestId, event.encodedDataLength);
  });
  const drawing = page.waitForResponse((r: Response) => r.url().endsWith(url));
  await page.goto(`/app/events/${eventKey}`);
  const response = await drawing;
  await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
  await cdp.detach();
  return {
    wire: {
      status: requestId && statusLines.get(requestId),
      bytes: (requestId && encodedBytes.get(requestId)) || 0,
    },
    ifNoneMatch: (await response.request().allHeaders())['if-none-match'],
    etag: (await response.allHeaders()).etag,
  };
}

test('the drawing is revalidated on a second visit and fetched again once changed', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('reval-chart', 'sampleChart', ['reval-event']);
  await workspace.signIn(page);
  const first = await visit(page, 'reval-event', 'reval-chart');
  expect(first.wire.status).toBe(200);
  expect(first.etag).toMatch(/^W\/".+"$/);

  const second = await visit(page, 'reval-event', 'reval-chart');
  expect(second.ifNoneMatch).toBe(first.etag);
  expect(second.wire.status).toBe(304);
  expect(second.wire.bytes).toBeLessThan(1_000); // headers only, no drawing again

  await workspace.api.charts.update('reval-chart', { name: 'Renamed hall' });
  await workspace.api.charts.publishDraft('reval-chart');
  const third = await visit(page, 'reval-event', 'reval-chart');
  expect(third.wire.status).toBe(200);
  expect(third.etag).not.toBe(first.etag);
});
