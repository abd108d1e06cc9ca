import { warsawDate } from '@bk/contracts/common/warsaw-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineIn, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, signIn, signInAs, uploadFile } from '../../../test/api-client.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
/** The demo people's session tokens. */
let jan: string, malgorzata: string, admin: string, tomasz: string;
let refs: Refs;

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  ({ jan, malgorzata, admin, tomasz } = await signInAs(server, 'jan', 'malgorzata', 'admin', 'tomasz'));
});
afterAll(() => server.close());

const now = () => server.clock.now();
const days = (n: number) => n * 24 * 3600 * 1000;

async function draft(content = validContent(refs), token = jan): Promise<number> {
  const answer = await call(server, 'POST', '/api/announcements', { token, body: { announcement: content } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

function publish(id: number, publication_date: string | null = null, deadlineDays = 10, token = jan) {
  return call(server, 'POST', `/api/announcements/${id}/publish`, {
    token,
    body: { id, publication_date, submission_deadline: deadlineIn(now(), deadlineDays) },
  });
}

async function row(id: number) {
  return server.database.db
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function compact(id: number, token = jan) {
  return call(server, 'GET', `/api/announcements/${id}/compact`, { token });
}

async function listItem(id: number, token = jan) {
  const list = await call(server, 'GET', '/api/announcements?mode=advertiser&limit=100', { token });
  if (!list.body?.data) throw new Error(`list failed: ${list.status} ${JSON.stringify(list.body)}`);
  return list.body.data.advertisements.find((a: { id: number }) => a.id === id);
}

describe('publishing', () => {
  it('publishes at once with a number, a first version and the advertiser data', async () => {
    const id = await draft();
    const answer = await publish(id);
    expect(answer.body.data).toEqual({ id, status: 'PUBLISHED', scheduled: false });
    const published = await row(id);
    expect(published.status).toBe('PUBLISHED');
    expect(published.number).toMatch(
      new RegExp(`^${warsawDate(now()).slice(0, 4)}-\\d{5}-${String(id).padStart(5, '0')}$`),
    );
    const form = await compact(id);
    expect(form.body.data.version).toMatchObject({ kind: 'published', version_no: 1 });
    expect(form.body.data.version.content.advertiser).toMatchObject({
      name: 'Gmina Wiśniowa',
      identification_type: 'nip',
    });
    expect(form.body.data.advertisement).toMatchObject({ is_author: true, has_draft_copy: false });
    expect(await listItem(id)).toMatchObject({
      status: { name: 'PUBLISHED' },
      scheduled: false,
      parts_count: 1,
    });
    // The deadline without an hour is the end of that day, Warsaw time.
    expect(new Date(form.body.data.advertisement.submission_deadline).getTime()).toBe(
      new Date(published.submission_deadline as Date).getTime(),
    );
  });

  it('schedules a later publication, which happens when its date comes (and is checked on read)', async () => {
    const id = await draft();
    const later = deadlineIn(now(), 3).slice(0, 10);
    const answer = await publish(id, later, 12);
    expect(answer.body.data).toEqual({ id, status: 'DRAFT', scheduled: true });
    expect(await listItem(id)).toMatchObject({ status: { name: 'DRAFT' }, scheduled: true, number: null });
    server.clock.advance(days(4));
    try {
      // Four days on, the old session has long expired.
      const item = await listItem(id, await signIn(server, 'advertiser'));
      expect(item).toMatchObject({ status: { name: 'PUBLISHED' }, scheduled: false });
      expect(item.number).not.toBeNull();
      expect(warsawDate(new Date(item.publication_date))).toBe(later);
    } finally {
      server.clock.advance(-days(4));
    }
  });

  it('drops the schedule when the scheduled draft is saved again', async () => {
    const id = await draft();
    await publish(id, deadlineIn(now(), 2).slice(0, 10), 9);
    await call(server, 'PUT', `/api/announcements/${id}`, {
      token: jan,
      body: { announcement: validContent(refs, { title: 'Zmieniony' }) },
    });
    const r = await row(id);
    expect([r.status, r.publication_date, r.submission_deadline]).toEqual(['DRAFT', null, null]);
  });

  it('closes an announcement when its deadline passes', async () => {
    const id = await draft();
    await publish(id, null, 2);
    server.clock.advance(days(3));
    try {
      // Three days on, the old session has long expired.
      const token = await signIn(server, 'advertiser');
      expect((await listItem(id, token)).status.name).toBe('CLOSED');
      // Nothing but reading again is needed, and a closed announcement cannot be published again.
      expect((await publish(id, null, 10, token)).status).toBe(409);
      const put = await call(server, 'PUT', `/api/announcements/${id}`, {
        token,
        body: { announcement: validContent(refs) },
      });
      expect(put.status).toBe(409);
    } finally {
      server.clock.advance(-days(3));
    }
  });

  it('gives concurrent publications different numbers from one sequence', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => draft()));
    const answers = await Promise.all(ids.map((id) => publish(id)));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const numbers = await Promise.all(ids.map(async (id) => (await row(id)).number as string));
    expect(new Set(numbers).size).toBe(ids.length);
    const sequences = numbers.map((n) => Number(n.split('-')[1])).sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(ids.length - 1);
  });
});

describe('editing a published announcement', () => {
  it('keeps a draft copy, publishes it as a new version and keeps every version', async () => {
    const id = await draft();
    await publish(id);
    const form = await compact(id);
    const content = form.body.data.version.content;
    const edited = {
      ...content,
      parts: content.parts.map((p: any) => ({
        ...p,
        temporary_id: String(p.id),
        estimated_value: '175000,00',
        order_items: p.order_items.map((i: any) => ({
          ...i,
          description: 'Dostawa 25 komputerów przenośnych.',
        })),
      })),
    };
    const saved = await call(server, 'PUT', `/api/announcements/${id}`, {
      token: jan,
      body: { announcement: edited },
    });
    expect(saved.status).toBe(200);
    expect((await listItem(id)).has_draft_copy).toBe(true);
    expect((await compact(id)).body.data.version.kind).toBe('draft');

    const published = await publish(id, null, 14);
    expect(published.body.data.status).toBe('PUBLISHED');
    const versions = await server.database.db
      .selectFrom('announcement_versions')
      .select(['version_no', 'kind', 'by_admin'])
      .where('announcement_id', '=', id)
      .orderBy('id')
      .execute();
    expect(versions).toEqual([
      { version_no: 1, kind: 'published', by_admin: false },
      { version_no: 2, kind: 'published', by_admin: false },
    ]);
    const latest = (await compact(id)).body.data.version;
    expect(latest.content.parts[0].estimated_value).toBe('175000,00');
    expect((await listItem(id)).has_draft_copy).toBe(false);
  });

  it('refuses changes to the tender structure and the locked fields', async () => {
    const id = await draft();
    await publish(id);
    const content = (await compact(id)).body.data.version.content;
    const put = (announcement: unknown, mode = 'draft') =>
      call(server, 'PUT', `/api/announcements/${id}?mode=${mode}`, { token: jan, body: { announcement } });
    const lockedField = 'Tego pola nie można zmienić w opublikowanym ogłoszeniu.';
    expect((await put({ ...content, title: 'Inny tytuł' })).body.errors).toEqual({ title: [lockedField] });
    expect((await put({ ...content, supplementary_orders: 'Zmiana' })).body.errors).toEqual({
      supplementary_orders: [lockedField],
    });
    expect((await put({ ...content, project_ids: [refs.otherProjectId] })).body.errors).toEqual({
      project_ids: [lockedField],
    });
    const extraPart = {
      ...content,
      parts: [...content.parts, { ...content.parts[0], id: null, temporary_id: 'new' }],
    };
    expect((await put(extraPart)).body.errors.parts).toEqual([lockedField]);
  });

  it('lets an administrator in scope publish a new version at once, changing the project', async () => {
    const id = await draft();
    await publish(id);
    const content = (await compact(id)).body.data.version.content;
    // Jan's first project is in FENG, the scope of the scoped administrator.
    const byScoped = await call(server, 'PUT', `/api/announcements/${id}?mode=publish`, {
      token: tomasz,
      body: { announcement: { ...content, contact_person_ids: content.contact_person_ids } },
    });
    expect(byScoped.status).toBe(200);
    // The administrator's form offers the owner's projects and persons, the author's form none extra.
    const choices = (await compact(id, admin)).body.data.owner_choices;
    expect(choices.projects.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([refs.projectId, refs.otherProjectId]),
    );
    expect(choices.contact_persons.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining(content.contact_person_ids),
    );
    expect((await compact(id)).body.data.owner_choices).toBeNull();
    const byAdmin = await call(server, 'PUT', `/api/announcements/${id}?mode=publish`, {
      token: admin,
      body: { announcement: { ...content, project_ids: [refs.otherProjectId] } },
    });
    expect(byAdmin.status).toBe(200);
    const versions = await server.database.db
      .selectFrom('announcement_versions')
      .select(['version_no', 'by_admin'])
      .where('announcement_id', '=', id)
      .orderBy('id')
      .execute();
    expect(versions).toEqual([
      { version_no: 1, by_admin: false },
      { version_no: 2, by_admin: true },
      { version_no: 3, by_admin: true },
    ]);
    // The announcement now belongs to FEPW: out of the scoped administrator's reach.
    const outOfScope = await call(server, 'PUT', `/api/announcements/${id}?mode=publish`, {
      token: tomasz,
      body: { announcement: content },
    });
    expect(outOfScope.status).toBe(403);
    // Administrators never keep drafts.
    const adminDraft = await call(server, 'PUT', `/api/announcements/${id}`, {
      token: admin,
      body: { announcement: content },
    });
    expect(adminDraft.status).toBe(403);
  });
});

describe('copy, cancel and delete', () => {
  it('copies into a new draft of the author, with its own element ids', async () => {
    const id = await draft();
    await publish(id);
    const copied = await call(server, 'POST', `/api/announcements/${id}/copy`, { token: jan });
    expect(copied.status).toBe(200);
    const copyId = copied.body.data.advertisement.id;
    expect(copied.body.data.advertisement).toMatchObject({ status: { name: 'DRAFT' }, copied_from_id: id });
    expect(await listItem(copyId)).toMatchObject({
      copied: true,
      number: null,
      title: validContent(refs).title,
    });
    const copyContent = (await compact(copyId)).body.data.version.content;
    expect(copyContent.parts[0].order_items[0].cpv_codes[0].code).toBe('30213100-6');
    expect((await call(server, 'POST', `/api/announcements/${id}/copy`, { token: malgorzata })).status).toBe(
      403,
    );
  });

  it('copies an announcement with attachments: new records for the same bytes, each removable alone', async () => {
    const files = [
      await uploadFile(server, jan, {
        context: 'announcement',
        name: 'Specyfikacja.pdf',
        content: '%PDF-1.4 a',
      }),
      await uploadFile(server, jan, {
        context: 'announcement',
        name: 'Wzór umowy.pdf',
        content: '%PDF-1.4 b',
      }),
    ];
    const content = validContent(refs, {
      attachments: files.map((f, i) => ({ name: `Załącznik ${i + 1}`, file_id: f.id })),
    });
    const id = await draft(content);
    expect((await publish(id)).status).toBe(200);
    const copied = await call(server, 'POST', `/api/announcements/${id}/copy`, { token: jan });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    const copyId = copied.body.data.advertisement.id;
    const attachments = (await compact(copyId)).body.data.version.content.attachments;
    expect(attachments.map((a: { name: string }) => a.name)).toEqual(['Załącznik 1', 'Załącznik 2']);
    const copiedIds = attachments.map((a: { file: { id: number } }) => a.file.id);
    expect(copiedIds.some((fileId: number) => files.some((f) => f.id === fileId))).toBe(false);
    for (const [i, attachment] of attachments.entries()) {
      const download = await fetch(`${server.baseUrl}${attachment.file.uri}`, {
        headers: { 'x-auth-token': jan },
      });
      expect(download.status).toBe(200);
      expect(await download.text()).toBe(`%PDF-1.4 ${'ab'[i]}`);
    }
    // A second copy works too, and so does a copy of the copy.
    expect((await call(server, 'POST', `/api/announcements/${id}/copy`, { token: jan })).status).toBe(200);
    expect((await call(server, 'POST', `/api/announcements/${copyId}/copy`, { token: jan })).status).toBe(
      200,
    );
    // Deleting the copy's draft leaves the original's files readable.
    expect((await call(server, 'DELETE', `/api/announcements/${copyId}`, { token: jan })).status).toBe(200);
    const original = await fetch(`${server.baseUrl}${files[0]?.uri}`, { headers: { 'x-auth-token': jan } });
    expect(original.status).toBe(200);
  });

  it('cancels only published announcements, by their author', async () => {
    const id = await draft();
    expect((await call(server, 'POST', `/api/announcements/${id}/cancel`, { token: jan })).status).toBe(409);
    await publish(id);
    expect(
      (await call(server, 'POST', `/api/announcements/${id}/cancel`, { token: malgorzata })).status,
    ).toBe(403);
    const cancelled = await call(server, 'POST', `/api/announcements/${id}/cancel`, { token: jan });
    expect(cancelled.body.data.advertisement.status).toEqual({
      id: 4,
      name: 'CANCELLED',
      label: 'Anulowane',
    });
    expect((await call(server, 'POST', `/api/announcements/${id}/cancel`, { token: jan })).status).toBe(409);
    expect((await publish(id)).status).toBe(409);
  });

  it('deletes only drafts, by their author; others do not even learn a draft exists', async () => {
    const id = await draft();
    expect((await call(server, 'DELETE', `/api/announcements/${id}`, { token: malgorzata })).status).toBe(
      404,
    );
    expect((await compact(id, malgorzata)).status).toBe(404);
    expect((await call(server, 'DELETE', `/api/announcements/${id}`, { token: admin })).status).toBe(403);
    expect((await call(server, 'DELETE', `/api/announcements/${id}`, { token: jan })).status).toBe(200);
    expect((await compact(id)).status).toBe(404);

    const published = await draft();
    await publish(published);
    expect((await call(server, 'DELETE', `/api/announcements/${published}`, { token: jan })).status).toBe(
      409,
    );
  });

  it('refuses saves and publication of another advertiser announcement', async () => {
    const id = await draft();
    const put = await call(server, 'PUT', `/api/announcements/${id}`, {
      token: malgorzata,
      body: { announcement: validContent(refs) },
    });
    expect(put.status).toBe(404);
    expect((await publish(id, null, 10, malgorzata)).status).toBe(404);
    await publish(id);
    const putPublished = await call(server, 'PUT', `/api/announcements/${id}?mode=publish`, {
      token: malgorzata,
      body: { announcement: validContent(refs) },
    });
    expect(putPublished.status).toBe(403);
    expect(putPublished.body.message).toBe('Nie masz uprawnień do edycji tego ogłoszenia.');
  });
});

describe('the advertiser list', () => {
  it('filters, sorts on a unique key and pages without repeats', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await draft(validContent(refs, { title: `Seria ${i} remont` })));
    const page = (n: number, extra = '') =>
      call(
        server,
        'GET',
        `/api/announcements?mode=advertiser&limit=2&page=${n}&title=seria&sort=title_asc${extra}`,
        {
          token: jan,
        },
      );
    const seen = [];
    for (let n = 1; n <= 3; n++)
      seen.push(...(await page(n)).body.data.advertisements.map((a: { title: string }) => a.title));
    expect(seen).toEqual([0, 1, 2, 3, 4].map((i) => `Seria ${i} remont`));
    const byStatus = await call(
      server,
      'GET',
      '/api/announcements?mode=advertiser&status[0]=CANCELLED&limit=100',
      {
        token: jan,
      },
    );
    expect(
      byStatus.body.data.advertisements.every(
        (a: { status: { name: string } }) => a.status.name === 'CANCELLED',
      ),
    ).toBe(true);
    const bad = await call(server, 'GET', `/api/announcements?mode=advertiser&title=${'x'.repeat(1001)}`, {
      token: jan,
    });
    expect(bad.status).toBe(422);
    const others = await call(server, 'GET', '/api/announcements?mode=advertiser&title=seria', {
      token: malgorzata,
    });
    expect(others.body.data.meta.total).toBe(0);
  });
});
