// The event log page (issue 32.10, 31.4) at 1440, 1024 and 820 px, light and dark: a staff
// member's channel change, event and staff changes by the key holder, in staff words; no side
// scroll, and the axe audit at 0 serious. Screenshots land in <outputDir>/screens.
import { expect, test } from './fixtures';
import { expectNoSeriousAxe, expectNoSideScroll, SCREEN_SIZES, screenPath } from './screens-kit';

const SCHEMES = ['light', 'dark'] as const;

test.describe.configure({ timeout: 120_000 });

for (const size of SCREEN_SIZES) {
  for (const scheme of SCHEMES) {
    test(`the event log at ${size.width} px, ${scheme}`, async ({
      page,
      workspace,
      baseURL,
    }, info) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await workspace.seedChart('hall', 'sampleChart');
      await workspace.api.events.create({ chartKey: 'hall', eventKey: 'hamlet', name: 'Hamlet' });
      await workspace.api.events.create({ chartKey: 'hall', eventKey: 'lear', name: 'King Lear' });
      const auth = { authorization: `Basic ${btoa(`${workspace.secretKey}:`)}` };
      const json = { 'content-type': 'application/json' };
      const ana = {
        displayName: 'Ana Silva',
        signInName: `ana-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
        password: 'ana-password-long',
        role: 'manager',
      };
      const added = await fetch(`${baseURL}/seatdesk/staff/accounts`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: JSON.stringify(ana),
      });
      expect(added.status).toBe(200);
      const origin = { origin: new URL(baseURL ?? '').origin, 'sec-fetch-site': 'same-origin' };
      const signedIn = await fetch(`${baseURL}/seatdesk/staff/sign-in`, {
        method: 'POST',
        headers: { ...origin, ...json },
        body: JSON.stringify({ signInName: ana.signInName, password: ana.password }),
      });
      const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
      const replaced = await fetch(`${baseURL}/events/hamlet/channels/replace`, {
        method: 'POST',
        headers: { ...origin, ...json, cookie },
        body: JSON.stringify({
          channels: [{ key: 'press', name: 'Press', color: '#00AA00', index: 1, objects: ['A-1'] }],
        }),
      });
      expect(replaced.status).toBe(204);
      await workspace.api.events.update('lear', { name: 'King Lear (matinee)' });

      await workspace.signIn(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Event log' })
        .click();
      await expect(page.getByRole('cell', { name: 'Channels changed on Hamlet' })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Ana Silva' }).first()).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoSeriousAxe(page);
      await page.screenshot({
        path: screenPath(info, `event-log-${size.width}-${scheme}.png`),
        fullPage: true,
      });
    });
  }
}
