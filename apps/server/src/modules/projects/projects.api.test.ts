import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelBySourceKey } from '../../../test/announcement-fixtures.ts';
import { call, signIn, signInAs, userId } from '../../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let ewa: string;
let jan: string;

const level = (sourceKey: string) => levelBySourceKey(server, sourceKey);

let feng: Record<string, number>;
let poir: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  ({ ewa, jan } = await signInAs(server, 'ewa', 'jan'));
  feng = {
    perspective: await level('2021-2027'),
    programme: await level('2021-2027/FENG'),
    priority: await level('2021-2027/FENG/FENG.01'),
    activity: await level('2021-2027/FENG/FENG.01/FENG.01.01'),
    institution: await level('2021-2027/FENG/FENG.01/FENG.01.01#IP.02'),
  };
  poir = {
    perspective: await level('2014-2020'),
    programme: await level('2014-2020/POIR'),
    priority: await level('demo/2014-2020/POIR/01'),
    activity: await level('demo/2014-2020/POIR/01/01.01'),
    region: await level('demo/2014-2020/POIR/01/01.01/24'),
  };
});
afterAll(() => server.close());

const post = (type: string, body: unknown, token = ewa) =>
  call(server, 'POST', `/api/${type}`, { token, body });

describe('adding projects and enrolments', () => {
  it('assembles the full number from the chosen levels and the suffix', async () => {
    const project = await post('project', { name: 'Cyfrowa szkoła', ...feng, number: 'ab12/24' });
    expect(project.status).toBe(200);
    expect(project.body.data.full_number).toBe('FENG.01.01-IP.02-AB12/24');

    const enrollment = await post('enrollment', { ...poir, institution_number: 'iz.01', number: '001/16' });
    expect(enrollment.status).toBe(200);
    expect(enrollment.body.data.full_number).toBe('POIR.01.01.01-IZ.01-24-001/16');

    const poirProject = await post('project', { name: 'Badania B+R', ...poir, number: '0779/18' });
    expect(poirProject.body.data.full_number).toBe('POIR.01.01.01-24-0779/18');

    const list = await call(server, 'GET', '/api/project_enrollment', { token: ewa });
    expect(list.body.data.meta.total).toBe(3);
    expect(list.body.data.project_enrollments[0]).toMatchObject({
      type: 'project',
      name: 'Badania B+R',
      full_number: 'POIR.01.01.01-24-0779/18',
      programme: 'Program Operacyjny Inteligentny Rozwój 2014-2020',
      created_by: { forename: 'Ewa', surname: 'Nowicka' },
      attached_advertisements_amount: 0,
      has_published_announcements: false,
      can_edit: true,
    });
    const enrollments = await call(server, 'GET', '/api/project_enrollment?type=enrollment', { token: ewa });
    expect(enrollments.body.data.project_enrollments.map((p: { type: string }) => p.type)).toEqual([
      'enrollment',
    ]);
    const byNumber = await call(server, 'GET', '/api/project_enrollment?number=ab12', { token: ewa });
    expect(byNumber.body.data.project_enrollments).toHaveLength(1);
    const dictionaries = await call(server, 'GET', '/api/dictionaries', { token: ewa });
    expect(dictionaries.body.data.projects.map((p: { full_number: string }) => p.full_number)).toEqual([
      'FENG.01.01-IP.02-AB12/24',
      'POIR.01.01.01-24-0779/18',
    ]);
    expect(dictionaries.body.data.enrollment_numbers).toHaveLength(1);
  });

  it('refuses a number the user already has, with the server message the client translates', async () => {
    await post('project', { name: 'Pierwszy', ...feng, number: '0001/25' });
    const duplicate = await post('project', { name: 'Drugi', ...feng, number: '0001/25' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      status: 'Error',
      message: 'Number is not unique.',
      errors: { number: ['Number is not unique.'] },
    });
    // Another advertiser of the same project may record it too.
    expect((await post('project', { name: 'Ten sam projekt', ...feng, number: '0001/25' }, jan)).status).toBe(
      200,
    );
  });

  it('checks the fields of spec 5.7', async () => {
    const cases: [string, unknown, Record<string, string[]>][] = [
      ['project', { ...feng, number: '0002/25' }, { name: ['To pole jest wymagane.'] }],
      [
        'project',
        { name: 'x'.repeat(201), ...feng, number: '1' },
        { name: ['To pole może mieć maksymalnie 200 znaków.'] },
      ],
      ['project', { name: 'P', ...feng, number: '' }, { number: ['To pole jest wymagane.'] }],
      [
        'project',
        { name: 'P', ...feng, number: '0001/255' },
        { number: ['To pole może mieć maksymalnie 7 znaków.'] },
      ],
      ['enrollment', { ...feng, number: '0001/25' }, { number: ['To pole może mieć maksymalnie 6 znaków.'] }],
      [
        'project',
        { name: 'P', ...feng, number: '01#2' },
        { number: ['Numer może zawierać tylko cyfry, litery, myślnik, ukośnik i kropkę.'] },
      ],
      [
        'project',
        { name: 'P', ...feng, activity: undefined, number: '1' },
        { activity: ['To pole jest wymagane.'] },
      ],
      [
        'project',
        { name: 'P', ...feng, institution: undefined, number: '1' },
        { institution: ['To pole jest wymagane.'] },
      ],
      ['enrollment', { ...poir, number: '001/16' }, { institution_number: ['To pole jest wymagane.'] }],
      [
        'enrollment',
        { ...poir, institution_number: 'I1', number: '001/16' },
        { institution_number: ['Wpisz numer instytucji zgodnie ze wzorem AA.00.'] },
      ],
      [
        'project',
        { name: 'P', ...poir, region: undefined, number: '1' },
        { region: ['To pole jest wymagane.'] },
      ],
    ];
    for (const [type, body, errors] of cases) {
      const answer = await post(type, body);
      expect(answer.status, JSON.stringify(errors)).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
  });

  it('refuses levels that are not one branch of the dictionary', async () => {
    const wrongProgramme = await post('project', {
      name: 'P',
      ...feng,
      programme: poir.programme,
      number: '1',
    });
    expect(wrongProgramme.body.errors).toEqual({
      programme: ['Wybrany poziom wdrażania nie istnieje lub nie należy do wybranego poziomu nadrzędnego.'],
    });
    const regionOfOtherActivity = await post('project', {
      name: 'P',
      ...feng,
      institution: await level('2021-2027/FENG/FENG.01/FENG.01.01#IP.01'),
      number: '9/9',
    });
    expect(regionOfOtherActivity.status).toBe(200);
    const foreignInstitution = await post('project', {
      name: 'P',
      ...feng,
      institution: poir.region,
      number: '8/8',
    });
    expect(foreignInstitution.body.errors).toEqual({
      institution: ['Wybrany poziom wdrażania nie istnieje lub nie należy do wybranego poziomu nadrzędnego.'],
    });
    expect((await post('project', { name: 'P', ...feng, number: '1' }, '')).status).toBe(401);
  });
});

describe('the list, the attached announcements and removal', () => {
  it('shows each advertiser only their own projects', async () => {
    const janList = await call(server, 'GET', '/api/project_enrollment', { token: jan });
    const numbers = janList.body.data.project_enrollments.map((p: { full_number: string }) => p.full_number);
    expect(numbers).toContain('FENG.01.01-IP.02-0142/23');
    expect(numbers).not.toContain('FENG.01.01-IP.02-AB12/24');
    const janProject = janList.body.data.project_enrollments[0].id;
    expect(
      (await call(server, 'GET', `/api/announcements/project_enrollment/${janProject}`, { token: ewa }))
        .status,
    ).toBe(404);
    expect((await call(server, 'DELETE', `/api/project/${janProject}`, { token: ewa })).status).toBe(404);
    const attached = await call(server, 'GET', `/api/project_enrollment/${janProject}/announcements`, {
      token: jan,
    });
    expect(attached.body.data).toEqual({ announcements: [] });
    // The former address (before issue 44) still answers.
    const former = await call(server, 'GET', `/api/announcements/project_enrollment/${janProject}`, {
      token: jan,
    });
    expect(former.body).toEqual(attached.body);
  });

  it('removes a project, detaching its draft announcements; refuses when a published one is attached', async () => {
    const created = await post('project', { name: 'Do usunięcia', ...feng, number: '0500/25' });
    const id = created.body.data.id;
    const owner = await userId(server, 'enowicka');
    const db = server.database.db;
    const now = new Date();
    const announcement = async (status: string) => {
      const row = await db
        .insertInto('announcements')
        .values({ owner_id: owner, status, created_at: now, created_by: owner })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('announcement_projects')
        .values({ announcement_id: row.id, project_id: id })
        .execute();
      return row.id;
    };
    const draft = await announcement('DRAFT');
    let list = await call(server, 'GET', '/api/project_enrollment?number=0500', { token: ewa });
    expect(list.body.data.project_enrollments[0]).toMatchObject({
      attached_advertisements_amount: 1,
      has_draft_announcements: true,
      has_published_announcements: false,
    });
    const published = await announcement('PUBLISHED');
    list = await call(server, 'GET', '/api/project_enrollment?number=0500', { token: ewa });
    expect(list.body.data.project_enrollments[0].has_published_announcements).toBe(true);

    const refused = await call(server, 'DELETE', `/api/project/${id}`, { token: ewa });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Tego projektu/naboru nie można usunąć, ponieważ ma przypisane ogłoszenia już opublikowane.',
    );
    expect((await call(server, 'DELETE', `/api/enrollment/${id}`, { token: ewa })).status).toBe(404);

    await db.deleteFrom('announcements').where('id', '=', published).execute();
    expect((await call(server, 'DELETE', `/api/project/${id}`, { token: ewa })).status).toBe(200);
    const links = await db
      .selectFrom('announcement_projects')
      .selectAll()
      .where('announcement_id', '=', draft)
      .execute();
    expect(links).toEqual([]);
    expect(
      await db.selectFrom('announcements').select('id').where('id', '=', draft).executeTakeFirst(),
    ).toBeTruthy();
  });

  it('keeps a level in use by a project from being deleted', async () => {
    const admin = await signIn(server, 'admin');
    const refused = await call(server, 'DELETE', `/api/admin/dictionaries_institution/${feng.institution}`, {
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.related[0]).toMatch(
      /^Najpierw usuń projekty i nabory przypisane do tego elementu/,
    );
  });
});
