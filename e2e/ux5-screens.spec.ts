// The pages helper ux5 changed, at a desk's width and a phone's: a season's night (its season
// named), a chart (its venue type in words) and the charts list, the phone sale (accessible seats
// in words) and the seat card near the map's edge. No sideways scroll.
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';
import { expectNoSideScroll, screenPath } from './screens-kit';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const layout = fixtureLayout('sampleChart');

for (const size of SIZES) {
  test(`ux5 pages at ${size.width} px`, async ({ page, workspace }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await workspace.seedChart('hall', 'sampleChart');
    await workspace.api.seasons.create({
      chartKey: 'hall',
      key: 'league',
      name: 'League 2027',
      eventKeys: ['match-1'],
    });
    await workspace.api.events.create({ chartKey: 'hall', eventKey: 'gala', name: 'Gala' });
    await workspace.signIn(page);
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: screenPath(info, `ux5-${name}-${size.name}.png`), fullPage });

    await page.goto('/app/events/match-1');
    await expect(page.getByRole('link', { name: 'Season: League 2027' })).toBeVisible();
    await expectNoSideScroll(page);
    await shot('season-night');

    await page.goto('/app/charts/hall');
    await expect(page.getByText('Rows, no sections')).toBeVisible();
    await expectNoSideScroll(page);
    await shot('chart');

    await page.goto('/app/charts');
    await expect(page.getByRole('table', { name: 'Charts' })).toContainText('Rows, no sections');
    await shot('charts');

    await page.goto('/app/phone-sale?event=gala');
    const form = page.getByRole('form', { name: 'Find best seats' });
    await form.getByLabel('Seats', { exact: true }).fill('3');
    await expect(form.getByLabel('Accessible seats')).toContainText('None needed');
    await expectNoSideScroll(page);
    await shot('phone-sale');

    // The seat card of the row's last seat, at the map's right edge.
    await page.goto('/app/events/gala');
    await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
    await page.locator('.seat-map-stage').scrollIntoViewIfNeeded();
    const at = await pointOf(page, layout, 'A-8');
    await page.mouse.move(at.x, at.y);
    await expect(page.locator('.seat-map-card')).toContainText('A-8');
    await shot('seat-card', false);
  });
}
