// The event page's figure tiles at a big venue: "100,000" in the Free and Total tiles ran past
// the tile's edge at desktop widths (the tiles are as narrow as 96 px in the side panel). Each
// tile's number must fit inside it, at the widths staff use.
import { generateDrawing } from '../src/domain/drawing/generate';
import { expect, test } from './fixtures';

test('the availability tiles fit six-digit figures', async ({ page, workspace }, info) => {
  await workspace.api.charts.upload('arena', generateDrawing({ seats: 100_000, sections: 10 }));
  await workspace.api.events.create({ chartKey: 'arena', eventKey: 'arena-night' });
  await workspace.signIn(page);
  for (const width of [1440, 1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/events/arena-night');
    const total = page.locator('.figure-tiles [data-figure="total"] dd');
    await expect(total).toHaveText('100,000', { timeout: 60_000 });
    const overflowing = await page
      .locator('.figure-tiles dd')
      .evaluateAll((figures) =>
        figures
          .filter((figure) => figure.scrollWidth > figure.clientWidth)
          .map((figure) => `${figure.textContent} (${figure.scrollWidth} > ${figure.clientWidth})`),
      );
    expect(overflowing, `at ${width} px`).toEqual([]);
    await page
      .locator('.event-figures')
      .screenshot({ path: info.outputPath(`figure-tiles-${width}.png`) });
  }
});
