import { apiCall, signInAt, tokenOf } from './support/announcements.ts';
import { accounts } from './support/fixtures.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Every rich and plain text field of the site's content filled with script, event-handler and
 * javascript: payloads, then every public and administration page that shows them opened in Chromium:
 * nothing runs (no dialog, no flag set by a payload), the payloads show as text.
 */
const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  '"><svg onload="window.__xss = 3">',
  '<a href="javascript:window.__xss = 4">klik</a>',
];
const TEXT = PAYLOADS.join(' ');

const para = (text: string, extra: Record<string, unknown> = {}) => ({
  key: `k${Math.random().toString(36).slice(2, 9)}`,
  text,
  type: 'unstyled',
  depth: 0,
  inline_style_ranges: [{ offset: 0, length: 8, style: 'BOLD' }],
  entity_ranges: [],
  ...extra,
});
const rich = () => ({
  blocks: [para(TEXT), para(TEXT, { type: 'blockquote' }), para(TEXT, { type: 'unordered-list-item' })],
  entity_map: {},
});

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function expectInert(page: Page, path: string, dialogs: string[]) {
  await page.goto(path);
  await expect(page.getByText(PAYLOADS[0] as string).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(
    await page.locator('main script, main [onerror], main [onload], main a[href^="javascript:"]').count(),
  ).toBe(0);
  expect(dialogs, path).toEqual([]);
}

test('script, event handlers and javascript: links never run in the site content', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = await watch(page);
  await signInAt(page, accounts.admin.email, '/zarzadzanie-trescia');
  const token = await tokenOf(page);
  const call = (method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown) =>
    apiCall(page, token, method, path, body);

  // A javascript: link is refused outright.
  const root = (await call('GET', '/api/help')).data.helps.find((h: { root: boolean }) => h.root);
  const refused = await call('POST', '/api/admin/help', {
    type: 'general',
    parent_id: root.id,
    header: 'Link',
    content: {
      blocks: [para('klik', { inline_style_ranges: [], entity_ranges: [{ offset: 0, length: 4, key: 0 }] })],
      entity_map: { '0': { type: 'LINK', data: { url: 'javascript:window.__xss=5', target: '_blank' } } },
    },
  });
  expect(refused.status).toBe(422);

  const help = await call('POST', '/api/admin/help', {
    type: 'general',
    parent_id: root.id,
    header: TEXT.slice(0, 290),
    content: rich(),
  });
  expect(help.status, help.message).toBe(200);
  const helpId = help.data.help.id;
  const statement = await call('POST', '/api/admin/statements', {
    header: TEXT.slice(0, 190),
    content: rich(),
    yellow_stripe: true,
  });
  expect(statement.status, statement.message).toBe(200);
  const statementId = statement.data.statement.id;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  expect(
    (await call('PUT', '/api/admin/regulations', { content: rich(), publication_date: today })).status,
  ).toBe(200);
  expect((await call('PUT', '/api/admin/cookies', { content: rich() })).status).toBe(200);
  const box = (await call('GET', '/api/admin/general-content')).data.general_contents[0];
  const cookiesBefore = (await call('GET', '/api/admin/cookies')).data.cookies.content;
  expect(
    (
      await call('PUT', `/api/admin/general-content/${box.id}`, {
        header: TEXT.slice(0, 190),
        content: rich(),
      })
    ).status,
  ).toBe(200);

  for (const path of [
    '/',
    '/pomoc',
    `/pomoc/${helpId}`,
    '/regulamin',
    '/komunikaty',
    `/komunikaty/${statementId}`,
    '/zarzadzanie-trescia/pomoc',
    `/zarzadzanie-trescia/pomoc/${helpId}`,
    `/zarzadzanie-trescia/pomoc/${helpId}/edytuj`,
    '/zarzadzanie-trescia/komunikaty',
    `/zarzadzanie-trescia/komunikaty/${statementId}`,
    `/zarzadzanie-trescia/komunikaty/${statementId}/edytuj`,
    '/zarzadzanie-trescia/regulaminy/aktualny',
    '/zarzadzanie-trescia/ciasteczka',
    '/zarzadzanie-trescia/tresci-ogolne',
    `/zarzadzanie-trescia/tresci-ogolne/${box.id}`,
    `/zarzadzanie-trescia/tresci-ogolne/${box.id}/edytuj`,
  ])
    await expectInert(page, path, dialogs);

  // The later tests of this run see the site as it was (the terms stay: their history keeps them).
  await call('PUT', `/api/admin/statements/${statementId}`, {
    header: 'XSS',
    content: rich(),
    active: false,
  });
  await call('PUT', `/api/admin/general-content/${box.id}`, { header: box.header, content: box.content });
  await call('PUT', '/api/admin/cookies', { content: cookiesBefore });
});
