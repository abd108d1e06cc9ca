// Interaction to next paint on a slowed phone (issue 48): opens a page as a visitor would on a fresh
// context (a phone's screen, touch), waits until the app is live, taps a control and reads the browser's
// own event timing (PerformanceObserver 'event': from the input to the next paint, the measure INP
// takes). The processor is slowed as bench:web's mobile preset calibrated with --reference-index 2000
// slows it: 4 x (the browser's machine index, Lighthouse's measure, taken in a page first) / 2,000, as
// if this machine had index 2,000 (the figures); --slowdown N sets it instead. Interactions: the search form (a tap on
// 'Szukaj' after typing), the details' tabs (a tap on the first other tab), the favourite toggle
// (signed in: a bidder's 'Dodaj do ulubionych' on an announcement). Prints the median of --runs runs.
// --old DIR measures another checkout side by side in the same run, as bench:web does.
//   npm run bench:inp [-- --runs 5 --no-build --port 3197 --old ../wt-old --reference-index 2000 | --slowdown 7.3]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { startPortals, waitReady } from './bench-portals.mjs';
import { startReport } from './bench-report.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const root = path.resolve(path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const oldRoot = option('old', null);
const runs = Number(option('runs', 5));
const port = Number(option('port', 3197));
const referenceIndex = Number(option('reference-index', 2000));
let slowdown = Number(option('slowdown', 0));
const TARGET_MS = 100;
const BIDDER = 'piotr.zielinski@bk.example';
const PASSWORD = 'Demo2026!';

const { sides, stop: stopServers } = startPortals({
  root,
  oldRoot,
  port,
  build: !args.includes('--no-build'),
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Collects the page's event timings (every interaction's longest entry) from before it is live. */
function observeEvents() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions.get(entry.interactionId);
      if (!known || entry.duration > known.duration)
        window.__interactions.set(entry.interactionId, { name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** A fresh phone-sized context with the processor slowed; `signedIn`: the bidder's session first. */
async function phone(browser, base, signedIn) {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  if (signedIn) {
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
    await page.getByLabel('Adres e-mail').fill(BIDDER);
    await page.getByLabel('Hasło').fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByText('Logowanie zakończone powodzeniem').waitFor();
    await page.close();
  }
  await context.addInitScript(observeEvents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { context, page };
}

/** Opens `address`, waits until live and quiet, runs `act`, and returns the interaction's duration. */
async function interaction(page, address, act) {
  await page.goto(address);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.__interactions.clear());
  await act(page);
  // The next paint after the input: event timing reports it once painted.
  await page.waitForTimeout(1500);
  const found = await page.evaluate(() => [...window.__interactions.values()]);
  if (found.length === 0) throw new Error(`No interaction was timed on ${address}`);
  return Math.max(...found.map((entry) => entry.duration));
}

const interactions = {
  'search form': {
    signedIn: false,
    address: () => '/ogloszenia/szukaj?q=dostawa',
    act: async (page) => {
      await page.getByRole('searchbox').first().fill('dostawa sprzętu');
      await page.getByRole('button', { name: 'Szukaj', exact: true }).tap();
    },
  },
  tabs: {
    signedIn: false,
    address: (side) => `/ogloszenia/${side.announcement}`,
    act: async (page) =>
      page.locator('[role="tab"][aria-selected="false"]:not([aria-disabled="true"])').first().tap(),
  },
  'favourite toggle': {
    signedIn: true,
    address: (side) => `/ogloszenia/${side.announcement}`,
    // Added in one run, removed in the next: the same toggle either way.
    act: async (page) =>
      page
        .getByRole('button', { name: /^(dodaj do|usuń z) ulubionych$/i })
        .first()
        .tap(),
  },
};

const report = startReport('inp');
let browser;
try {
  for (const side of sides) {
    await waitReady(side.base);
    const found = await (await fetch(`${side.base}/api/search/announcements?limit=1&q=dostawa`)).json();
    side.announcement = found.data.advertisements[0].id;
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  if (!slowdown) {
    // Lighthouse's machine index, by Lighthouse's own function in a page of this browser, unthrottled.
    const page = await browser.newPage();
    const index = Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await page.close();
    slowdown = Number(((4 * index) / referenceIndex).toFixed(2));
    console.log(
      `browser's machine index ${index}: processor slowed ${slowdown}x (as at index ${referenceIndex})`,
    );
  }
  console.log(`processor slowed ${slowdown}x, ${runs} runs, target under ${TARGET_MS} ms`);
  const rows = [];
  for (const [name, spec] of Object.entries(interactions)) {
    const results = new Map(sides.map((side) => [side.name, []]));
    for (let run = 0; run < runs; run++) {
      for (const side of sides) {
        const { context, page } = await phone(browser, side.base, spec.signedIn);
        try {
          results.get(side.name).push(await interaction(page, spec.address(side), spec.act));
        } finally {
          await context.close();
        }
      }
    }
    for (const side of sides) {
      const list = results.get(side.name);
      const row = {
        side: side.name,
        interaction: name,
        inp_ms: Math.round(median(list)),
        runs_ms: list.map(Math.round),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
  const last = sides[sides.length - 1].name;
  const failed = rows.some((row) => row.side === last && row.inp_ms >= TARGET_MS);
  console.log(failed ? `Above target (INP < ${TARGET_MS} ms).` : 'Every interaction meets its target.');
  report.write({ runs, slowdown, old: oldRoot, rows, failed });
} finally {
  await browser?.close();
  stopServers();
}
