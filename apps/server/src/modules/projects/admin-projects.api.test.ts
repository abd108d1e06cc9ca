import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelBySourceKey } from '../../../test/announcement-fixtures.ts';
import { call, grantPermission, signIn, signInAs, userId } from '../../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: string;
let tomasz: string;
let jan: string;

type Item = {
  id: number;
  type: string;
  name: string | null;
  full_number: string;
  created_by: { email: string } | null;
  attached_advertisements_amount: number;
  can_edit: boolean;
};

const levelId = (sourceKey: string) => levelBySourceKey(server, sourceKey);

async function list(
  token: string | null,
  query = '',
): Promise<{ status: number; items: Item[]; total: number }> {
  const answer = await call(server, 'GET', `/api/admin/project_enrollment${query ? `?${query}` : ''}`, {
    token,
  });
  return {
    status: answer.status,
    items: answer.body?.data?.objects ?? [],
    total: answer.body?.data?.total ?? 0,
  };
}

const byName = (items: Item[], name: string) => items.find((i) => i.name === name) as Item;

beforeAll(async () => {
  server = await startTestServer();
  ({ admin, tomasz, jan } = await signInAs(server, 'admin', 'tomasz', 'jan'));
});
afterAll(() => server.close());

describe('the administrators’ list of projects and enrolments', () => {
  it('shows the full administrator everything, projects first, with creators and attached counts', async () => {
    const all = await list(admin);
    expect(all.status).toBe(200);
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.type)).toEqual(['project', 'project', 'project', 'enrollment']);
    const feng = byName(all.items, 'Cyfrowa Gmina Wiśniowa - e-usługi dla mieszkańców');
    expect(feng).toMatchObject({ created_by: { email: 'jan.kowalski@bk.example' }, can_edit: true });
    const attached = await server.database.db
      .selectFrom('announcement_projects')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', feng.id)
      .executeTakeFirstOrThrow();
    expect(feng.attached_advertisements_amount).toBe(Number(attached.n));
    expect(feng.attached_advertisements_amount).toBeGreaterThan(0);
    const desc = await list(admin, 'sort=type_desc');
    expect(desc.items[0]?.type).toBe('enrollment');
    const byEmail = await list(admin, 'sort=userEmail_desc');
    expect(byEmail.items[0]?.created_by?.email).toBe('malgorzata.wisniewska@bk.example');
  });

  it('filters by type, number, name, every level and one id; bad parameters fall back, long ones are refused', async () => {
    expect((await list(admin, 'type=enrollment')).items.map((i) => i.type)).toEqual(['enrollment']);
    expect((await list(admin, 'number=fepw')).items.map((i) => i.name)).toEqual([
      'Termomodernizacja budynków użyteczności publicznej',
    ]);
    expect((await list(admin, 'name=LABORATORIUM')).total).toBe(1);
    const fengProgramme = await levelId('2021-2027/FENG');
    expect((await list(admin, `programme=${fengProgramme}`)).total).toBe(2);
    const activity = await levelId('2021-2027/FENG/FENG.01/FENG.01.01');
    const institution = await levelId('2021-2027/FENG/FENG.01/FENG.01.01#IP.02');
    expect((await list(admin, `activity=${activity}&institution=${institution}`)).total).toBe(1);
    const one = (await list(admin)).items[2] as Item;
    expect((await list(admin, `id=${one.id}`)).items.map((i) => i.id)).toEqual([one.id]);
    expect((await list(admin, 'page=2')).items).toEqual([]);
    expect((await list(admin, 'sort=nope&page=x')).status).toBe(200);
    expect((await list(admin, `number=${'1'.repeat(51)}`)).status).toBe(422);
    expect((await list(admin, `name=${'a'.repeat(201)}`)).status).toBe(422);
  });

  it('shows a scoped administrator only his programme, and refuses others', async () => {
    const scoped = await list(tomasz);
    expect(scoped.items.map((i) => i.full_number.startsWith('FENG'))).toEqual([true, true]);
    expect(scoped.items.every((i) => i.can_edit)).toBe(true);
    const bidder = await call(server, 'GET', '/api/admin/project_enrollment', { token: jan });
    expect(bidder.status).toBe(403);
    expect(bidder.body.message).toBe('Nie masz uprawnień do przeglądania listy projektów i naborów.');
    expect((await list(null)).status).toBe(401);
  });
});

