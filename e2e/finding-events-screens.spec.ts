// The events list by date and the season pages (issue 28, item 9) as people see them, at 1440,
// 1024 and 820 px, light and dark: screenshots land in <outputDir>/screens, and no view may scroll
// sideways.
import { join } from 'node:path';
import { expect, test } from './fixtures';

const WIDTHS = [1440, 1024, 820];
const SCHEMES = ['light', 'dark'] as const;

test('events list and season pages at three widths, light and dark', async ({
  page,
  workspace,
}, info) => {
  test.setTimeout(180_000);
  await workspace.seedChart('hall', 'sampleChart', []);
  const day = (days: number) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const api = workspace.api;
  await api.events.create({
    chartKey: 'hall',
    eventKey: 'hamlet-tonight',
    name: 'Hamlet',
    date: day(0),
  });
  await api.events.create({
    chartKey: 'hall',
    eventKey: 'lear-1',
    name: 'King Lear',
    date: day(3),
  });
  await api.events.create({ chartKey: 'hall', eventKey: 'tour', name: 'Backstage tour' });
  await api.events.create({ chartKey: 'hall', eventKey: 'past', name: 'Macbeth', date: day(-2) });
  const season = await api.seasons.create({
    chartKey: 'hall',
    key: 'winter',
    name: 'Winter run',
    numberOfEvents: 2,
  });
  for (const [i, e] of (season.events ?? []).entries())
    await api.events.update(e.key, { date: day(10 + i) });

  await workspace.signIn(page);
  for (const scheme of SCHEMES) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const shot = async (name: string) => {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: join(info.project.outputDir, 'screens', `${width}-${scheme}-${name}.png`),
          fullPage: true,
        });
      };
      await page.goto('/app/events');
      await expect(page.getByText(/Upcoming events first/)).toBeVisible();
      await shot('events-by-date');
      await page.getByRole('button', { name: 'Today' }).click();
      await expect(page.getByRole('link', { name: /Hamlet/ })).toBeVisible();
      await shot('events-today');
      await page.goto('/app/seasons/winter');
      await expect(page.getByRole('heading', { name: 'Winter run', level: 1 })).toBeVisible();
      await shot('season-page');
      await page.goto('/app/seasons');
      await page.getByLabel('Chart key').fill('hall');
      await page.getByRole('radio', { name: 'Existing dated events' }).check();
      await expect(page.getByRole('checkbox', { name: /King Lear/ })).toBeVisible();
      await shot('season-create-existing');
    }
  }
});
