// The event page's map as staff see it, in each colour mode, light and dark, at 1366 and 1920 px
// wide: a sold-in-part stadium with holds, seats not for sale and two channels. Screenshots land
// in <outputDir>/screens; the page may not scroll sideways and the legend names every colour.
import { join } from 'node:path';
import { expect, test } from './fixtures';

const WIDTHS = [1366, 1920] as const;
const SCHEMES = ['light', 'dark'] as const;
const MODES = [
  { mode: 'status', legend: ['Free', 'Held', 'Booked', 'Not for sale'] },
  { mode: 'availability', legend: ['Available', 'Not available: booked'] },
  { mode: 'category', legend: [] },
  { mode: 'channel', legend: ['Members', 'Partners'] },
] as const;

for (const width of WIDTHS) {
  for (const scheme of SCHEMES) {
    test(`the event map in every colour mode at ${width} px, ${scheme}`, async ({
      page,
      workspace,
    }, info) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 1366 ? 768 : 1080 });
      await page.emulateMedia({ colorScheme: scheme });
      await workspace.seedChart('stadium', 'sampleChartWithZones', []);
      const { api } = workspace;
      await api.events.create({ chartKey: 'stadium', eventKey: 'final', name: 'Cup final' });
      const seats = (await api.reports.eventFlatList('final'))
        .filter((o) => o.objectType === 'seat')
        .map((o) => o.label);
      await api.channels.replace('final', [
        {
          key: 'members',
          name: 'Members',
          color: '#1f5fbf',
          index: 1,
          objects: seats.slice(0, 400),
        },
        {
          key: 'partners',
          name: 'Partners',
          color: '#c2255c',
          index: 2,
          objects: seats.slice(400, 700),
        },
      ]);
      const booked = seats.filter((_, i) => i % 3 === 0);
      for (let i = 0; i < booked.length; i += 1000) {
        await api.status.book('final', {
          objects: booked.slice(i, i + 1000),
          channelKeys: ['members', 'partners', 'NO_CHANNEL'],
        });
      }
      const token = await api.holdTokens.create();
      await api.status.hold('final', {
        objects: seats.filter((_, i) => i % 7 === 1 && i % 3 !== 0),
        holdToken: token.holdToken,
        ignoreChannels: true,
      });
      await api.status.markAsNotForSale('final', { objects: seats.slice(-200) });
      await workspace.signIn(page);

      for (const { mode, legend } of MODES) {
        await page.goto(`/app/events/final?colour=${mode}`);
        const shown = page.locator('.seat-map-legend');
        await expect(shown).not.toContainText('Loading statuses');
        for (const name of legend) await expect(shown).toContainText(name);
        await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        await page.screenshot({
          path: join(info.project.outputDir, 'screens', `event-map-${width}-${scheme}-${mode}.png`),
        });
      }
    });
  }
}
