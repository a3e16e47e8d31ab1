import { expect, test } from './fixtures';

test('a wrong key is refused with a clear message', async ({ page }) => {
  await page.goto('/app/');
  await page.getByLabel('Secret key').fill('certainly-not-a-key');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The secret key was not accepted');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('signs in with a key, keeps it out of the URL and local storage, and signs out', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('e2e-hall', 'sampleChart', ['e2e-show']);
  await workspace.signIn(page);
  await expect(page.getByRole('link', { name: 'e2e-show' })).toBeVisible();
  expect(page.url()).not.toContain(workspace.secretKey);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await page.evaluate(() => sessionStorage.getItem('seatdesk.session'))).toContain(
    workspace.secretKey,
  );

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/app/events');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the demo workspace is one click away on a loopback service', async ({ page }) => {
  await page.goto('/app/');
  await page.getByRole('button', { name: 'Sign in to the demo workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Workspace' })).toContainText('127.0.0.1');
  await expect(page.getByRole('link', { name: 'sampleChart-event' })).toBeVisible();
});
