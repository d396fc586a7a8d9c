import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_PORT } from './e2e/mailbox.js';

// The journeys drive the production build (`npm run build`, then the built server) on its own
// port with a fresh embedded database and the demo data. Chromium comes from Debian: Playwright's
// own browser download does not work on our machines.
// E2E_BASE_URL points the journeys at a server that is already running instead.
const PORT = Number(process.env.E2E_PORT ?? 3310);
const EXISTING_SERVER = process.env.E2E_BASE_URL;
const BASE_URL = EXISTING_SERVER ?? `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `saarthi-e2e-${PORT}`);
// Booking e-mails go to the SMTP server the booking journey runs itself (e2e/mailbox.ts); until it
// listens, the outbox keeps them and tries again.

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI shares two cores between two browsers, the server and its build: give each step room.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: EXISTING_SERVER
    ? undefined
    : {
        // A fresh database every run, so the journeys start from the demo data.
        command: `rm -rf ${DATA_DIR} && npm run build && node dist/server/server/main.js`,
        url: `${BASE_URL}/api/health`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR,
          LOG_LEVEL: 'warn',
          // The journeys sign up and log in many times from one address.
          RATE_LIMIT_MAX: '1000',
          SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
          // The address e-mails link to (a password reset link), this server's.
          PUBLIC_URL: BASE_URL,
          // The journeys move the paper sweep's day forward (POST /api/__test/paper-sweep).
          TEST_HOOKS: 'true',
        },
      },
});
