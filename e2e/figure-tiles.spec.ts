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

// The category table beside the map at 1024 px wrapped "Not for sale" over three lines and
// "Category 1" over two: a status's name takes at most two lines, a category's name one.
test('the category table reads in one or two lines per heading', async ({
  page,
  workspace,
}, info) => {
  await workspace.api.charts.upload('hall', generateDrawing({ seats: 2_000, sections: 4 }));
  await workspace.api.events.create({ chartKey: 'hall', eventKey: 'hall-night' });
  await workspace.signIn(page);
  for (const width of [1440, 1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/events/hall-night');
    const table = page.getByRole('table', { name: 'Availability by category' });
    await expect(table.getByRole('columnheader', { name: 'Not for sale' })).toBeVisible({
      timeout: 60_000,
    });
    // Lines as the browser laid them out: the distinct tops of the text's line boxes.
    const lines = await table.locator('th').evaluateAll((headings) =>
      headings.map((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        return {
          text: heading.textContent,
          row: heading.getAttribute('scope') === 'row',
          lines: tops.size,
        };
      }),
    );
    const tooTall = lines.filter((heading) => heading.lines > (heading.row ? 1 : 2));
    expect(tooTall, `at ${width} px`).toEqual([]);
    const spill = await table.evaluate(
      (element) => element.scrollWidth - (element.parentElement as HTMLElement).clientWidth,
    );
    expect(spill, `the table is wider than its card at ${width} px`).toBeLessThanOrEqual(0);
    await page
      .locator('.event-figures')
      .screenshot({ path: info.outputPath(`category-table-${width}.png`) });
  }
});
