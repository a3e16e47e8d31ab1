// The pages helper ux3 changed, as a clerk sees them at 1440, 1024 and 820 px, light and dark:
// an event's reports (named by name and date, "Why not available"), the events list (Today) and
// the event map in channel colours. No sideways scroll; the reports pass the axe audit.
import { expect, test } from './fixtures';
import { expectNoSeriousAxe, expectNoSideScroll, SCREEN_SIZES, screenPath } from './screens-kit';

for (const size of SCREEN_SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`ux3 pages at ${size.width} px, ${scheme}`, async ({ page, workspace }, info) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await workspace.seedChart('hall', 'sampleChart');
      await workspace.api.events.create({
        chartKey: 'hall',
        eventKey: 'evt-hamlet',
        name: 'Hamlet',
        date: '2026-12-02',
        channels: [{ key: 'vip', name: 'VIP', color: '#aa0000', objects: ['A-1', 'A-2'] }],
      });
      await workspace.api.status.book('evt-hamlet', { objects: ['A-3', 'B-1'] });
      await workspace.signIn(page);
      const shot = (name: string) =>
        page.screenshot({
          path: screenPath(info, `ux3-${name}-${size.width}-${scheme}.png`),
          fullPage: true,
        });

      await page.goto('/app/reports/events/evt-hamlet?type=byAvailabilityReason');
      await expect(
        page.getByRole('table', { name: /Hamlet · Dec 2, 2026: places by/ }),
      ).toBeVisible();
      await expectNoSideScroll(page);
      await shot('reports');
      if (size.width === 1440) await expectNoSeriousAxe(page);

      await page.goto('/app/events');
      await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute(
        'title',
        /at the venue/,
      );
      await shot('events');

      await page.goto('/app/events/evt-hamlet?colour=channel');
      await expect(page.locator('.seat-map-legend').getByText('VIP')).toBeVisible();
      await expectNoSideScroll(page);
      await shot('map-channels');
    });
  }
}
