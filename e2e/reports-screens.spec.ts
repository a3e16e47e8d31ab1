// The report pages as people see them, at 1280 px (light) and on a tablet (dark): the reports
// home, event dashboards, a drill-down with the column chooser open, a chart report with a group
// opened. No view may scroll sideways; screenshots land in <outputDir>/screens.
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900, scheme: 'light' },
  { name: 'tablet', width: 820, height: 1180, scheme: 'dark' },
] as const;

function shooter(page: Page, info: TestInfo, size: string) {
  return async (name: string) => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await page.screenshot({
      path: join(info.project.outputDir, 'screens', `${size}-reports-${name}.png`),
      fullPage: true,
    });
  };
}

for (const size of SIZES) {
  test(`the report pages at ${size.name} width`, async ({ page, workspace }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ colorScheme: size.scheme });
    await workspace.seedChart('stadium', 'sampleChartWithZones', []);
    await workspace.api.events.create({
      chartKey: 'stadium',
      eventKey: 'cup-final',
      name: 'Cup final',
      channels: [{ key: 'members', name: 'Members', objects: [] }],
    });
    const objects = await workspace.api.reports.eventFlatList('cup-final');
    const seats = objects.filter((o) => o.objectType === 'seat').map((o) => o.label);
    // Sales spread over the stadium: every third seat booked, every eleventh held.
    const booked = seats.filter((_, i) => i % 3 === 0);
    for (let i = 0; i < booked.length; i += 1000) {
      await workspace.api.status.book('cup-final', {
        objects: booked.slice(i, i + 1000),
        orderId: `order-${i / 1000}`,
      });
    }
    const token = await workspace.api.holdTokens.create();
    await workspace.api.status.hold('cup-final', {
      objects: seats.filter((_, i) => i % 11 === 1 && i % 3 !== 0),
      holdToken: token.holdToken,
    });
    await workspace.api.charts.update('stadium', {
      categories: [{ key: 'vip', label: 'VIP boxes', color: '#aa0000' }],
    });
    await workspace.signIn(page);
    const shot = shooter(page, info, size.name);

    await page.goto('/app/reports');
    await expect(page.getByRole('link', { name: 'Cup final' })).toBeVisible();
    await shot('home');

    await page.goto('/app/reports/events/cup-final');
    await expect(page.locator('.summary-bars .recharts-bar-rectangle').first()).toBeVisible();
    await shot('event-by-status');

    await page.goto('/app/reports/events/cup-final?type=byZone&refresh=15');
    await expect(page.locator('.summary-bars .recharts-bar-rectangle').first()).toBeVisible();
    await shot('event-by-zone-live');

    await page.goto('/app/reports/events/cup-final?type=byAvailabilityReason&by=byCategoryLabel');
    await expect(page.locator('.donut .recharts-sector').first()).toBeVisible();
    await shot('event-by-availability-reason');

    await page
      .getByRole('table', { name: /places by/ })
      .getByRole('link', { name: 'Booked' })
      .click();
    const grid = page.getByRole('table', { name: /group Booked/ });
    await expect(grid.locator('tbody tr:not(.vt-spacer)').first()).toBeVisible();
    await grid.getByRole('button', { name: 'Section' }).click();
    await page.locator('.rt-columns summary').click();
    await shot('event-drill-down');

    await page.goto('/app/reports/events/cup-final?view=detailed&type=byOrderId&group=order-2');
    await expect(grid.or(page.getByRole('table', { name: /order-2/ })).first()).toBeVisible();
    await shot('event-by-order-id');

    // On a 1024 px screen every default column, the order id last, shows without scrolling.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/app/reports/events/cup-final?view=detailed&type=byStatus');
    const orderHeader = page.getByRole('columnheader', { name: 'Order id' });
    await expect(orderHeader).toBeVisible();
    const box = await orderHeader.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), 'order id off-screen at 1024 px').toBeLessThanOrEqual(
      1024,
    );
    await shot('event-detailed-1024');
    await page.setViewportSize({ width: size.width, height: size.height });

    await page.goto('/app/reports/charts/stadium?type=bySection&by=byCategoryLabel&group=MT1');
    await expect(page.getByRole('heading', { name: /Objects in MT1/ })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: /objects in MT1/ })
        .locator('tbody td')
        .first(),
    ).toBeVisible();
    await shot('chart-by-section-group');

    await page.goto('/app/reports/charts/stadium?type=byCategoryLabel&version=draft');
    await expect(page.getByRole('rowheader', { name: 'VIP boxes' })).toBeVisible();
    await shot('chart-draft');
  });
}
