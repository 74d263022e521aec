import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database for every run, so tests never depend on leftovers.
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${Date.now()}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npm run build && npx next start -p ${port}`,
    url: baseURL,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI && !!process.env.E2E_REUSE_SERVER,
    env: {
      DATA_DIR: dataDir,
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-only-secret-not-for-production-0123456789',
      SITE_URL: baseURL,
      ANTI_CAPTURE: 'off',
      NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
