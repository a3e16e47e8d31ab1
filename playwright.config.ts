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

const port = Number(process.env.E2E_PORT ?? 9137);
const baseURL = `http://127.0.0.1:${port}`;

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
  webServer: {
    // The real service, serving the freshly built app under /app/, on an in-memory database
    // that every run starts empty.
    command: 'npx vite build --logLevel warn && npx tsx src/server/main.ts',
    url: `${baseURL}/app/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite::memory:',
      LOG_REQUESTS: 'false',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
