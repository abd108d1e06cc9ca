import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiCall, otherSession, ownAnnouncements } from './support/announcements.ts';
import { accounts, expectAccessible, moveServerClock, resetServerClock, signIn } from './support/fixtures.ts';
import { janAnnouncementClosingTonight } from './support/offers.ts';
import { snap } from './support/shots.ts';
import { type Browser, expect, type Page, type Request, test } from './support/test.ts';

/**
 * Every route of the web app's route table (apps/web/src/app/routes.tsx, read from its source), with
 * the tabs chosen by `?sekcja=`, the steps of the announcement form and a settled announcement's
 * settlement, opened as each role (a visitor and four demo accounts) on a 390 px wide phone: the page
 * itself never scrolls sideways (a wide table may scroll inside its own wrapper). A failure lists the
 * role, the address, the page's width and what sticks out of the window. The roles go side by side,
 * each in one browser context signed in once; screens open inside the running app as its links do.
 * Screenshots go to .tmp/screenshots/sweep-{role}-{screen}.png (a screen the role saw already, as a
 * refusal or the home page a visitor is sent to, is not shot again).
 */
const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });
const WIDTH = 390;
const SWEEP_TITLE = 'Przegląd wąskiego ekranu (e2e)';

type RoleKey = 'anonymous' | 'admin' | 'advertiser' | 'bidder' | 'scoped-admin';
const roles: { key: RoleKey; email: string | null }[] = [
  { key: 'anonymous', email: null },
  { key: 'admin', email: accounts.admin.email },
  { key: 'advertiser', email: accounts.advertiser.email },
  { key: 'bidder', email: accounts.bidder.email },
  { key: 'scoped-admin', email: accounts.scopedAdmin.email },
];

/** One screen: an address, and (for the screens that only some roles can see) whose it is. */
type Screen = { name: string; url: string; roles?: RoleKey[]; axe?: boolean };

/**
 * The route table's paths, read from routes.tsx (importing it would load the whole app): the `path:`
 * values, the first argument of guarded(...), the dictionary screens' [path, page] pairs and the
 * paths of `...[...].map((path) => ...)`; the index route is '' (first). Every other path-like literal of the
 * file must be among them, so a route written another way fails here instead of being skipped.
 */
