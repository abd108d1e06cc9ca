// Announcement numbers of issue 5: saving a 5-part, 50-item announcement (p95 < 150 ms) and the
// advertiser's list with 1,000 announcements (p95 < 50 ms). Run: npm run bench:announcements

import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { deadlineIn, refsOf } from '../test/announcement-fixtures.ts';
import { login } from '../test/browserless-login.ts';
import { benchServer, createFivePartDraft, measure, startReport } from './bench-lib.ts';

const report = startReport('announcements');
const server = await benchServer(3196);
try {
  const { token } = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD);
  const refs = await refsOf(server as never, 'jkowalski');
  const headers = { 'content-type': 'application/json', 'x-auth-token': token };
  const { id: draftId, body } = await createFivePartDraft(server.baseUrl, headers, refs, 'dostawa sprzętu');
  for (let i = 0; i < 10; i++) {
    await fetch(`${server.baseUrl}/api/announcements/${draftId}`, { method: 'PUT', headers, body });
  }
  const save = await measure('save draft, 5 parts x 10 items (1 client)', 100, 1, async () => {
    const r = await fetch(`${server.baseUrl}/api/announcements/${draftId}`, { method: 'PUT', headers, body });
    if (!r.ok) throw new Error(`save failed: ${r.status} ${await r.text()}`);
    await r.arrayBuffer();
  });

  // Publishing (issue 31: the event log and the search index's reaction to it): drafts of the same
  // content published one after another, each with its number, its event and its index row.
  const drafts: number[] = [];
  for (let i = 0; i < 60; i++) {
    const r = await fetch(`${server.baseUrl}/api/announcements`, { method: 'POST', headers, body });
    drafts.push(((await r.json()) as { data: { id: number } }).data.id);
  }
  const deadline = deadlineIn(server.clock.now(), 20);
  let next = 0;
  const publish = await measure('publish a 5-part, 50-item draft (1 client)', 50, 1, async () => {
    const id = drafts[next++] as number;
    const r = await fetch(`${server.baseUrl}/api/announcements/${id}/publish`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id, publication_date: null, submission_deadline: deadline }),
    });
    if (!r.ok) throw new Error(`publish failed: ${r.status} ${await r.text()}`);
    await r.arrayBuffer();
  });

  // 1,000 announcements of the advertiser (copies of the saved one, straight into the tables).
  const db = server.database.db;
  const source = await db
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', draftId)
    .executeTakeFirstOrThrow();
  const version = await db
    .selectFrom('announcement_versions')
    .selectAll()
    .where('id', '=', source.draft_version_id as number)
    .executeTakeFirstOrThrow();
  const statuses = ['DRAFT', 'PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'];
  for (let i = 0; i < 1000; i++) {
    const { id, ...row } = source;
    const deadline = new Date(Date.now() + (i - 500) * 3_600_000);
    const inserted = await db
      .insertInto('announcements')
      .values({
        ...row,
        status: statuses[i % 5] as string,
        title: `Ogłoszenie testowe ${i}`,
        submission_deadline: deadline,
        number: i % 5 === 0 ? null : `2026-9${String(i).padStart(4, '0')}-${i}`,
        draft_version_id: null,
        published_version_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (i === 0) {
      const { id: _v, ...v } = version;
      await db
        .insertInto('announcement_versions')
        .values({ ...v, announcement_id: inserted.id, content: JSON.stringify(v.content) })
        .execute();
    }
    void id;
  }
  const list = (query: string) => async () => {
    const r = await fetch(`${server.baseUrl}/api/announcements?mode=advertiser${query}`, { headers });
    if (!r.ok) throw new Error(`list failed: ${r.status}`);
    await r.arrayBuffer();
  };
  for (let i = 0; i < 20; i++) await list('')();
  const results = [
    save,
    publish,
    await measure('my list, 1,000+ announcements, page 1', 200, 1, list('')),
    await measure('my list, sorted by title, page 25', 200, 1, list('&sort=title_asc&page=25')),
    await measure('my list, status and title filter', 200, 1, list('&status[0]=PUBLISHED&title=testowe')),
  ];
  console.log(`database: ${server.database.kind}`);
  console.table(results);
  report.write({ database: server.database.kind, save, publish, results });
} finally {
  await server.cleanup();
}
