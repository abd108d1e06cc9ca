import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Each worker runs its own portal (support/test.ts: the built server on E2E_PORT + its parallel index, a
// fresh database, demo data, the test clock), so workers never share data or a clock. The worker count
// was chosen by measurement (decision 0044); E2E_WORKERS overrides it.
const workers = Number(process.env.E2E_WORKERS ?? 2);
// Debian's Chromium headless shell (package chromium-headless-shell: the same engine without the
// desktop browser around it, what Playwright itself runs headless) where it is installed: about a fifth
// less processor time per test than the full browser in headless mode (decision 0044); else Chromium.
const browser =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  // A guard against a hung test, not a measure: two workers share this machine's two cores with the API
  // tests, so a long test takes up to twice its time alone (newsletter.spec's longest took 61-66 s).
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: '../.tmp/e2e-results.json' }]],
  globalSetup: './support/global-setup.ts',
  outputDir: '../.tmp/test-results',
  use: {
    locale: 'pl-PL',
    viewport: { width: 1400, height: 900 },
    timezoneId: 'Europe/Warsaw',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser,
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
});