function routePatterns(): string[] {
  const source = fs.readFileSync(
    fileURLToPath(new URL('../apps/web/src/app/routes.tsx', import.meta.url)),
    'utf8',
  );
  const found = new Set<string>();
  const add = (p: string) => found.add(p);
  if (/\bindex: true\b/.test(source)) add('');
  for (const m of source.matchAll(/\bpath: '([^']*)'/g)) add(m[1] as string);
  for (const m of source.matchAll(/\bguarded\(\s*'([^']*)'/g)) add(m[1] as string);
  for (const m of source.matchAll(/\[\s*'([^']+)',\s*'[A-Za-z]+'\s*\]/g)) add(m[1] as string);
  for (const m of source.matchAll(/\.\.\.\[([^\]]*)\]\.map\(\(path\)/g))
    for (const p of (m[1] as string).matchAll(/'([^']*)'/g)) add(p[1] as string);
  const literals = [...source.matchAll(/'([a-z][a-z0-9-]*\/[^'\s]*)'/g)].map((m) => m[1] as string);
  const unread = literals.filter((l) => !l.startsWith('.') && !found.has(l));
  expect(unread, 'route paths of routes.tsx the sweep does not read').toEqual([]);
  expect(found.size, 'routes read from routes.tsx').toBeGreaterThan(40);
  return [...found];
}

/** Demo data the parametrised routes open. */
type Ids = {
  announcement: number;
  version: number;
  draft: number;
  resolved: number;
  help: string;
  statement: string;
  general: number;
  user: number;
  perspective: number;
  programme: number;
  prioritySub: number;
  subactivity: number;
  priority: number;
  activity: number;
};

const SIGNED_IN: RoleKey[] = ['admin', 'advertiser', 'bidder', 'scoped-admin'];
const ADMINS: RoleKey[] = ['admin', 'scoped-admin'];

/**
 * The screens of one route: its address with the demo data's ids, and the tabs worth opening apart.
 * A route with parameters and no entry here fails the sweep (it would need ids).
 */
function screensOf(pattern: string, ids: Ids): Screen[] {
  const name = pattern === '' ? 'home' : pattern.replace(/[/:]+/g, '-');
  const one = (url: string): Screen[] => [{ name, url }];
  const tabs = (url: string, tabNames: string[], who?: RoleKey[], axe?: boolean): Screen[] =>
    tabNames.map((t) => ({
      name: `${name}-${t}`,
      url: `${url}${url.includes('?') ? '&' : '?'}sekcja=${t}`,
      roles: who,
      axe,
    }));
  const details = ['ogloszenie', 'oferty', 'pytania'];
  const special: Record<string, () => Screen[]> = {
    '*': () => [{ name: 'not-found', url: '/nie-ma-takiej-strony' }],
    'pomoc/:idSlug': () => one(`/pomoc/${ids.help}`),
    'komunikaty/:idSlug': () => one(`/komunikaty/${ids.statement}`),
    // Without a token the opt-out page sends the visitor home; with one it asks its question.
    subskrypcje: () => one('/subskrypcje?token=przeglad-waskiego-ekranu'),
    newsletter: () => [
      ...one('/newsletter'),
      ...tabs('/newsletter', ['powiadomienia', 'ulubione'], SIGNED_IN, true),
    ],
    'ogloszenia/:id': () => [
      ...tabs(`/ogloszenia/${ids.announcement}`, details),
      // The settled announcement: the settlement with its offers (prices of six figures).
      ...tabs(`/ogloszenia/${ids.resolved}`, details).map((s) => ({
        ...s,
        name: s.name.replace('-id-', '-resolved-'),
        axe: s.name.endsWith('oferty') ? true : undefined,
      })),
      // Its author's settlement editor (a change of the settlement).
      {
        name: 'ogloszenia-resolved-editor',
        url: `/ogloszenia/${ids.resolved}?sekcja=oferty&tryb=rozstrzygniecie`,
        roles: ['advertiser', 'admin'],
      },
    ],
    'ogloszenia/:id/edytuj': () => [
      ...one(`/ogloszenia/${ids.announcement}/edytuj`),
      ...['terminy', 'warunki', 'czesciKryteria', 'pozostale', 'zalaczniki'].map((step) => ({
        name: `${name}-${step}`,
        url: `/ogloszenia/${ids.announcement}/edytuj?krok=${step}`,
        roles: ['advertiser'] as RoleKey[],
      })),
    ],
    'ogloszenia/:id/robocza': () => one(`/ogloszenia/${ids.draft}/robocza`),
    'ogloszenia/:id/:version': () => one(`/ogloszenia/${ids.announcement}/wersja${ids.version}`),
    uzytkownicy: () => [...one('/uzytkownicy'), ...tabs('/uzytkownicy', ['uprawnienia'], ADMINS)],
    'uzytkownicy/:id': () => [
      ...one(`/uzytkownicy/${ids.user}`),
      ...tabs(`/uzytkownicy/${ids.user}`, ['uprawnienia'], ADMINS, true),
    ],
    'administracja/perspektywy/:parentId/programy': () =>
      one(`/administracja/perspektywy/${ids.perspective}/programy`),
    'administracja/programy/:parentId/osie': () => one(`/administracja/programy/${ids.programme}/osie`),
    'administracja/osie/:parentId/dzialania-i-poddzialania': () =>
      one(`/administracja/osie/${ids.prioritySub}/dzialania-i-poddzialania`),
    'administracja/osie/:parentId/dzialania': () => one(`/administracja/osie/${ids.priority}/dzialania`),
    'administracja/dzialania-i-poddzialania/:parentId/regiony': () =>
      one(`/administracja/dzialania-i-poddzialania/${ids.subactivity}/regiony`),
    'administracja/dzialania/:parentId/instytucje': () =>
      one(`/administracja/dzialania/${ids.activity}/instytucje`),
    'zarzadzanie-trescia/pomoc/:idSlug': () => one(`/zarzadzanie-trescia/pomoc/${ids.help}`),
    'zarzadzanie-trescia/pomoc/:idSlug/edytuj': () => one(`/zarzadzanie-trescia/pomoc/${ids.help}/edytuj`),
    'zarzadzanie-trescia/tresci-ogolne/:id': () => one(`/zarzadzanie-trescia/tresci-ogolne/${ids.general}`),
    'zarzadzanie-trescia/tresci-ogolne/:id/edytuj': () =>
      one(`/zarzadzanie-trescia/tresci-ogolne/${ids.general}/edytuj`),
    'zarzadzanie-trescia/komunikaty/:idSlug': () => one(`/zarzadzanie-trescia/komunikaty/${ids.statement}`),
    'zarzadzanie-trescia/komunikaty/:idSlug/edytuj': () =>
      one(`/zarzadzanie-trescia/komunikaty/${ids.statement}/edytuj`),
  };
  const make = special[pattern];
  if (make) return make();
  if (pattern.includes(':')) throw new Error(`the sweep has no ids for the route '${pattern}': add it`);
  return one(`/${pattern}`);
}

/** A bidder's offer through the API: prices per part, in the order of the parts. */
async function submitOffer(browser: Browser, id: number, email: string, prices: string[][]) {
  const session = await otherSession(browser, email);
  const view = await apiCall(session.page, session.token, 'GET', `/api/announcements/${id}`);
  const parts = view.data.version.content.parts as { id: number }[];
  const r = await apiCall(session.page, session.token, 'PUT', `/api/offerset/announcement/${id}/submit`, {
    announcement: id,
    offers: parts.map((p, i) => ({ part_id: p.id, variants: (prices[i] ?? []).map((price) => ({ price })) })),
    attachments: [],
  });
  expect(r.status, r.message).toBe(200);
  await session.context.close();
}

type SettlementOffer = { offer_set_id: number; variants: { id: number }[] };

/**
 * A settled announcement of Jan with offers of large prices (two bidders, two parts, variants in the
 * second), the server clock moved past its deadline and back. Made once per server: a rerun finds it.
 */
async function resolvedAnnouncement(browser: Browser, existing: number | null): Promise<number> {
  if (existing !== null) return existing;
  const a = await janAnnouncementClosingTonight(browser, { title: SWEEP_TITLE });
  await submitOffer(browser, a.id, accounts.bidder.email, [['101000,00'], ['1234567,89', '99000,50']]);
  await submitOffer(browser, a.id, accounts.bidder2.email, [['98765,43'], ['870000,00']]);
  const clock = await browser.newPage();
  try {
    await clock.goto('/');
    await moveServerClock(clock, Math.ceil((Date.parse(a.deadline) - Date.now()) / 1000) + 120);
    // Sessions end after 30 idle minutes of the server clock: Jan signs in again.
    const author = await otherSession(browser, accounts.advertiser.email);
    const { page, token } = author;
    const view = await apiCall(page, token, 'GET', `/api/announcements/${a.id}/settlement`);
    expect(view.status, view.message).toBe(200);
    const parts = view.data.settlement.parts as { id: number; offers: SettlementOffer[] }[];
    const resolved = await apiCall(page, token, 'POST', `/api/announcements/${a.id}/resolve`, {
      parts: parts.map((p, i) => {
        const winner = p.offers[i % p.offers.length] as SettlementOffer;
        return {
          id: p.id,
          chosen_variant: { offer_set_id: winner.offer_set_id, variant_id: winner.variants[0]?.id },
          offers: p.offers.map((o) => ({ id: o.offer_set_id, is_refused: false })),
        };
      }),
      comment: 'Wybrano oferty najkorzystniejsze cenowo.',
    });
    expect(resolved.status, resolved.message).toBe(200);
    await author.context.close();
  } finally {
    await resetServerClock(clock);
    await clock.close();
  }
  return a.id;
}

/**
 * The ids of the demo data the parametrised routes need, read through the API; `resolved` is the
 * sweep's settled announcement when an earlier run on this server made it.
 */
async function demoIds(browser: Browser): Promise<Omit<Ids, 'resolved'> & { resolved: number | null }> {
  const jan = await otherSession(browser, accounts.advertiser.email);
  const get = async (session: { page: Page; token: string }, path: string) => {
    const r = await apiCall(session.page, session.token, 'GET', path);
    expect(r.status, `${path}: ${r.message}`).toBe(200);
    return r.data;
  };
  const published = (await ownAnnouncements(jan.page, jan.token, 'PUBLISHED')).sort(
    (x, y) => y.parts_count - x.parts_count,
  )[0];
  const draft = (await ownAnnouncements(jan.page, jan.token, 'DRAFT'))[0];
  const resolved = (await ownAnnouncements(jan.page, jan.token, 'RESOLVED')).find(
    (a) => a.title === SWEEP_TITLE,
  );
  expect(published && draft, 'a published announcement and a draft of Jan').toBeTruthy();
  const versions = await get(jan, `/api/announcements/${published?.id}/versions`);
  await jan.context.close();

  const admin = await otherSession(browser, accounts.admin.email);
  const items = async (path: string) => (await get(admin, path)).items as { id: number }[];
  /** The first level under `parent` (its list at `path(id)`) that has a level under it, and that one. */
  const descend = async (parents: number[], path: (id: number) => string) => {
    for (const parent of parents) {
      const [child] = await items(path(parent));
      if (child) return [parent, child.id] as const;
    }
    throw new Error(`no level under ${parents.join(', ')} (${path(0)})`);
  };
  const help = (await get(admin, '/api/help')).helps.find((h: { has_children: boolean }) => !h.has_children);
  const statement = (await get(admin, '/api/statements')).statements[0];
  const general = (await get(admin, '/api/admin/general-content')).general_contents[0].id as number;
  const user = (await get(admin, `/api/admin/users?email=${encodeURIComponent(accounts.scopedAdmin.email)}`))
    .users[0].id as number;
  // The 2014-2020 perspective has activities with subactivities and regions, 2021-2027 institutions.
  const perspectives = (await get(admin, '/api/admin/dictionaries_perspective')).items as {
    id: number;
    activity_types: string[];
  }[];
  const withSub = perspectives.find((p) => p.activity_types.includes('subactivities'))?.id;
  const withInst = perspectives.find((p) => p.activity_types.includes('institutions'))?.id;
  const chain = async (perspective: number | undefined) => {
    const programmes = (await items(`/api/admin/dictionaries_programme/perspective/${perspective}`)).map(
      (i) => i.id,
    );
    for (const programme of programmes) {
      const priorities = (await items(`/api/admin/dictionaries_priority/programme/${programme}`)).map(
        (i) => i.id,
      );
      if (priorities.length === 0) continue;
      const [priority, activity] = await descend(
        priorities,
        (id) => `/api/admin/dictionaries_activity/priority/${id}`,
      );
      return { programme, priority, activity };
    }
    throw new Error(`no activity under the perspective ${perspective}`);
  };
  const sub = await chain(withSub);
  const inst = await chain(withInst);
  await admin.context.close();
  return {
    announcement: published?.id as number,
    version: versions.published[0].id,
    draft: draft?.id as number,
    resolved: resolved?.id ?? null,
    help: `${help.id}-${help.slug}`,
    statement: `${statement.id}-${statement.slug}`,
    general,
    user,
    perspective: withSub as number,
    programme: sub.programme,
    prioritySub: sub.priority,
    subactivity: sub.activity,
    priority: inst.priority,
    activity: inst.activity,
  };
}

/** Follows the page's requests (API calls, lazily loaded code): `busy()` while any is in flight. */
function requests(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (r) => {
    if (r.url().startsWith('http')) pending.add(r);
  });
  const done = (r: Request) => pending.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { busy: () => pending.size > 0, clear: () => pending.clear() };
}

/**
 * Opens an address inside the running app as its links do (history entry, then the router's popstate
 * listener), not by loading the page again: the route table's screens are what is measured, and a
 * reload per screen would cost the sweep most of its time.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

/** Waits until no request is in flight and nothing shows 'Trwa ładowanie...' for 150 ms (at most 10 s). */
async function settle(page: Page, calls: ReturnType<typeof requests>): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const loading = await page.evaluate(
      () =>
        document.readyState !== 'complete' || document.querySelector('.page-loading, .loading-text') !== null,
    );
    if (loading || calls.busy()) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) {
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      return true;
    }
    await page.waitForTimeout(25);
  }
  return false;
}

