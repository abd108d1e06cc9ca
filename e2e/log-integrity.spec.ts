import fs from 'node:fs';
import { type TreeHead, verifyTreeHead } from '@bk/contracts/audit/transparency/sth';
import { signInAt } from './support/announcements.ts';
import { accounts, expectAccessible, pageHeaders } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

async function integrity(page: Page) {
  const response = await page.request.get('/api/admin/audit/integrity', { headers: pageHeaders });
  expect(response.status()).toBe(200);
  return (await response.json()).data as { rejected: { total: number }; latest_head: TreeHead | null };
}

// Issue 47: the audit view shows the log's latest signed head (to download and keep) and the events
// the sealer left out because they did not come from the portal.
test('the administrator sees the signed head, keeps it, and sees an event slipped into the database left out', async ({
  page,
}) => {
  await signInAt(page, accounts.admin.email, '/administracja/dziennik');
  const before = (await integrity(page)).rejected.total;
  // What the review's attacker did with plain SQL: a read of offer content, with no MAC of the portal.
  const slipped = await page.request.post('/api/test/slipped-event', {
    headers: pageHeaders,
    data: { announcement_id: 1, actor_id: 1 },
  });
  expect(slipped.ok()).toBe(true);
  const eventId = (await slipped.json()).data.event_id as number;
  await expect.poll(async () => (await integrity(page)).rejected.total, { timeout: 15_000 }).toBe(before + 1);
  await expect.poll(async () => (await integrity(page)).latest_head !== null, { timeout: 15_000 }).toBe(true);

  await page.goto('/administracja/dziennik');
  const section = page.getByRole('region', { name: 'Integralność dziennika' });
  await expect(section.getByRole('heading', { level: 2, name: 'Integralność dziennika' })).toBeVisible();
  await expect(section).toContainText('Ostatni podpisany stan:');
  await expect(section.getByRole('alert').first()).toContainText('Przy pieczętowaniu odrzucono');
  const table = section.getByRole('table', {
    name: 'Zdarzenia odrzucone przy pieczętowaniu, od najnowszych',
  });
  const row = table.locator('tbody tr').filter({ hasText: `nr ${eventId}` });
  await expect(row).toContainText('Odczyt oferty');
  await expect(row).toContainText('podpis nieznanym kluczem');
  await expectAccessible(page);
  await snap(section, { path: `${SHOTS}/audit-integrity.png` });

  // The head, downloaded, is the published one and its signature holds under the published keys.
  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Pobierz podpisany stan (JSON)' }).click();
  const file = await (await download).path();
  const head = JSON.parse(fs.readFileSync(file, 'utf8')) as TreeHead;
  const published = (await (await page.request.get('/api/audit/heads')).json()).data as {
    heads: TreeHead[];
    keys: { key_id: string; public_key: string }[];
  };
  expect(published.heads).toContainEqual(head);
  const keys = Object.fromEntries(published.keys.map((k) => [k.key_id, k.public_key]));
  expect(await verifyTreeHead(head, keys)).toBe(true);

  // Keyboard: the download link is reached by Tab.
  await section.getByRole('link', { name: 'Pobierz podpisany stan (JSON)' }).focus();
  await expect(section.getByRole('link', { name: 'Pobierz podpisany stan (JSON)' })).toBeFocused();
});
