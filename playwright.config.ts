import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { appPort as port, inboxPort, smtpPort } from './e2e/ports';

// One data directory per port, emptied when the server starts: every run begins on a fresh database.
const dataDir = path.join(os.tmpdir(), `spaceshare-e2e-${port}`);

// CI runs on a shared two-core machine whose speed varies from day to day (on 2026-11-25 the same
// tests ran 2-4x slower than the day before: axe scans and two-browser journeys passed 60 s). The
// limits only bound a failing test; a passing one ends as soon as its page is ready.
const slow = process.env.CI ? 3 : 1;

// Debian's chromium-headless-shell is the same Chromium build without the full browser around it
// (Playwright's own default for headless runs): the same tests take a third less CPU than in
// /usr/bin/chromium, which stays the fallback and what CHROMIUM_PATH=/usr/bin/chromium picks (decision 2001).
const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000 * slow,
  expect: { timeout: 10_000 * slow },
  fullyParallel: true,
  workers: 2,
  // One retry on CI only: a test that passes on its retry is listed as flaky in the output, not hidden
  // (decision 1403); locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx tsx e2e/smtp-inbox.ts ${smtpPort} ${inboxPort}`,
      url: `http://127.0.0.1:${inboxPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // E2E_FROM_SOURCE runs the server from TypeScript (no server build), for local iteration.
      command: `rm -rf ${dataDir} && ${process.env.E2E_FROM_SOURCE ? 'npx tsx --conditions=source apps/server/src/server.ts' : 'node apps/server/dist/server.js'}`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '1000',
        WRITE_RATE_LIMIT: '1000',
        NODE_ENV: 'production',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'SpaceShare <no-reply@spaceshare.example>',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Short enough for a test to wait for the unread-message email; polled often.
        UNREAD_EMAIL_DELAY_MS: '6000',
        EMAIL_POLL_MS: '250',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ],
});
