// The walk-through of docs/box-office-guide.md ("A shift at the box office"), on the demo data a
// fresh `npm start` seeds (the run's own in-memory service has it untouched): sign in to the demo
// workspace, find the event, sell four seats on the phone, pick seats on the event's map, hold
// them for a customer at the batch desk, find the phone order and confirm the hold from the holds
// view, and read the event's report. As an ordinary test it checks that every step the guide
// describes still works; with GUIDE_SCREENSHOTS=1 it also rewrites the guide's pictures in
// docs/guide/ (1440×900, light), the only time this spec writes into the repository.
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';

const WRITE = process.env.GUIDE_SCREENSHOTS === '1';
const GUIDE_DIR = join(import.meta.dirname, '..', 'docs', 'guide');

test.use({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });
// About twenty steps across seven pages: well under a minute on an idle machine, but up to two
// on the shared two-core one under a full load of other work.
test.setTimeout(120_000);

/** One picture of the guide; only written when asked for (GUIDE_SCREENSHOTS=1). */
async function picture(page: Page, name: string, clip?: { height: number }) {
  if (!WRITE) return;
  // A toast that happened to be up would hide part of the page.
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('button');
  while ((await toasts.count()) > 0) await toasts.first().click();
  await page.screenshot({
    path: join(GUIDE_DIR, `${name}.png`),
    animations: 'disabled',
    // A short page is cut below its content rather than shown with an empty half.
    clip: clip && { x: 0, y: 0, width: 1440, height: clip.height },
  });
}

/** Scrolls the page so that `what` is near the top of the screen. */
async function scrollToTop(what: Locator) {
  await what.evaluate((element) => {
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 16);
  });
}

const nav = (page: Page, place: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: place }).click();

const row = (page: Page, n: number) => page.getByRole('group', { name: `Row ${n}` });

test('a shift at the box office, as the guide tells it', async ({ page }) => {
  // Sign in the way a newcomer does after `npm start`: the demo workspace, one click.
  await page.goto('/app/sign-in');
  const offer = page.getByRole('button', { name: 'Sign in to the demo workspace' });
  await expect(offer).toBeVisible();
  await picture(page, 'sign-in', { height: 820 });
  await offer.click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  const demoEvent = page.getByRole('link', {
    name: 'Sample chart (demo event) sampleChart-event',
    exact: true,
  });
  await expect(demoEvent).toBeVisible();
  // Each event's free, held and booked places arrive after the list.
  await expect(page.getByRole('table', { name: 'Events' })).not.toContainText('…');
  await picture(page, 'events', { height: 560 });

  // Phone sale: a caller wants four seats together; the best block is held while they decide.
  await nav(page, 'Phone sale');
  await page.getByLabel('Event', { exact: true }).selectOption('sampleChart-event');
  await page.getByLabel('Seats', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Find 4 best seats' }).click();
  const offered = page.getByRole('listitem', { name: /^Offer 1:/ });
  await expect(offered.getByText('Together: yes')).toBeVisible();
  await page.getByLabel('Order id (optional)').fill('TEL-0311');
  await picture(page, 'phone-sale');
  await offered.getByRole('button', { name: 'Book these' }).click();
  await expect(page.getByText('Nothing held for the caller.')).toBeVisible();

  await nav(page, 'Events');

  // Tonight's event: its map, a few seats picked with the pointer.
  await demoEvent.click();
  await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
  const layout = fixtureLayout('sampleChart');
  // One click picks C-3; Shift with the right arrow key picks the next three.
  const at = await pointOf(page, layout, 'C-3');
  await page.mouse.click(at.x, at.y);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText('4 selected: 4 Free · Cat2 4')).toBeVisible();
  // The pointer passes over a seat and leaves the map: its card goes, and would not hide seats.
  const away = await pointOf(page, layout, 'D-1');
  await page.mouse.move(away.x, away.y);
  await page.mouse.move(1, 1);
  await expect(page.locator('.seat-map-card')).toHaveCount(0);
  await scrollToTop(page.getByRole('toolbar', { name: 'Seat map tools' }));
  await picture(page, 'event-map');

  // At the batch desk the selection is held for a customer with a new hold token.
  await page.getByRole('link', { name: 'Open in batch desk' }).click();
  await expect(row(page, 1).getByLabel('Objects')).toHaveValue('C-3..C-6');
  // The phone sale's token is in the list already; the new one comes last.
  const tokens = page.getByRole('list', { name: 'Hold tokens of this desk' }).locator('code');
  const before = await tokens.count();
  await page.getByRole('button', { name: 'New hold token' }).click();
  await expect(tokens).toHaveCount(before + 1);
  const holdToken = (await tokens.last().textContent()) ?? '';
  await row(page, 1).getByLabel('Action').selectOption('hold');
  await row(page, 1).getByLabel('Hold token').fill(holdToken);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('The service will accept this batch')).toBeVisible();
  await scrollToTop(page.getByRole('heading', { name: 'Start from a common task' }));
  await picture(page, 'batch-desk');
  await page.getByRole('button', { name: 'Submit batch (1)' }).click();
  await expect(page.getByRole('region', { name: 'Batch result' })).toContainText('Batch applied');

  // The holds view: what the token holds, with its time left; the phone order found by its id.
  await nav(page, 'Holds');
  const card = page.getByRole('region', { name: `Token ${holdToken}` });
  await expect(card.getByRole('table', { name: `Held with token ${holdToken}` })).toContainText(
    'C-3, C-4, C-5, C-6',
  );
  await page.getByLabel('Order id', { exact: true }).fill('TEL-0311');
  await page.getByRole('button', { name: 'Find in every event' }).click();
  await expect(page.getByRole('table', { name: /^Order in / })).toContainText('Booked');
  await picture(page, 'holds');

  // The customer pays: everything the token holds is booked under their order id.
  await card.getByRole('button', { name: `Confirm all held with token ${holdToken}` }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel('Order id').fill('WEB-1042');
  await confirm.getByRole('button', { name: 'Book all' }).click();
  await expect(card.getByText(/Nothing is held with this token any more/)).toBeVisible();

  // The event's report: what was sold tonight.
  await page.goto('/app/reports/events/sampleChart-event');
  await expect(page.getByRole('row', { name: /^Booked 8 / })).toBeVisible();
  await picture(page, 'reports');
});
