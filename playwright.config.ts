import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download browsers here: the specs run in Debian's Chromium
// (scripts/ensure-chromium.sh installs it when missing).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const chromiumArgs = [
  // Chromium refuses its sandbox as root; elsewhere the sandbox stays on.
  ...(runsAsRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Set by e2e/global-setup.ts, which starts the service on a port the kernel picks, before the
// workers (which load this file again) start. E2E_BASE_URL given from outside: that service is used.
const baseURL = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Two cores on the reference machine: one worker keeps the service and the browser responsive.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  globalSetup: process.env.E2E_BASE_URL ? undefined : './e2e/global-setup.ts',
});