/**
 * The page's scroll width against the window's, and when it is wider, what sticks out of the window
 * where its parent does not (the outermost cause): elements, and text that overflows its element.
 * What a scrolling or clipping ancestor within the window holds, and what is fixed to the window, is
 * left out.
 */
function measure() {
  const win = document.documentElement.clientWidth;
  const width = document.documentElement.scrollWidth;
  const offenders: string[] = [];
  if (width <= win) return { win, width, offenders };
  const rightOf = (node: Node) => {
    if (node instanceof Element) return node.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect();
  };
  const sticksOut = (node: Node) => rightOf(node).right + window.scrollX > win + 0.5;
  /** Held by a scrolling or clipping ancestor within the window, or fixed to the window. */
  const held = (node: Node) => {
    // An absolutely placed box escapes the static ancestors between it and its containing block.
    const own = node instanceof Element ? getComputedStyle(node).position : 'static';
    if (own === 'fixed') return true;
    let escapes = own === 'absolute';
    for (let a = node.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (escapes && style.position === 'static' && style.transform === 'none') continue;
      if (style.position === 'fixed') return true;
      if (style.overflowX !== 'visible' && !sticksOut(a)) return true;
      escapes = style.position === 'absolute';
    }
    return false;
  };
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}>`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && offenders.length < 5; node = walker.nextNode()) {
    const rect = rightOf(node);
    if (rect.width === 0 || rect.height === 0 || !sticksOut(node)) continue;
    if (held(node)) continue;
    // The outermost cause: a parent sticking out unheld is reported instead.
    const parent = node.parentElement;
    if (parent && parent !== document.body && sticksOut(parent) && !held(parent)) continue;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const where = `${Math.round(rect.left)}..${Math.round(rect.right)} px "${text}"`;
    offenders.push(
      node instanceof Element
        ? `${describe(node)} ${where}`
        : `text in ${parent ? describe(parent) : '?'} ${where}`,
    );
  }
  return { win, width, offenders };
}

/** Opens every screen the role may see; returns what scrolls sideways (and what fails axe). */
async function sweep(browser: Browser, role: (typeof roles)[number], screens: Screen[]): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 } });
  const page = await context.newPage();
  const calls = requests(page);
  const problems: string[] = [];
  const shot = new Set<string>();
  const texts = new Set<string>();
  try {
    await page.goto('/');
    if (role.email) await signIn(page, role.email);
    const own = screens.filter((s) => !s.roles || s.roles.includes(role.key));
    for (const screen of own) {
      calls.clear();
      await openInApp(page, screen.url);
      const settled = await settle(page, calls);
      const found = await page.evaluate(measure);
      // What this role saw already (the same address and text: a refusal, the home page) is not shot
      // again; a long page is shot down to three windows.
      const seen = await page.evaluate(() => ({
        address: `${location.pathname}${location.search}`,
        text: document.querySelector('main')?.textContent ?? '',
        height: document.documentElement.scrollHeight,
      }));
      texts.add(seen.text);
      if (!shot.has(`${seen.address}\n${seen.text}`)) {
        shot.add(`${seen.address}\n${seen.text}`);
        const clip = seen.height > 3 * 844 ? { x: 0, y: 0, width: WIDTH, height: 3 * 844 } : undefined;
        await snap(page, {
          path: `${SHOTS}/sweep-${role.key}-${screen.name}.png`,
          fullPage: true,
          clip,
        });
      }
      if (!settled) problems.push(`${role.key} ${screen.url}: did not settle within 10 s`);
      if (found.width > found.win)
        problems.push(
          `${role.key} ${screen.url}: ${found.width} px wide in a ${found.win} px window\n    ${found.offenders.join('\n    ')}`,
        );
      if (screen.axe)
        await expectAccessible(page).catch((error: Error) =>
          problems.push(`${role.key} ${screen.url}: ${error.message.split('\n').slice(0, 6).join(' ')}`),
        );
    }
    // The full administrator may open every screen: nearly all must read differently, or the in-app
    // opening did not open them (and the sweep measured one page again and again).
    if (role.key === 'admin' && texts.size < own.length * 0.9)
      problems.push(`admin: only ${texts.size} of ${own.length} screens differ: were they opened?`);
  } finally {
    await context.close();
  }
  return problems;
}

test(`every route as every role at ${WIDTH} px: the page never scrolls sideways`, async ({ browser }) => {
  test.setTimeout(300_000);
  const patterns = routePatterns();
  const found = await demoIds(browser);
  const ids = { ...found, resolved: await resolvedAnnouncement(browser, found.resolved) };
  const screens = patterns.flatMap((p) => screensOf(p, ids));
  // The roles side by side, each in its own browser context (one sign-in each).
  const results = await Promise.allSettled(roles.map((role) => sweep(browser, role, screens)));
  const problems = results.flatMap((r, i) =>
    r.status === 'fulfilled' ? r.value : [`${roles[i]?.key}: the sweep stopped: ${String(r.reason)}`],
  );
  expect(
    problems,
    `screens that scroll sideways at ${WIDTH} px (or fail axe):\n${problems.join('\n')}\n`,
  ).toEqual([]);
});
