// The back office against hostile data and for every user: labels, names, extra data, statuses and
// the service's error messages carrying HTML or script render as plain text; the secret key never
// reaches a URL, localStorage, a cookie, the console or the page; the app is served with a
// Content-Security-Policy it lives within; and axe finds no serious or critical problem on any
// page, in light and dark.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Workspace } from './fixtures';

/** Each payload, were it parsed as HTML, would run script that sets window.__xss. */
const XSS = {
  chartName: 'Hall <img src=x onerror="window.__xss=1">',
  categoryLabel: 'VIP <script>window.__xss=2</script>',
  eventName: 'Gala <b onmouseover="window.__xss=3">night</b>',
  channelName: 'Web <img src=x onerror="window.__xss=4">',
  extraData: 'note <img src=x onerror="window.__xss=5">',
  orderId: 'order <svg onload="window.__xss=6">',
  status: 'sold<img src=x onerror="window.__xss=7">',
  archivedChartKey: 'attic<img src=x onerror="window.__xss=8">',
  workspaceKey: 'ws<img src=x onerror="window.__xss=9">',
};

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

async function post(request: APIRequestContext, key: string, path: string, data?: unknown) {
  const response = await request.post(path, { headers: { authorization: basic(key) }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/** A chart, an event with a channel, a booked seat with extra data, a custom status, all hostile. */
async function seedHostile(workspace: Workspace, request: APIRequestContext) {
  const key = workspace.secretKey;
  await workspace.seedChart('hall');
  await post(request, key, '/charts/hall', { name: XSS.chartName });
  await workspace.api.charts.addCategory('hall', { key: 'vip', label: XSS.categoryLabel });
  await workspace.api.events.create({
    chartKey: 'hall',
    eventKey: 'gala',
    name: XSS.eventName,
    channels: [{ key: 'web', name: XSS.channelName, objects: ['A-1'] }],
  });
  await post(request, key, '/events/gala/actions/book', {
    objects: [{ objectId: 'A-2', extraData: { note: XSS.extraData } }],
    orderId: XSS.orderId,
  });
  await post(request, key, '/events/gala/actions/change-object-status', {
    objects: ['A-3'],
    status: XSS.status,
  });
}

/** Records what must never happen, from before the first script of every page. */
async function watch(page: Page, secretKey: string) {
  const leaks: string[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('dialog', (dialog) => {
    leaks.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (url.includes(secretKey)) leaks.push(`secret key in a URL: ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.text().includes(secretKey))
      leaks.push(`secret key in the console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (String(error.stack ?? error).includes(secretKey)) leaks.push('secret key in a page error');
  });
  return leaks;
}

/** Nothing of a payload was parsed as markup, no script ran, the policy was never violated. */
async function expectInert(page: Page, secretKey: string) {
  await expect(page.locator('img[src="x"], [onerror], [onload], [onmouseover]')).toHaveCount(0);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __csp?: string[] };
    return {
      xss: w.__xss ?? null,
      csp: w.__csp ?? [],
      scripts: [...document.scripts].filter((s) => s.text.includes('__xss')).length,
      // What was typed into a field may stay there; everything else must not hold the key.
      html: (() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        for (const field of copy.querySelectorAll('input, textarea'))
          field.removeAttribute('value');
        return copy.outerHTML;
      })(),
      url: location.href,
    };
  });
  expect({ xss: state.xss, csp: state.csp, scripts: state.scripts }).toEqual({
    xss: null,
    csp: [],
    scripts: 0,
  });
  expect(state.html.includes(secretKey), 'secret key in the page').toBe(false);
  expect(state.url.includes(secretKey), 'secret key in the address').toBe(false);
}

test('hostile names, labels, extra data, statuses and error messages render as text', async ({
  page,
  workspace,
  request,
}) => {
  await seedHostile(workspace, request);
  await workspace.seedChart(XSS.archivedChartKey);
  await workspace.api.charts.moveToArchive(XSS.archivedChartKey);
  const leaks = await watch(page, workspace.secretKey);
  await workspace.signIn(page);

  const shows = async (path: string, ...texts: string[]) => {
    await page.goto(path);
    for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
    await expectInert(page, workspace.secretKey);
  };
  await shows('/app/events', XSS.eventName);
  await shows('/app/events/gala', XSS.eventName, XSS.channelName);
  await shows('/app/events/gala/channels', XSS.channelName);
  await shows('/app/charts', XSS.chartName);
  await shows('/app/charts/hall', XSS.categoryLabel);
  await shows('/app/batch/lookup?event=gala&labels=A-2,A-3', XSS.orderId, XSS.status);
  // Extra data is shown as its JSON text.
  await expect(page.getByText(JSON.stringify({ note: XSS.extraData }))).toBeVisible();
  await expectInert(page, workspace.secretKey);

  // An error message of the service that repeats a hostile key: shown as a toast, as text.
  await shows('/app/archive', XSS.archivedChartKey);
  await page.getByRole('button', { name: /^Restore/ }).click();
  await workspace.api.charts.moveOutOfArchive(XSS.archivedChartKey);
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('alert')).toContainText('is not in the archive any more');
  await expect(page.getByRole('alert')).toContainText(XSS.archivedChartKey);
  await expectInert(page, workspace.secretKey);

  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(storage.includes(workspace.secretKey), 'secret key in localStorage').toBe(false);
  const cookies = JSON.stringify(await page.context().cookies());
  expect(cookies.includes(workspace.secretKey), 'secret key in a cookie').toBe(false);
  expect(leaks).toEqual([]);
});

