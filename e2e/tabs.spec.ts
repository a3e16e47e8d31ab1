// One session across the tabs of the browser: a second tab is signed in at once, signing out in
// one signs out the other, and the key is never written to localStorage, a cookie or a URL.
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
