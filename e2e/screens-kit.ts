// What the screens specs share: where a screenshot for a person to look at goes, that a page does
// not scroll sideways, and the axe audit (no serious or critical finding).
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The widths staff work at, each with a common height. */
export const SCREEN_SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
] as const;

/** Where a screenshot named so lands: <outputDir>/screens (or SCREENS_DIR), never committed. */
export function screenPath(info: TestInfo, name: string): string {
  return join(process.env.SCREENS_DIR ?? join(info.project.outputDir, 'screens'), name);
}

export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** The page passes the axe audit: every serious or critical finding is named with where it is. */
export async function expectNoSeriousAxe(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}