describe('renaming', () => {
  it('lets an administrator in scope rename, refuses one out of scope, and checks the name', async () => {
    const all = (await list(admin)).items;
    const feng = byName(all, 'Cyfrowa Gmina Wiśniowa - e-usługi dla mieszkańców');
    const fepw = byName(all, 'Termomodernizacja budynków użyteczności publicznej');
    const enrollment = all.find((i) => i.type === 'enrollment') as Item;

    const renamed = await call(server, 'PUT', `/api/admin/project/${feng.id}`, {
      token: tomasz,
      body: { name: '  Cyfrowa Gmina Wiśniowa - e-usługi  ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.project).toMatchObject({
      id: feng.id,
      name: 'Cyfrowa Gmina Wiśniowa - e-usługi',
      can_edit: true,
    });
    const row = await server.database.db
      .selectFrom('projects_enrollments')
      .select(['name', 'modified_by'])
      .where('id', '=', feng.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: 'Cyfrowa Gmina Wiśniowa - e-usługi',
      modified_by: await userId(server, 'tlewandowski'),
    });

    const outside = await call(server, 'PUT', `/api/admin/project/${fepw.id}`, {
      token: tomasz,
      body: { name: 'X' },
    });
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('Nie masz uprawnień do edycji tego projektu/naboru.');
    expect(
      (await call(server, 'PUT', `/api/admin/project/${fepw.id}`, { token: jan, body: { name: 'X' } }))
        .status,
    ).toBe(403);
    expect(
      (await call(server, 'PUT', `/api/admin/enrollment/${feng.id}`, { token: admin, body: { name: 'X' } }))
        .status,
    ).toBe(404);
    expect(
      (await call(server, 'PUT', '/api/admin/project/999999', { token: admin, body: { name: 'X' } })).status,
    ).toBe(404);

    const long = await call(server, 'PUT', `/api/admin/project/${feng.id}`, {
      token: admin,
      body: { name: 'a'.repeat(201) },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.name).toEqual(['To pole może mieć maksymalnie 200 znaków.']);
    const empty = await call(server, 'PUT', `/api/admin/project/${feng.id}`, {
      token: admin,
      body: { name: ' ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.name).toEqual(['To pole jest wymagane.']);
    const nul = await call(server, 'PUT', `/api/admin/project/${feng.id}`, {
      token: admin,
      body: { name: 'a\u0000b' },
    });
    expect(nul.status).toBe(422);
    const wrongType = await call(server, 'PUT', `/api/admin/project/${feng.id}`, {
      token: admin,
      body: { name: 5 },
    });
    expect(wrongType.status).toBe(422);
    // A body without the name changes nothing (issue 30 item 6): an enrolment keeps its name.
    const named = await call(server, 'PUT', `/api/admin/enrollment/${enrollment.id}`, {
      token: admin,
      body: { name: 'Nabór pierwszy' },
    });
    expect(named.status).toBe(200);
    for (const body of [{}, { nazwa: 'x' }]) {
      const missing = await call(server, 'PUT', `/api/admin/enrollment/${enrollment.id}`, {
        token: admin,
        body,
      });
      expect([missing.status, missing.body.errors]).toEqual([422, { name: ['To pole jest wymagane.'] }]);
    }
    expect((await list(admin, `id=${enrollment.id}`)).items[0]?.name).toBe('Nabór pierwszy');
    // An enrolment may lose its name.
    const unnamed = await call(server, 'PUT', `/api/admin/enrollment/${enrollment.id}`, {
      token: admin,
      body: { name: '' },
    });
    expect(unnamed.status).toBe(200);
    expect(unnamed.body.data.enrollment.name).toBeNull();
    expect((await list(admin, `id=${feng.id}`)).items[0]?.name).toBe('Cyfrowa Gmina Wiśniowa - e-usługi');
  });

  it('needs editData: a viewer of a programme sees its projects with canEdit off and cannot rename', async () => {
    const piotr = await userId(server, 'pzielinski');
    await grantPermission(
      server,
      piotr,
      'projectsEnrollmentsAdministration',
      ['searchNPreviewData'],
      await levelId('2021-2027/FEPW'),
    );
    const token = await signIn(server, 'bidder');
    const seen = await list(token);
    expect(seen.items.map((i) => [i.name, i.can_edit])).toEqual([
      ['Termomodernizacja budynków użyteczności publicznej', false],
    ]);
    const refused = await call(server, 'PUT', `/api/admin/project/${seen.items[0]?.id}`, {
      token,
      body: { name: 'X' },
    });
    expect(refused.status).toBe(403);
  });
});
