// The channels editor's seat map in a real browser: seats painted into a channel with a rectangle
// and "Select row", taken out again, saved exactly; a "move them?" question left open while
// another channel is selected loses nothing; a new channel's key comes from its name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { fitTransform, toScreen } from '../src/app/seat-map/render/viewport';
import { layoutSeatMap } from '../src/domain/seat-map/layout';
import type { Point } from '../src/domain/seat-map/types';
import { expect, test } from './fixtures';

const layout = layoutSeatMap(
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'fixtures', 'charts', 'sampleChart.json'), 'utf8'),
  ),
);

/** Where a chart point is on the page, with the map fitted as it opens (no zoom or pan yet). */
async function onPage(canvas: Locator, point: Point): Promise<Point> {
  // The whole map on screen (clicking a toolbar button may have scrolled it), above the question
  // bar at the bottom of the window, so every seat can be clicked where it is drawn.
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map is not on screen');
  const fitted = fitTransform(layout.floors[0].bounds, { width: box.width, height: box.height });
  const at = toScreen(fitted, point);
  return { x: box.x + at.x, y: box.y + at.y };
}

async function clickSeat(page: Page, canvas: Locator, label: string) {
  const seat = layout.byLabel.get(label);
  if (!seat) throw new Error(`sampleChart has no ${label}`);
  const at = await onPage(canvas, seat);
  await page.mouse.click(at.x, at.y);
}

async function openEditor(page: Page, eventKey: string) {
  await page.goto(`/app/events/${eventKey}/channels`);
  const map = page.getByRole('region', { name: /by channel$/ });
  const canvas = map.getByRole('application');
  await expect(canvas).toBeVisible();
  return { map, canvas, legend: map.getByRole('list', { name: 'Legend' }) };
}

