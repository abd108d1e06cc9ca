import fs from 'node:fs';
import { signInAt } from './support/announcements.ts';
import { accounts, expectAccessible, pageHeaders } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => snap(page, { path: `${SHOTS}/${name}.png` });

// The parking itself waits out the consumer's backoff in real time (1 + 2 + 4 + 8 s, decision 0045).
test.describe.configure({ timeout: 120_000 });

/** The test-only consumer (BK_TEST_CLOCK): records an event it fails on, or lets that event succeed. */
async function failingConsumer(page: Page, data: { fail?: boolean; heal?: number }): Promise<number | null> {
  const response = await page.request.post('/api/test/failing-consumer', { headers: pageHeaders, data });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.object_id;
}

async function parkedObjects(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/admin/audit/dead-letters', { headers: pageHeaders });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return body.data.dead_letters
    .filter((d: { object: { kind: string } }) => d.object.kind === 'test_failure')
    .map((d: { object: { id: number } }) => d.object.id);
}

test('the administrator sees an event a consumer parked in the log and retries it', async ({ page }) => {
  await signInAt(page, accounts.admin.email, '/administracja/dziennik');
  const objectId = (await failingConsumer(page, { fail: true })) as number;
  await expect.poll(() => parkedObjects(page), { timeout: 60_000, intervals: [1000] }).toContain(objectId);

  await page.goto('/administracja/dziennik');
  const section = page.getByRole('region', { name: 'Zdarzenia odłożone' });
  await expect(section.getByRole('heading', { level: 2, name: 'Zdarzenia odłożone' })).toBeVisible();
  await expect(section).toContainText('Konsumenci dziennika odłożyli 1 zdarzenie po nieudanych próbach');
  const table = section.getByRole('table', { name: 'Zdarzenia odłożone przez konsumentów, od najnowszych' });
  const row = table.locator('tbody tr').filter({ hasText: `test_failure nr ${objectId}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Usunięcie oznaczenia jako nowe');
  await expect(row).toContainText('test-failing');
  await expect(row).toContainText(`Awaria testowa konsumenta (obiekt ${objectId})`);
  await expect(row).toContainText('prób: 5');
  await expectAccessible(page);
  await shot(page, 'audit-dead-letters');

  // Still failing: it stays parked, with the new error said.
  const retry = row.getByRole('button', { name: /^Ponów zdarzenie z pozycji \d+ \(test-failing\)$/ });
  await retry.click();
  await expect(section.getByRole('alert')).toHaveText(
    `Ponowienie nie powiodło się: Awaria testowa konsumenta (obiekt ${objectId})`,
  );
  await expect(row).toContainText('ponowione');

  // The cause removed: the retry succeeds and the event leaves the list.
  await failingConsumer(page, { heal: objectId });
  await retry.click();
  await expect(
    page.getByRole('status').filter({ hasText: /zostało obsłużone przez konsumenta test-failing/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Zdarzenia odłożone przez konsumentów, od najnowszych' }),
  ).toHaveCount(0);
  expect(await parkedObjects(page)).not.toContain(objectId);
  await expectAccessible(page);
  await shot(page, 'audit-dead-letters-retried');
});
