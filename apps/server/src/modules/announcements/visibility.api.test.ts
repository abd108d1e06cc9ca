import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineIn, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, signInAll } from '../../../test/api-client.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let refs: Refs;
const tokens: Record<string, string | null> = { anonymous: null };

type Case = { id: number; fileId: number; publishedVersionId: number | null };
const cases: Record<string, Case> = {};

async function upload(token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.4 zalacznik']), 'specyfikacja.pdf');
  const response = await fetch(`${server.baseUrl}/api/files?context=announcement`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  return (await response.json()).data.file.id;
}

/** An announcement of Jan in a given state, attached to his FENG project (in the scoped admin's scope) or not. */
async function announcement(state: string, inScope: boolean): Promise<Case> {
  const jan = tokens.author as string;
  const fileId = await upload(jan);
  const content = validContent(refs, {
    project_ids: [inScope ? refs.projectId : refs.otherProjectId],
    attachments: [{ name: 'Specyfikacja', file_id: fileId }],
  });
  const created = await call(server, 'POST', '/api/announcements', {
    token: jan,
    body: { announcement: content },
  });
  const id = created.body.data.id;
  const now = server.clock.now();
  if (state !== 'DRAFT') {
    const publication = state === 'SCHEDULED' ? deadlineIn(now, 2).slice(0, 10) : null;
    const published = await call(server, 'POST', `/api/announcements/${id}/publish`, {
      token: jan,
      body: { id, publication_date: publication, submission_deadline: deadlineIn(now, 10) },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  }
  const db = server.database.db;
  if (['CLOSED', 'RESOLVED', 'CANCELLED'].includes(state)) {
    await db.updateTable('announcements').set({ status: state }).where('id', '=', id).execute();
  }
  if (state === 'LOCKED') {
    const admin = tokens.admin as string;
    expect((await call(server, 'PUT', `/api/admin/announcements/${id}/lock`, { token: admin })).status).toBe(
      200,
    );
  }
  const row = await db
    .selectFrom('announcements')
    .select('published_version_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, fileId, publishedVersionId: row.published_version_id };
}

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  Object.assign(
    tokens,
    await signInAll(server, {
      author: 'advertiser',
      otherAdvertiser: 'advertiser2',
      bidder: 'bidder',
      admin: 'admin',
      scopedAdmin: 'scopedAdmin',
    }),
  );
  for (const state of ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED', 'LOCKED']) {
    cases[`${state}:in`] = await announcement(state, true);
    cases[`${state}:out`] = await announcement(state, false);
  }
});
afterAll(() => server.close());

const publicStates = ['PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'];

/** Whether a role may see an announcement in a state (issue 6: who sees what). */
function maySee(role: string, state: string, inScope: boolean): boolean {
  if (publicStates.includes(state)) return true;
  if (role === 'author' || role === 'admin') return true;
  return role === 'scopedAdmin' && inScope;
}

async function download(fileId: number, token: string | null) {
  const response = await fetch(`${server.baseUrl}/api/files/${fileId}/download`, {
    headers: token ? { 'x-auth-token': token } : {},
  });
  await response.arrayBuffer();
  return response.status;
}

describe('who sees an announcement, by every call', () => {
  for (const role of ['anonymous', 'bidder', 'otherAdvertiser', 'author', 'scopedAdmin', 'admin']) {
    it(`as ${role}`, async () => {
      const token = tokens[role] ?? null;
      for (const [key, c] of Object.entries(cases)) {
        const [state = '', scope] = key.split(':');
        const visible = maySee(role, state, scope === 'in');
        const label = `${role} ${key}`;
        const details = await call(server, 'GET', `/api/announcements/${c.id}`, { token });
        const versions = await call(server, 'GET', `/api/announcements/${c.id}/versions`, { token });
        const draft = await call(server, 'GET', `/api/announcements/${c.id}/draft`, { token });
        if (!visible) {
          for (const answer of [details, versions, draft]) {
            expect(answer.status, label).toBe(404);
            expect(JSON.stringify(answer.body), label).not.toContain(validContent(refs).title);
          }
          expect(await download(c.fileId, token), label).toBe(404);
          if (c.publishedVersionId !== null) {
            const version = await call(
              server,
              'GET',
              `/api/announcements/${c.id}/versions/${c.publishedVersionId}`,
              { token },
            );
            expect(version.status, label).toBe(404);
          }
          continue;
        }
        expect(versions.status, label).toBe(200);
        expect(await download(c.fileId, token), label).toBe(200);
        if (c.publishedVersionId !== null) {
          expect(details.status, label).toBe(200);
          expect(details.body.data.version.content.title, label).toBe(validContent(refs).title);
        } else {
          expect(details.status, label).toBe(404);
          expect(draft.status, label).toBe(200);
        }
        // Drafts in the versions list only for those who may see drafts.
        const privileged =
          role === 'author' || role === 'admin' || (role === 'scopedAdmin' && scope === 'in');
        if (!privileged) expect(versions.body.data.drafts, label).toEqual([]);
      }
    });
  }

  it('lists in the admin list exactly what is in the administrator scope', async () => {
    const ids = async (token: string) => {
      const answer = await call(
        server,
        'GET',
        '/api/admin/announcements?size=100&sort=announcementNumber_desc',
        { token },
      );
      expect(answer.status).toBe(200);
      return answer.body.data.objects.map((o: { advertisement: { id: number } }) => o.advertisement.id);
    };
    const scoped = await ids(tokens.scopedAdmin as string);
    for (const [key, c] of Object.entries(cases)) {
      expect(scoped.includes(c.id), key).toBe(key.endsWith(':in'));
    }
    const all = await call(server, 'GET', '/api/admin/announcements?size=1', { token: tokens.admin });
    expect(all.body.data.total).toBeGreaterThan(44);
    expect(all.body.data.has_next).toBe(true);
    expect((await call(server, 'GET', '/api/admin/announcements', { token: tokens.bidder })).status).toBe(
      403,
    );
    expect((await call(server, 'GET', '/api/admin/announcements')).status).toBe(401);
  });
});