test('paints a block and a row into a new channel, takes one out, and saves exactly those', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('cm-hall', 'sampleChart', ['cm-show']);
  await workspace.signIn(page);
  const { map, canvas, legend } = await openEditor(page, 'cm-show');
  const selected = page.getByRole('region', { name: 'Selected channel' });

  await page
    .getByRole('region', { name: 'Channels' })
    .getByRole('button', { name: '+ Add channel' })
    .click();
  await selected.getByLabel('Name').fill('Partner sales');
  // The key is made from the name while nobody types one.
  await expect(selected.getByLabel('Key')).toHaveValue('partner-sales');
  await expect(map.getByLabel('Paint into')).toHaveValue(/^new:/);

  // A rectangle around B-2..B-5 (rows are 24 apart, seats 20: a 10-unit margin takes no others).
  await map.getByRole('button', { name: 'Select area' }).click();
  const from = await onPage(canvas, { x: 162, y: 114 });
  const to = await onPage(canvas, { x: 242, y: 134 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect(map.getByRole('status')).toHaveText('Added 4 objects to Partner sales.');
  await map.getByRole('button', { name: 'Select area' }).click();

  // Row D: one click on D-1, then "Select row".
  await clickSeat(page, canvas, 'D-1');
  await map.getByRole('button', { name: 'Select row' }).click();
  await expect(map.getByRole('status')).toHaveText('Added 7 objects to Partner sales.');
  await expect(legend.getByRole('listitem').filter({ hasText: 'Partner sales' })).toContainText(
    '12 places',
  );

  // Take out mode: B-5 leaves the channel.
  await map.getByRole('button', { name: 'Take out' }).click();
  await clickSeat(page, canvas, 'B-5');
  await expect(map.getByRole('status')).toHaveText('Took 1 object out of Partner sales.');
  await expect(legend.getByRole('listitem').filter({ hasText: 'Partner sales' })).toContainText(
    '11 places',
  );

  await page.getByRole('button', { name: 'Save channels' }).click();
  await expect(page.getByRole('heading', { name: 'No unsaved changes' })).toBeVisible();
  const event = await workspace.api.events.retrieve('cm-show');
  expect(event.channels).toHaveLength(1);
  expect(event.channels?.[0].key).toBe('partner-sales');
  expect([...(event.channels?.[0].objects ?? [])].sort()).toEqual(
    ['B-2', 'B-3', 'B-4', 'D-1', 'D-2', 'D-3', 'D-4', 'D-5', 'D-6', 'D-7', 'D-8'].sort(),
  );
});

test('a "move them?" question left open while another channel is selected loses nothing', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('cq-hall', 'sampleChart');
  await workspace.api.events.create({
    chartKey: 'cq-hall',
    eventKey: 'cq-show',
    channels: [
      { key: 'web', name: 'Web', color: '#4e79a7', index: 0, objects: ['A-1', 'A-2', 'A-3'] },
      { key: 'partners', name: 'Partners', color: '#f28e2b', index: 1, objects: [] },
    ],
  });
  await workspace.signIn(page);
  const { map, canvas } = await openEditor(page, 'cq-show');

  await map.getByLabel('Paint into').selectOption({ label: 'Partners' });
  await map.getByRole('button', { name: 'Select area' }).click();
  // Row A, A-1..A-4: A-4 goes in, the three of Web wait for an answer.
  const from = await onPage(canvas, { x: 142, y: 90 });
  const to = await onPage(canvas, { x: 222, y: 110 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  const question = page.getByRole('alert', { name: 'Move to Partners?' });
  await expect(question).toContainText('Move 3 objects to Partners?');
  await expect(question).toContainText('In Web: A-1, A-2, A-3');

  // Another channel selected and painted: the question stays on screen, Save waits for it.
  await page
    .getByRole('region', { name: 'Channels' })
    .getByRole('button', { name: /Web/ })
    .first()
    .click();
  await expect(map.getByLabel('Paint into')).toHaveValue('saved:web');
  await clickSeat(page, canvas, 'C-8');
  await expect(question).toBeInViewport();
  await expect(question).toContainText('(you are editing Web now)');
  const save = page.getByRole('button', { name: 'Save channels' });
  await expect(save).toBeDisabled();
  await expect(page.getByText('3 objects wait for your answer')).toBeVisible();
  expect((await workspace.api.events.retrieve('cq-show')).channels?.[1].objects).toEqual([]);

  await question.getByRole('button', { name: 'Move them to Partners' }).click();
  await expect(question).toHaveCount(0);
  await save.click();
  await expect(page.getByRole('heading', { name: 'No unsaved changes' })).toBeVisible();
  const channels = (await workspace.api.events.retrieve('cq-show')).channels ?? [];
  expect(channels.map((c) => [c.key, [...c.objects].sort()])).toEqual([
    ['web', ['C-8']],
    ['partners', ['A-1', 'A-2', 'A-3', 'A-4']],
  ]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the painted map at 1366 px, ${scheme}`, async ({ page, workspace }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await workspace.seedChart('cs-hall', 'sampleChart');
    await workspace.api.events.create({
      chartKey: 'cs-hall',
      eventKey: 'cs-show',
      name: 'Spring gala',
      channels: [
        {
          key: 'web',
          name: 'Web shop',
          color: '#4e79a7',
          index: 0,
          objects: ['A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6', 'A-7', 'A-8'],
        },
        {
          key: 'partners',
          name: 'Partners',
          color: '#f28e2b',
          index: 1,
          objects: ['C-1', 'C-2', 'C-3', 'C-4'],
          areaPlaces: { GA1: 40 },
        },
        {
          key: 'box',
          name: 'Box office',
          color: '#59a14f',
          index: 2,
          objects: ['D-5', 'D-6', 'D-7', 'D-8'],
        },
      ],
    });
    await workspace.signIn(page);
    const { map, canvas } = await openEditor(page, 'cs-show');
    await map.getByLabel('Paint into').selectOption({ label: 'Box office' });
    // Row B painted in, A-7 and A-8 (Web shop's) left waiting for an answer.
    await clickSeat(page, canvas, 'B-1');
    await map.getByRole('button', { name: 'Select row' }).click();
    await page.keyboard.down('Shift');
    // A-8 first: the hover card of a seat opens to its right.
    await clickSeat(page, canvas, 'A-8');
    await clickSeat(page, canvas, 'A-7');
    await page.keyboard.up('Shift');
    await expect(page.getByRole('alert', { name: 'Move to Box office?' })).toContainText(
      'In Web shop: A-8, A-7',
    );
    await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.mouse.move(0, 0);
    // The hover card lingers 300 ms so the pointer can reach it; the screenshot is of the map.
    await expect(map.getByText('waiting for your answer to move it')).toHaveCount(0);
    await page.screenshot({
      path: join(info.project.outputDir, 'screens', `channels-map-1366-${scheme}.png`),
    });
    await page.screenshot({
      path: join(info.project.outputDir, 'screens', `channels-map-1366-${scheme}-full.png`),
      fullPage: true,
    });
  });
}
