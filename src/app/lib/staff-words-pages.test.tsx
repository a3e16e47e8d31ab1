// @vitest-environment jsdom
// Issue 28 item 11 over whole pages: the terms the clerk met ("(channelKeys)", NO_CHANNEL,
// "only if reservedByToken", nextToEachOther, bestAvailable.number, error codes) must be absent
// from the text of every page where they leaked, with every folded part opened. An event with
// channels and a held seat, so channel choices, guards and holds are all on show. Tooltips
// (title attributes) may keep the API's words: they are not text.
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoApiTerms } from '../test-support/api-terms-test-kit';
import { appPerTest, renderApp, seedChart } from '../test-support/render-app-test-kit';

vi.setConfig({ testTimeout: 60_000 });

const EVENT = 'concert';

const app = appPerTest(async (app) => {
  await seedChart(app.api, 'hall', 'sampleChart', [EVENT]);
  await app.api.channels.replace(EVENT, [
    { key: 'bo', name: 'Box office', color: '#e8590c', objects: ['A-5', 'A-6'] },
  ]);
  const { holdToken } = await app.api.holdTokens.create();
  await app.api.status.hold(EVENT, { objects: ['A-1'], holdToken });
});

/** Each page, and text on it that says it has loaded what the leaks were in. */
const PAGES: [string, RegExp][] = [
  [`/batch?event=${EVENT}`, /Channels the objects may be in/],
  [`/phone-sale?event=${EVENT}`, /Box office/],
  [`/events/${EVENT}`, /Availability/],
  [`/events/${EVENT}/channels`, /Box office/],
  ['/holds', /Holds/],
  ['/events', /concert/],
];

describe('no API term on the pages staff work on', () => {
  test.each(PAGES)('%s', async (path, loaded) => {
    renderApp(app, path);
    await screen.findByRole('heading', { level: 1 });
    await screen.findAllByText(loaded);
    for (const folded of document.querySelectorAll('details')) folded.open = true;
    // Choices offered are read by staff too; a suggestion's value is what it writes in the field.
    const offered = [
      ...[...document.querySelectorAll('option')].map((o) => `${o.textContent} ${o.label}`),
      ...[...document.querySelectorAll('datalist option')].map(
        (o) => (o as HTMLOptionElement).value,
      ),
    ].join(' ');
    expectNoApiTerms(document.body);
    expectNoApiTerms(offered);
    expect(document.body.textContent?.length ?? 0).toBeGreaterThan(100);
  });
});
