// One session across the tabs of the browser: a second tab is signed in at once, signing out in
// one signs out the other, and the key is never written to localStorage, a cookie or a URL. The
// staff's hold tokens travel between the open tabs the same way; each tab keeps its own undo.
import { expect, test } from './fixtures';

test('a second tab opened while signed in is signed in; signing out there signs out both', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  await workspace.signIn(page);

  const second = await page.context().newPage();
  await second.goto('/app/charts');
  await expect(second.getByRole('heading', { name: 'Charts', level: 1 })).toBeVisible();
  await expect(second.getByRole('link', { name: 'Sample chart' })).toBeVisible();

  for (const tab of [page, second]) {
    const storage = await tab.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(storage.includes(workspace.secretKey), 'secret key in localStorage').toBe(false);
    expect(tab.url().includes(workspace.secretKey), 'secret key in the URL').toBe(false);
  }
  const cookies = JSON.stringify(await page.context().cookies());
  expect(cookies.includes(workspace.secretKey), 'secret key in a cookie').toBe(false);

  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto('/app/events');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a second tab is signed in and sees the hold token made in the first, and later changes too; the last batch stays the first tab’s', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  await workspace.signIn(page);
  await page.goto('/app/batch?event=gala');
  await page.getByRole('button', { name: 'New hold token' }).click();
  const tokens = page.getByRole('list', { name: 'Hold tokens of this desk' });
  const token = (await tokens.locator('code').textContent()) ?? '';
  await page.getByRole('button', { name: `Hold with token ${token} in a new row` }).click();
  const row = page.getByRole('group', { name: 'Row 1' });
  await row.getByLabel('Objects', { exact: true }).fill('A-1, A-2');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText(/The service will accept this batch/)).toBeVisible();
  await page.getByRole('button', { name: 'Submit batch (1)' }).click();
  await expect(page.getByRole('region', { name: 'Last batch' })).toBeVisible();

  const second = await page.context().newPage();
  await second.goto('/app/holds');
  await expect(second.getByRole('heading', { name: 'Holds', level: 1 })).toBeVisible();
  await expect(second.getByRole('timer', { name: `Time left for token ${token}` })).toBeVisible();
  await expect(second.getByRole('table', { name: `Held with token ${token}` })).toContainText(
    'A-1, A-2',
  );
  // The undo belongs to the tab that made the batch.
  await second.goto('/app/batch');
  await expect(second.getByRole('list', { name: 'Hold tokens of this desk' })).toContainText(token);
  await expect(second.getByRole('region', { name: 'Last batch' })).toBeHidden();

  // A change in one open tab reaches the other without a reload.
  await page.getByRole('button', { name: `Forget token ${token}` }).click();
  await expect(second.getByRole('list', { name: 'Hold tokens of this desk' })).toBeHidden();

  for (const tab of [page, second]) {
    const storage = await tab.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(storage.includes(workspace.secretKey), 'secret key in localStorage').toBe(false);
    expect(storage.includes('seatdesk.staff.'), 'staff entries in localStorage').toBe(false);
  }
  // Both tabs name the entries by the sign-in's random storeId, carried to the second tab with the
  // session; nothing in the names comes from the key.
  const storeIds = await Promise.all(
    [page, second].map((tab) =>
      tab.evaluate(() => JSON.parse(sessionStorage.getItem('seatdesk.session') ?? '{}').storeId),
    ),
  );
  expect(storeIds[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(storeIds[1]).toBe(storeIds[0]);
  const names = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('seatdesk.staff.')),
  );
  expect(names.sort()).toEqual([
    `seatdesk.staff.${storeIds[0]}.hold-tokens`,
    `seatdesk.staff.${storeIds[0]}.last-batch`,
  ]);
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const left = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('seatdesk.staff.')),
  );
  expect(left, 'hold tokens and undo history left behind after signing out').toEqual([]);
});
