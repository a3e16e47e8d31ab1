// Screens of the pages issue 30's live parts changed (the holds view's Live badge, an event's
// report dashboard and drill-down with it), at 1440, 1024 and 820 px wide, light and dark, for a
// person to look at; no sideways scroll, and the axe audit at no serious finding.
import { expect, test } from './fixtures';
import { expectNoSeriousAxe, expectNoSideScroll, SCREEN_SIZES, screenPath } from './screens-kit';

test('the holds view and the event reports, live', async ({ page, workspace }, info) => {
  test.setTimeout(360_000);
  await workspace.seedChart('live-chart', 'sampleChart', ['live-event']);
  const { holdToken } = await workspace.api.holdTokens.create();
  await workspace.api.status.hold('live-event', { objects: ['A-1', 'A-2'], holdToken });
  await workspace.api.status.book('live-event', { objects: ['B-1', 'B-2'], orderId: 'o-1' });
  await workspace.signIn(page);
  await page.goto('/app/holds');
  const form = page.getByRole('form', { name: 'Add a hold token' });
  await form.getByLabel('Add a hold token made elsewhere').fill(holdToken);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('table', { name: `Held with token ${holdToken}` })).toBeVisible();
  const pages = [
    { name: 'holds', path: '/app/holds' },
    { name: 'reports-summary', path: '/app/reports/events/live-event' },
    {
      name: 'reports-detailed',
      path: '/app/reports/events/live-event?view=detailed&type=byStatus&group=booked',
    },
  ];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      for (const one of pages) {
        await page.goto(one.path);
        await expect(page.locator('.live-status', { hasText: 'Live' })).toBeVisible();
        if (one.name === 'reports-detailed' && size.width === 1440) {
          await workspace.api.status.book('live-event', {
            objects: [`C-${scheme === 'light' ? 1 : 2}`],
          });
          await expect(page.getByText('Seats have changed since')).toBeVisible();
        }
        await expectNoSideScroll(page);
        await page.screenshot({
          path: screenPath(info, `${size.width}-${scheme}-live-${one.name}.png`),
          fullPage: true,
        });
        if (scheme === 'light' && size.width === 1440) await expectNoSeriousAxe(page);
      }
    }
  }
});
