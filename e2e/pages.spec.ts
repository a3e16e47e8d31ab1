// Every page of the back office, at 1280 px and on a tablet, in light and dark: each must render
// its heading and fit the width (no sideways scrolling). Screenshots land in test-results/screens
// for people to look at.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

async function expectFits(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`every page renders and fits: ${size.name}, ${scheme}`, async ({
      page,
      workspace,
    }, info) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await workspace.seedChart('grand-hall', 'sampleChartWithSections', [
        'spring-gala',
        'autumn-gala',
      ]);
      await workspace.seedChart('race-track', 'sampleChartWithZones');
      await workspace.seedChart('old-hall', 'sampleChart', ['matinee']);
      await workspace.seedChart('attic', 'sampleChartWithTables');
      await workspace.api.charts.moveToArchive('attic');
      await workspace.api.charts.addCategory('grand-hall', {
        key: 'vip',
        label: 'VIP',
        color: '#8e44ad',
      });
      await workspace.api.events.create({
        chartKey: 'old-hall',
        eventKey: 'opening-night',
        name: 'Opening night',
        date: '2026-09-12',
        channels: [
          {
            key: 'web',
            name: 'Web shop',
            color: '#59a14f',
            index: 0,
            objects: ['A-1', 'A-2', 'A-3'],
            areaPlaces: { GA1: 20 },
          },
          { key: 'box', name: 'Box office', color: '#4e79a7', index: 1, objects: ['B-1', 'B-2'] },
          { key: 'partners', name: 'Partners', color: '#f28e2b', index: 2, objects: [] },
        ],
      });

      const shot = async (name: string, heading: string | RegExp) => {
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expectFits(page);
        await page.screenshot({
          path: join(info.project.outputDir, 'screens', `${size.name}-${scheme}-${name}.png`),
          fullPage: true,
        });
      };

      await page.goto('/app/sign-in');
      await shot('sign-in', 'Sign in');
      await workspace.signIn(page);
      // Each row's free / held / booked figures arrive after the list.
      const figuresLoaded = () => expect(page.locator('[data-figure][aria-busy]')).toHaveCount(0);
      await figuresLoaded();
      await shot('events', 'Events');
      await page.goto('/app/events?q=gala');
      await figuresLoaded();
      await shot('events-search', 'Events');
      await page.goto('/app/events/opening-night');
      await shot('event', 'Opening night');
      await page.goto('/app/events/opening-night/channels');
      await expect(page.getByRole('region', { name: 'Selected channel' })).toBeVisible();
      await page
        .getByRole('region', { name: 'Selected channel' })
        .getByLabel('Colour', { exact: true })
        .fill('#4f7aa5');
      await shot('channels', 'Opening night');
      await page.getByRole('button', { name: 'Discard changes' }).click();
      await page.goto('/app/charts');
      await shot('charts', 'Charts');
      await page.goto('/app/charts/grand-hall');
      await expect(page.getByRole('table', { name: 'Categories' })).toBeVisible();
      await shot('chart-categories', 'Sample chart with sections');
      await page.getByRole('button', { name: 'Edit category VIP' }).click();
      await page.getByLabel('Label of vip').fill('');
      await page
        .getByRole('table', { name: 'Categories' })
        .getByRole('button', { name: 'Save' })
        .click();
      await shot('chart-category-edit', 'Sample chart with sections');
      await page.goto('/app/charts/grand-hall/events');
      await expect(page.getByRole('link', { name: 'spring-gala' })).toBeVisible();
      await shot('chart-events', 'Sample chart with sections');
      await page.goto('/app/charts/attic');
      await shot('chart-archived', 'Sample chart');
      await page.goto('/app/create-events?chart=old-hall');
      await page.getByLabel('A run of dated events').check();
      await page.getByLabel('Name of the run').fill('Matinee');
      await page.getByLabel('Date of the first event').fill('2026-09-12');
      await expect(page.getByRole('region', { name: 'Events to create' })).toBeVisible();
      await shot('create-events', 'Create events');
      await page.goto('/app/archive');
      await page.getByRole('button', { name: 'Restore Sample chart' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('archive-confirm', 'Archive');
      // Someone else restores it meanwhile: the refusal shows as a toast, in words and with its code.
      await workspace.api.charts.moveOutOfArchive('attic');
      await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByRole('alert')).toContainText('is not in the archive any more');
      await shot('archive-refused', 'Archive');
      await page.goto('/app/batch?event=opening-night');
      await shot('batch-desk', 'Batch desk');
      await page.goto('/app/reports/events/opening-night');
      await shot('reports', 'Reports');
      await page.goto('/app/no/such/page');
      await shot('not-found', 'Not found');
    });
  }
}
