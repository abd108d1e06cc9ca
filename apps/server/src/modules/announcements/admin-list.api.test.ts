import { messages } from '@bk/contracts/common/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAndPublish,
  levelBySourceKey,
  type Refs,
  refsOf,
  validContent,
} from '../../../test/announcement-fixtures.ts';
import { call, grantPermission, signInAs, userId } from '../../../test/api-client.ts';
import { serverForFile } from '../../../test/test-server.ts';

/**
 * GET /api/admin/announcements (spec 3 sections 2.7, 5.8): the filters that read other modules' tables
 * (the projects' levels and numbers, the advertiser's economic subject, the user's e-mail), the
 * administrator's scope, the refusals, and bad input. Every case is narrowed by a title word of this
 * file's own (`title=`), so that the demo announcements never enter the sets compared.
 */
const file = serverForFile();
const WORD = `filtrlisty${Math.random().toString(36).slice(2, 8)}`;
const LIST = '/api/admin/announcements';

type Ids = { janFeng: number; janFepw: number; gosiaPoir: number; gosiaEnrollment: number };
let ids: Ids;
let tokens: Record<'admin' | 'jan' | 'malgorzata' | 'tomasz' | 'agnieszka', string>;
let jan: Refs;
let gosia: Refs;
let janNip: string;
const GOSIA_NUMBER = 'DE811907980';

type Listed = {
  advertisement: { id: number; created_by: { email: string; identifier: string } };
  project_ids: number[];
};

