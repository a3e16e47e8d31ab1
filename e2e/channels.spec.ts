import { expect, test } from './fixtures';

test('builds a channel list with colours and order, assigns objects, saves, and reloads the same list', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('ch-hall', 'sampleChart', ['ch-show']);
  await workspace.signIn(page);
  await page.goto('/app/events/ch-show');
  await page
    .getByRole('navigation', { name: 'Event sections' })
    .getByRole('link', { name: 'Channels' })
    .click();

  const list = page.getByRole('region', { name: 'Channels' });
  const selected = page.getByRole('region', { name: 'Selected channel' });
  const assign = page.getByRole('region', { name: /^Assign objects to/ });

  for (const [name, colour] of [
    ['Box office', 'Use #4e79a7'],
    ['Partners', 'Use #f28e2b'],
    ['Web shop', 'Use #59a14f'],
  ]) {
    await list.getByRole('button', { name: '+ Add channel' }).click();
    await selected.getByLabel('Name').fill(name);
    await selected.getByRole('button', { name: colour }).click();
  }

  // Web shop: a typed range plus GA places.
  await assign.getByLabel('Labels or ranges').fill('A-1..A-6');
  await assign.getByRole('button', { name: 'Assign to Web shop' }).click();
  await assign.getByLabel('Places').fill('40');
  await assign.getByRole('button', { name: 'Set places' }).click();
  await expect(
    selected.getByRole('list', { name: 'Objects in Web shop' }).getByRole('listitem'),
  ).toHaveCount(6);

  // Partners: picked from row B, then two seats taken from Web shop, explicitly.
  await list
    .getByRole('button', { name: /Partners/ })
    .first()
    .click();
  await assign.getByLabel('Row or table').selectOption('B');
  await assign.getByRole('button', { name: /^Select all \d+ matching$/ }).click();
  await assign.getByRole('button', { name: /^Assign \d+ selected to Partners$/ }).click();
  await assign.getByLabel('Labels or ranges').fill('A-5, A-6');
  await assign.getByRole('button', { name: 'Assign to Partners' }).click();
  // are Web shop's: they wait for a yes in the question bar.
  await page
    .getByRole('alert', { name: 'Move to Partners?' })
    .getByRole('button', { name: 'Move them to Partners' })
    .click();

  // Order: Web shop first by dragging its handle, then Box office last with the keyboard.
  const items = list.getByRole('listitem');
  // Assigning scrolled the page down; both ends of the drag must be on screen before it starts.
  await list.scrollIntoViewIfNeeded();
  await items.filter({ hasText: 'Web shop' }).locator('.drag-handle').dragTo(items.first());
  await expect(items.first()).toContainText('Web shop');
  await list
    .getByRole('button', { name: /Box office/ })
    .first()
    .focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(items.nth(0)).toContainText('Web shop');
  await expect(items.nth(1)).toContainText('Partners');
  await expect(items.nth(2)).toContainText('Box office');

  await expect(page.getByRole('list', { name: 'What Save will change' })).toContainText(
    'Add channel "Web shop"',
  );
  await page.getByRole('button', { name: 'Save channels' }).click();
  await expect(page.getByRole('heading', { name: 'No unsaved changes' })).toBeVisible();

  await page.reload();
  await expect(items.nth(0)).toContainText('Web shop');
  await expect(items.nth(0)).toContainText('4 objects, 40 places');
  await expect(items.nth(1)).toContainText('Partners');
  await expect(items.nth(2)).toContainText('Box office');

  const event = await workspace.api.events.retrieve('ch-show');
  const byKey = Object.fromEntries((event.channels ?? []).map((c) => [c.name, c]));
  expect(byKey['Web shop']).toMatchObject({
    index: 0,
    color: '#59a14f',
    objects: ['A-1', 'A-2', 'A-3', 'A-4'],
    areaPlaces: { GA1: 40 },
  });
  expect(byKey.Partners.index).toBe(1);
  expect(byKey.Partners.objects).toEqual(expect.arrayContaining(['A-5', 'A-6', 'B-1']));
  expect(byKey['Box office']).toMatchObject({ index: 2, color: '#4e79a7', objects: [] });
});
