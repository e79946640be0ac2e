import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = path.join(os.tmpdir(), `escazo-e2e-${process.pid}`);
const siteWideSpecs = /admin[\\/]settings\.spec\.ts$/;
// Specs that move the server's clock forward (test route /api/test/clock/advance).
const serverClockSpecs = /auth[\\/]two-factor-resend\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: true,
  retries: 0,
  // Room for a slower machine than this one: a test fails on what it waits for, not on how fast
  // the machine runs it (a hang still fails, after a minute).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // No motion: a toast mid-fade would otherwise give axe a transient colour-contrast failure.
    // Sonner and our own animations honour the setting, as they do for travellers who ask for it.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
  // Specs that change site-wide settings (sign-ups closed, a site notice, form limits) run alone,
  // after every other spec, so no test running beside them sees the changed site; then the specs
  // that move the server's clock, so no other test sees its time jump.
  projects: [
    {
      name: 'desktop',
      testIgnore: [siteWideSpecs, serverClockSpecs],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'site-wide',
      testMatch: siteWideSpecs,
      dependencies: ['desktop'],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'server-clock',
      testMatch: serverClockSpecs,
      dependencies: ['site-wide'],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx apps/server/src/server.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NODE_ENV: 'test',
      E2E_INSPECT: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: process.env.WEB_OUT_DIR
        ? path.resolve(root, 'apps/web', process.env.WEB_OUT_DIR)
        : path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      FORM_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '100000',
      // Autopilot rides run 30 times faster, so a browser test sees a ride through in well under a minute.
      RIDES_TIME_SCALE: '30',
      RIDES_TICK_MS: '500',
    },
  },
});
