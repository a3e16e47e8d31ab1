import { expect, test } from '@playwright/test';

test('the back office answers under /app/ with its sign-in page', async ({ page }) => {
  await page.goto('/app/');
  await expect(page).toHaveTitle('Seatdesk');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Secret key')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
});
