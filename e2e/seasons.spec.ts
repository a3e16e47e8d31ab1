// Season tickets end to end: a season of three events made through the API, a season ticket for
// two seats booked from the season page, one seat released for one night and given back; every
// outcome checked through the API. Also screenshots of the events list and the season page.
import type { Page } from '@playwright/test';
import { expect, test, type Workspace } from './fixtures';

const EVENTS = ['match-1', 'match-2', 'match-3'];

async function seedSeason(workspace: Workspace) {
  await workspace.seedChart('hall');
  await workspace.api.seasons.create({
    chartKey: 'hall',
    key: 'league',
    name: 'League 2027',
    eventKeys: EVENTS,
  });
}

const statusIn = async (workspace: Workspace, eventKey: string, label: string) =>
  (await workspace.api.status.objectInfos(eventKey, [label]))[label].status;

async function selectInList(page: Page, labels: string[]) {
  const map = page.getByRole('region', { name: 'Season seat map' });
  await map.getByRole('button', { name: 'List' }).click();
  for (const label of labels) await map.getByRole('checkbox', { name: `Select ${label}` }).check();
}

test('books a season ticket for every event, releases a seat for one night and gives it back', async ({
  page,
  workspace,
}) => {
  await seedSeason(workspace);
  await workspace.signIn(page);
  await page.goto('/app/seasons/league');
  await expect(page.getByRole('heading', { name: 'League 2027', level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Season tickets' });

  await selectInList(page, ['A-1', 'A-2']);
  await expect(panel).toContainText('2 seats selected: A-1 and A-2');
  await panel.getByLabel('Order id').fill('ST-7');
  await panel.getByRole('button', { name: 'Book season ticket' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Season ticket booked (order ST-7): A-1 and A-2 for all 3 events of the season.',
  );
  for (const event of EVENTS) {
    const infos = await workspace.api.status.objectInfos(event, ['A-1', 'A-2']);
    expect([infos['A-1'].status, infos['A-2'].status, infos['A-1'].orderId]).toEqual([
      'booked',
      'booked',
      'ST-7',
    ]);
  }

  await selectInList(page, ['A-2']);
  await panel.getByLabel('Event').selectOption('match-2');
  await panel.getByRole('button', { name: 'Release for one night' }).click();
  await expect(panel.getByRole('status')).toContainText('A-2 released for match-2');
  expect(await statusIn(workspace, 'match-2', 'A-2')).toBe('free');
  expect(await statusIn(workspace, 'match-1', 'A-2')).toBe('booked');
  expect(await statusIn(workspace, 'match-3', 'A-2')).toBe('booked');
  expect(await statusIn(workspace, 'match-2', 'A-1')).toBe('booked');

  await panel.getByRole('button', { name: 'Give A-2 back to the season holder' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'A-2 given back to the season holder for match-2.',
  );
  expect(await statusIn(workspace, 'match-2', 'A-2')).toBe('booked');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots of the events list and the season page (${scheme})`, async ({
    page,
    workspace,
  }) => {
    await seedSeason(workspace);
    await workspace.api.events.create({ chartKey: 'hall', eventKey: 'gala', name: 'Gala night' });
    await workspace.api.seasons.createPartialSeason('league', {
      key: 'spring',
      name: 'Spring half',
      eventKeys: ['match-1', 'match-2'],
    });
    await workspace.api.status.book('league', { objects: ['A-1', 'A-2'], orderId: 'ST-1' });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await workspace.signIn(page);

    await page.goto('/app/events');
    await expect(page.getByRole('link', { name: /League 2027/ })).toBeVisible();
    await expect(page.locator('[data-figure="booked"][aria-busy]')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/seasonsapp-events-${scheme}.png`, fullPage: true });

    await page.goto('/app/seasons/league');
    await expect(page.getByRole('list', { name: 'Events of Spring half' })).toBeVisible();
    await selectInList(page, ['A-1']);
    await page
      .getByRole('region', { name: 'Season seat map' })
      .getByRole('button', { name: 'Map' })
      .click();
    const panel = page.getByRole('region', { name: 'Season tickets' });
    await panel.getByLabel('Event').selectOption('match-2');
    await panel.getByRole('button', { name: 'Release for one night' }).click();
    await expect(panel.getByRole('status')).toContainText('A-1 released for match-2');
    await page.screenshot({ path: `/tmp/seasonsapp-season-${scheme}.png`, fullPage: true });

    await page.goto('/app/reports/events/match-2');
    await expect(page.getByRole('region', { name: 'Season bookings' })).toContainText(
      '1 of its seats, tables or booths are taken through the season.',
    );
    await page.screenshot({ path: `/tmp/seasonsapp-report-${scheme}.png` });

    await page.goto('/app/seasons');
    await expect(page.getByRole('heading', { name: 'Create a season' })).toBeVisible();
    await page.screenshot({ path: `/tmp/seasonsapp-create-${scheme}.png` });
  });
}
