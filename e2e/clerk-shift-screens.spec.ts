// Screens of the pages issue 28's shift changed (the event map zoomed in, with its hover card),
// at 1440, 1024 and 820 px wide, light and dark, for a person to look at; and the axe audit of
// that page stays at no serious finding.
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';
import { expectNoSeriousAxe } from './screens-kit';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
];

test('the event map at working zoom, with section names and the hover card', async ({
  page,
  workspace,
}, info) => {
  await workspace.seedChart('scr-chart', 'sampleChartWithSections', ['scr-event']);
  await workspace.signIn(page);
  const layout = fixtureLayout('sampleChartWithSections');
  const seat = layout.objects.find((object) => object.kind === 'seat');
  if (!seat) throw new Error('the fixture has no seat');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/app/events/scr-event');
      await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
      const at = await pointOf(page, layout, seat.label);
      await page.mouse.move(at.x, at.y);
      for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -200);
      await page.mouse.move(at.x + 1, at.y + 1);
      await page.screenshot({
        path: join(info.project.outputDir, 'screens', `${size.width}-${scheme}-event-zoomed.png`),
      });
    }
  }
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await page.screenshot({
    path: join(info.project.outputDir, 'screens', '820-dark-event-list.png'),
    fullPage: true,
  });
  await expectNoSeriousAxe(page);
});