test('a refused sign-in shows the service message as text and never repeats the key', async ({
  page,
  request,
}) => {
  const created = await request.post('/system/private/create-test-company', {
    headers: { authorization: basic('superSecretSystemApi') },
  });
  const adminKey = ((await created.json()) as { admin: { secretKey: string } }).admin.secretKey;
  const leaks = await watch(page, adminKey);
  await page.goto('/app/sign-in');
  await page.getByLabel('Secret key').fill(adminKey);
  await page.getByLabel(/Workspace public key/).fill(XSS.workspaceKey);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(XSS.workspaceKey);
  await expect(page.getByRole('alert')).toContainText('WORKSPACE_NOT_FOUND');
  await expectInert(page, adminKey);

  // A wrong key: refused without being repeated anywhere.
  const wrong = `wrong-${adminKey.slice(0, 8)}-key`;
  const wrongLeaks = await watch(page, wrong);
  await page.getByLabel(/Workspace public key/).fill('');
  await page.getByLabel('Secret key').fill(wrong);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('not accepted');
  await expectInert(page, wrong);
  expect([...leaks, ...wrongLeaks]).toEqual([]);
});

test('the app is served with a Content-Security-Policy that allows only its own scripts', async ({
  page,
}) => {
  for (const path of ['/app/', '/app/events/anything/channels', '/app/sign-in']) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src'], path).toEqual(["'self'"]);
    expect(directives['object-src'] ?? directives['default-src'], path).toEqual(["'self'"]);
    expect(directives['frame-ancestors'], path).toEqual(["'none'"]);
    expect(directives['base-uri'], path).toEqual(["'self'"]);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: no serious or critical violation on any page (${scheme})`, async ({
    page,
    workspace,
    request,
  }) => {
    // Axe audits a dozen pages in this one test, a few seconds each; on a loaded 2-core machine
    // the whole took 58–66 s, at the default limit.
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    await seedHostile(workspace, request);
    await workspace.seedChart('attic', 'sampleChartWithTables');
    await workspace.api.charts.moveToArchive('attic');
    const problems: string[] = [];
    const audit = async (name: string, path: string | undefined, ready: () => Promise<void>) => {
      if (path) await page.goto(path);
      try {
        await ready();
      } catch (error) {
        problems.push(
          `${name}: the page did not render (${(error as Error).message.split('\n')[0]})`,
        );
        return;
      }
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue;
        const where = v.nodes.map((n) => n.target.join(' ')).slice(0, 3);
        const why = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '';
        problems.push(`${name}: ${v.impact} ${v.id} at ${where.join(' | ')}: ${why}`);
      }
    };
    const heading = (name: string | RegExp) => () =>
      expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    await audit('sign-in', '/app/sign-in', heading('Sign in'));
    await workspace.signIn(page);
    await audit('events', '/app/events', heading('Events'));
    await audit('event', '/app/events/gala', heading(XSS.eventName));
    await audit('channels', '/app/events/gala/channels', async () => {
      await expect(page.getByRole('region', { name: 'Selected channel' })).toBeVisible();
    });
    await audit('charts', '/app/charts', heading('Charts'));
    await audit('chart categories', '/app/charts/hall', async () => {
      await expect(page.getByRole('table', { name: 'Categories' })).toBeVisible();
    });
    await audit('chart events', '/app/charts/hall/events', async () => {
      await expect(page.getByRole('link', { name: 'gala' })).toBeVisible();
    });
    await audit('archive', '/app/archive', heading('Archive'));
    await audit('import a chart', '/app/import-chart', heading('Import a chart'));
    await audit('batch desk', '/app/batch?event=gala', heading('Batch desk'));
    await audit('object lookup', '/app/batch/lookup?event=gala&labels=A-1..A-3,GA1', async () => {
      await expect(page.getByRole('region', { name: 'Objects found' })).toBeVisible();
    });
    await audit('reports', '/app/reports/events/gala', heading('Reports'));
    await audit('phone sale', '/app/phone-sale?event=gala', heading('Phone sale'));
    await audit('holds', '/app/holds', heading('Holds'));
    await audit('create events', '/app/create-events', heading('Create events'));
    await audit('create a season', '/app/seasons', heading('Create a season'));
    await audit('not found', '/app/no/such/page', heading('Not found'));
    expect(problems).toEqual([]);
  });
}