/** The ids the list answers with for `query` (narrowed to this file's announcements), in its order. */
async function listed(query: string, token = tokens.admin): Promise<number[]> {
  const answer = await call(server(), 'GET', `${LIST}?size=100&title=${WORD}${query ? `&${query}` : ''}`, {
    token,
  });
  expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
  const objects = answer.body.data.objects as Listed[];
  expect(answer.body.data.total, query).toBe(objects.length);
  return objects.map((o) => o.advertisement.id);
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const server = () => file.server;

async function draft(token: string, title: string, content: Record<string, unknown>): Promise<number> {
  const answer = await call(server(), 'POST', '/api/announcements', {
    token,
    body: { announcement: { ...content, title } },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as number;
}

beforeAll(async () => {
  const db = file.db;
  jan = await refsOf(server(), 'jkowalski');
  gosia = await refsOf(server(), 'mwisniewska');
  // Małgorzata's subject becomes a foreign one (another country, address kind and number type), with
  // Polish capitals in its name: the subject filters then tell the two advertisers apart.
  await db
    .updateTable('economic_subjects')
    .set({
      name: 'ŚWIT Fundacja Rozwoju Regionu',
      address_kind: 'abroad',
      identification_type: 'numer_zagraniczny',
      identification_number: GOSIA_NUMBER,
      country: 'DE',
      voivodeship: null,
      poviat: null,
      commune: null,
      locality_id: null,
      locality: 'Görlitz',
    })
    .where('user_id', '=', await userId(server(), 'mwisniewska'))
    .execute();
  const janSubject = await db
    .selectFrom('economic_subjects')
    .select('identification_number')
    .where('user_id', '=', await userId(server(), 'jkowalski'))
    .executeTakeFirstOrThrow();
  janNip = janSubject.identification_number;

  // Ewa: announcements administration scoped to one institution (the one of Jan's FENG project only).
  await grantPermission(
    server(),
    'enowicka',
    'advertisementAdministration',
    ['searchNPreviewData'],
    await levelBySourceKey(server(), '2021-2027/FENG/FENG.01/FENG.01.01#IP.02'),
  );
  tokens = await signInAs(server(), 'admin', 'jan', 'malgorzata', 'tomasz', 'agnieszka');

  // Created in an order that is not the owners' e-mails' order (the sort by e-mail must not be the id's).
  const gosiaPoir = await draft(
    tokens.malgorzata,
    `Laboratorium ${WORD}`,
    validContent(gosia, { project_ids: [gosia.projectId] }),
  );
  // Published: its advertiser data is the snapshot of the subject taken at publication.
  const janFeng = await createAndPublish(
    server(),
    tokens.jan,
    validContent(jan, { title: `Serwery ${WORD} Wiśniowa`, project_ids: [jan.projectId] }),
    10,
  );
  const janFepw = await draft(
    tokens.jan,
    `Termomodernizacja ${WORD}`,
    validContent(jan, { project_ids: [jan.otherProjectId] }),
  );
  const gosiaEnrollment = await draft(
    tokens.malgorzata,
    `Nabór ${WORD}`,
    validContent(gosia, { has_project: false, project_ids: [], enrollment_id: gosia.enrollmentId }),
  );
  ids = { janFeng, janFepw, gosiaPoir, gosiaEnrollment };
}, 360_000);

describe('the administrators list of announcements: filters of the projects', () => {
  it('lists only this file’s announcements when narrowed by the title word', async () => {
    expect(sorted(await listed(''))).toEqual(sorted(Object.values(ids)));
    // Each item names its linked projects (not the enrolment), and its creator from the users' table.
    const answer = await call(server(), 'GET', `${LIST}?size=100&title=${WORD}`, { token: tokens.admin });
    const byId = new Map((answer.body.data.objects as Listed[]).map((o) => [o.advertisement.id, o]));
    expect(byId.get(ids.janFeng)?.project_ids).toEqual([jan.projectId]);
    expect(byId.get(ids.janFepw)?.project_ids).toEqual([jan.otherProjectId]);
    expect(byId.get(ids.gosiaPoir)?.project_ids).toEqual([gosia.projectId]);
    expect(byId.get(ids.gosiaEnrollment)?.project_ids).toEqual([]);
    expect(byId.get(ids.janFeng)?.advertisement.created_by.identifier).toBe('jkowalski');
    expect(byId.get(ids.gosiaPoir)?.advertisement.created_by.identifier).toBe('mwisniewska');
  });

  it('filters by programme (a linked project or the enrolment matches, others do not)', async () => {
    const feng = await levelBySourceKey(server(), '2021-2027/FENG');
    const fepw = await levelBySourceKey(server(), '2021-2027/FEPW');
    const poir = await levelBySourceKey(server(), '2014-2020/POIR');
    // A programme none of this file's projects belongs to.
    const other = await file.db
      .selectFrom('implementation_levels')
      .select('id')
      .where('kind', '=', 'programme')
      .where('id', 'not in', [feng, fepw, poir])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(sorted(await listed(`programme=${feng}`))).toEqual(sorted([ids.janFeng, ids.gosiaEnrollment]));
    expect(await listed(`programme=${fepw}`)).toEqual([ids.janFepw]);
    expect(await listed(`programme=${poir}`)).toEqual([ids.gosiaPoir]);
    expect(await listed(`programme=${other.id}`)).toEqual([]);
    // A level id that names nothing, and one of another kind (FENG's priority axis) as the programme.
    expect(await listed('programme=2147483647')).toEqual([]);
    const fengPriority = await levelBySourceKey(server(), '2021-2027/FENG/FENG.01');
    expect(await listed(`programme=${fengPriority}`)).toEqual([]);
    // With another level filter: both must match.
    const institution = await levelBySourceKey(server(), '2021-2027/FENG/FENG.01/FENG.01.01#IP.02');
    expect(await listed(`programme=${feng}&institution=${institution}`)).toEqual([ids.janFeng]);
    expect(await listed(`programme=${fepw}&institution=${institution}`)).toEqual([]);
  });

  it('filters by the project or enrolment number (a part of it, any case, LIKE characters literal)', async () => {
    const numbers = await file.db
      .selectFrom('projects_enrollments')
      .select(['id', 'full_number'])
      .where('id', 'in', [jan.projectId, jan.otherProjectId, gosia.projectId, gosia.enrollmentId as number])
      .execute();
    const numberOf = (id: number) => numbers.find((n) => n.id === id)?.full_number as string;
    const janFengNumber = numberOf(jan.projectId);
    expect(janFengNumber).toMatch(/0142\/23$/);
    expect(await listed(`project_number=${encodeURIComponent(janFengNumber)}`)).toEqual([ids.janFeng]);
    expect(await listed(`project_number=${encodeURIComponent(janFengNumber.toLowerCase())}`)).toEqual([
      ids.janFeng,
    ]);
    expect(await listed(`project_number=${encodeURIComponent('0142/23')}`)).toEqual([ids.janFeng]);
    expect(await listed(`project_number=${encodeURIComponent('0077/24')}`)).toEqual([ids.janFepw]);
    // The enrolment's number finds the announcement that names the enrolment.
    expect(
      await listed(`project_number=${encodeURIComponent(numberOf(gosia.enrollmentId as number))}`),
    ).toEqual([ids.gosiaEnrollment]);
    expect(await listed(`project_number=${encodeURIComponent('9999/99')}`)).toEqual([]);
    // '%' and '_' are characters to find, not wildcards.
    expect(await listed(`project_number=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await listed('project_number=_')).toEqual([]);
  });
});

describe('the administrators list of announcements: filters of the advertiser’s subject', () => {
  it('filters by the subject’s name (a part of it, any case)', async () => {
    const jans = sorted([ids.janFeng, ids.janFepw]);
    const gosias = sorted([ids.gosiaPoir, ids.gosiaEnrollment]);
    expect(sorted(await listed(`subject_name=${encodeURIComponent('gmina wiśniowa')}`))).toEqual(jans);
    expect(sorted(await listed(`subject_name=${encodeURIComponent('WIŚNIOWA')}`))).toEqual(jans);
    expect(sorted(await listed(`subject_name=${encodeURIComponent('świt fundacja')}`))).toEqual(gosias);
    expect(sorted(await listed(`subject_name=${encodeURIComponent('Rozwoju')}`))).toEqual(gosias);
    // The title's word is not the subject's name.
    expect(await listed(`subject_name=${WORD}`)).toEqual([]);
    expect(await listed(`subject_name=${encodeURIComponent('Gmina Wiśniowa Dolna')}`)).toEqual([]);
    expect(await listed(`subject_name=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('filters by the subject’s country (any case)', async () => {
    expect(sorted(await listed('country=PL'))).toEqual(sorted([ids.janFeng, ids.janFepw]));
    expect(sorted(await listed('country=de'))).toEqual(sorted([ids.gosiaPoir, ids.gosiaEnrollment]));
    expect(await listed('country=FR')).toEqual([]);
    expect(sorted(await listed('address_kind=abroad'))).toEqual(sorted([ids.gosiaPoir, ids.gosiaEnrollment]));
    expect(await listed('address_kind=poland&country=DE')).toEqual([]);
  });

  it('filters by the subject’s identification number', async () => {
    expect(janNip).toMatch(/^\d{10}$/);
    expect(sorted(await listed(`identification_number=${janNip}`))).toEqual(
      sorted([ids.janFeng, ids.janFepw]),
    );
    expect(sorted(await listed(`identification_number=${GOSIA_NUMBER}`))).toEqual(
      sorted([ids.gosiaPoir, ids.gosiaEnrollment]),
    );
    expect(sorted(await listed(`identification_type=nip&identification_number=${janNip}`))).toEqual(
      sorted([ids.janFeng, ids.janFepw]),
    );
    expect(await listed(`identification_type=pesel&identification_number=${janNip}`)).toEqual([]);
    expect(await listed('identification_number=0000000000')).toEqual([]);
    // One number with the other's country: nothing.
    expect(await listed(`identification_number=${janNip}&country=DE`)).toEqual([]);
  });
});

describe('the administrators list of announcements: sorting by the user’s e-mail', () => {
  it('sorts by the owner’s e-mail both ways, ties by the id in the same direction', async () => {
    const jans = sorted([ids.janFeng, ids.janFepw]);
    const gosias = sorted([ids.gosiaPoir, ids.gosiaEnrollment]);
    // jan.kowalski@ < malgorzata.wisniewska@
    expect(await listed('sort=userEmail_asc')).toEqual([...jans, ...gosias]);
    expect(await listed('sort=userEmail_desc')).toEqual([...gosias].reverse().concat([...jans].reverse()));
    const answer = await call(server(), 'GET', `${LIST}?size=100&title=${WORD}&sort=userEmail_asc`, {
      token: tokens.admin,
    });
    const emails = (answer.body.data.objects as Listed[]).map((o) => o.advertisement.created_by.email);
    expect(emails).toEqual([
      'jan.kowalski@bk.example',
      'jan.kowalski@bk.example',
      'malgorzata.wisniewska@bk.example',
      'malgorzata.wisniewska@bk.example',
    ]);
    // Pages of one item each follow the same order.
    const pages: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const one = await call(
        server(),
        'GET',
        `${LIST}?size=1&page=${page}&title=${WORD}&sort=userEmail_desc`,
        {
          token: tokens.admin,
        },
      );
      expect(one.body.data.total).toBe(4);
      expect(one.body.data.has_next).toBe(page < 4);
      expect(one.body.data.has_prev).toBe(page > 1);
      pages.push(one.body.data.objects[0].advertisement.id);
    }
    expect(pages).toEqual([...gosias].reverse().concat([...jans].reverse()));
  });
});

describe('the administrators list of announcements: scope and refusals', () => {
  it('shows a programme-scoped administrator only the announcements of that programme', async () => {
    expect(sorted(await listed('', tokens.tomasz))).toEqual(sorted([ids.janFeng, ids.gosiaEnrollment]));
    const fepw = await levelBySourceKey(server(), '2021-2027/FEPW');
    expect(await listed(`programme=${fepw}`, tokens.tomasz)).toEqual([]);
    expect(await listed('country=DE', tokens.tomasz)).toEqual([ids.gosiaEnrollment]);
  });

  it('shows an institution-scoped administrator only that institution’s announcements', async () => {
    const { ewa } = await signInAs(server(), 'ewa');
    expect(await listed('', ewa)).toEqual([ids.janFeng]);
    expect(await listed('sort=userEmail_desc', ewa)).toEqual([ids.janFeng]);
  });

  it('refuses a user without the permission with 403 and the spec envelope, and no session with 401', async () => {
    for (const token of [tokens.agnieszka, tokens.jan]) {
      const refused = await call(server(), 'GET', `${LIST}?title=${WORD}`, { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        status: 'Error',
        errors: {},
        message: 'Nie masz uprawnień do przeglądania listy ogłoszeń.',
      });
    }
    // The permission of another group (projects and enrolments) is not the announcements'.
    await grantPermission(server(), 'awojcik', 'projectsEnrollmentsAdministration', ['searchNPreviewData']);
    const { agnieszka } = await signInAs(server(), 'agnieszka');
    expect((await call(server(), 'GET', LIST, { token: agnieszka })).status).toBe(403);

    for (const token of [undefined, 'not-a-session-token']) {
      const anonymous = await call(server(), 'GET', `${LIST}?title=${WORD}`, { token });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ status: 'Error', errors: {}, message: 'Unauthorized' });
    }
  });
});

describe('the advertiser’s identification number of an announcement', () => {
  it('is the owner’s economic subject’s number (drafts and published ones)', async () => {
    const rows = await file.db
      .selectFrom('announcements')
      .select(['id', 'advertiser_id_number'])
      .where('id', 'in', Object.values(ids))
      .execute();
    const numberOf = (id: number) => rows.find((r) => r.id === id)?.advertiser_id_number;
    expect(numberOf(ids.janFeng)).toBe(janNip);
    expect(numberOf(ids.janFepw)).toBe(janNip);
    expect(numberOf(ids.gosiaPoir)).toBe(GOSIA_NUMBER);
    expect(numberOf(ids.gosiaEnrollment)).toBe(GOSIA_NUMBER);
    // What the owner's own list filters by.
    const own = async (token: string, number: string) => {
      const answer = await call(
        server(),
        'GET',
        `/api/announcements?mode=advertiser&limit=100&title=${WORD}&advertiser_identification_number=${number}`,
        { token },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return sorted(answer.body.data.advertisements.map((o: { id: number }) => o.id));
    };
    expect(await own(tokens.jan, janNip)).toEqual(sorted([ids.janFeng, ids.janFepw]));
    expect(await own(tokens.jan, GOSIA_NUMBER)).toEqual([]);
    expect(await own(tokens.malgorzata, GOSIA_NUMBER)).toEqual(sorted([ids.gosiaPoir, ids.gosiaEnrollment]));
    expect(await own(tokens.malgorzata, janNip)).toEqual([]);
  });
});

describe('the administrators list of announcements: bad input', () => {
  const refusedWith422 = async (query: string, field: string) => {
    const answer = await call(server(), 'GET', `${LIST}?${query}`, { token: tokens.admin });
    expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(422);
    expect(answer.body.status).toBe('Error');
    expect(answer.body.message).toBe(messages.formErrors);
    expect(Object.keys(answer.body.errors), query).toEqual([field]);
    const [first] = answer.body.errors[field] as string[];
    // Polish words, not zod's English.
    expect(first, query).not.toMatch(/\b(Invalid|Expected|Too big|String must)\b/i);
    return first as string;
  };

  it('refuses ids that are not plain positive numbers', async () => {
    for (const value of ['abc', '1.5', '-1', '0', '0x10', '1e3', '%201', '2147483648']) {
      await refusedWith422(`programme=${value}`, 'programme');
    }
    await refusedWith422('programme[]=1', 'programme');
    await refusedWith422('programme=1&programme=2', 'programme');
    await refusedWith422('programme[a]=1', 'programme');
    await refusedWith422('size=1000', 'size');
    await refusedWith422('size=abc', 'size');
  });

  it('refuses values of an unknown kind and reversed date ranges', async () => {
    await refusedWith422('status=FOO', 'status');
    await refusedWith422('address_kind=mars', 'address_kind');
    await refusedWith422('identification_type=regon', 'identification_type');
    await refusedWith422('country=POL', 'country');
    await refusedWith422('publication_from=2026-13-45', 'publication_from');
    const range = await refusedWith422('deadline_from=2026-05-10&deadline_to=2026-05-01', 'deadline_to');
    expect(range).toBe('Data „do” nie może być wcześniejsza niż data „od”.');
  });

  it('refuses texts over the spec’s limits, however long', async () => {
    await refusedWith422(`title=${'a'.repeat(501)}`, 'title');
    await refusedWith422(`project_number=${'1'.repeat(51)}`, 'project_number');
    await refusedWith422(`subject_name=${'ż'.repeat(101)}`, 'subject_name');
    await refusedWith422(`identification_number=${'9'.repeat(101)}`, 'identification_number');
    await refusedWith422(`subject_name=${'x'.repeat(8000)}`, 'subject_name');
    // At the limits: accepted.
    expect(await listed(`subject_name=${'x'.repeat(100)}`)).toEqual([]);
  });

  it('refuses a NUL in a filter with the Polish field message; undecodable bytes never give a 500', async () => {
    for (const field of ['subject_name', 'identification_number', 'project_number', 'country', 'email']) {
      const message = await refusedWith422(`${field}=a%00`, field);
      expect(message).toBe(messages.forbiddenCharacter);
    }
    // Percent-escapes that decode to no UTF-8 (a lone surrogate's bytes, a stray byte, a cut escape) stay
    // the literal text they are (the query string's parser keeps what it cannot decode): a search that
    // finds nothing, never a 500.
    for (const bytes of ['%ED%A0%80', '%FF', '%E0%A4%A']) {
      const answer = await call(server(), 'GET', `${LIST}?subject_name=${bytes}`, { token: tokens.admin });
      expect(answer.status, `${bytes}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.data.objects, bytes).toEqual([]);
    }
  });

  it('falls back to the defaults for an unknown sort or page, as the contract says', async () => {
    const answer = await call(server(), 'GET', `${LIST}?size=100&title=${WORD}&sort=nonsense&page=x`, {
      token: tokens.admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.objects.map((o: Listed) => o.advertisement.id)).toEqual(
      await listed('sort=announcementNumber_desc'),
    );
  });
});
