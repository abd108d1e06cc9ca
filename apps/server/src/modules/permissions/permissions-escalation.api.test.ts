import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelBySourceKey } from '../../../test/announcement-fixtures.ts';
import { call, grantPermission, signIn, signInAs, userId } from '../../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

// Every way up the privilege ladder a granter might try (issue 21): each is refused and changes
// nothing. Piotr (a bidder) is given a little to manage; Agnieszka is whom he grants to.

let server: TestServer;
let piotr: string;
let tomasz: string;
let ids: Record<'admin' | 'piotr' | 'agnieszka' | 'tomasz', number>;
let level: Record<'feng' | 'fengAxis' | 'fepwActivity' | 'perspective', number>;

const levels = '/api/admin/permissions_ads_projects_enrollments';
const SAVE_REFUSED =
  'Nie masz uprawnień do zapisu wybranych uprawnień. Jeśli uważasz, że to pomyłka, odśwież stronę i spróbuj jeszcze raz.';

const levelId = (sourceKey: string) => levelBySourceKey(server, sourceKey);

async function give(user: number, group: string, flags: string[], levelId: number | null = null) {
  await grantPermission(server, user, group, flags, levelId);
}

async function snapshot() {
  const db = server.database.db;
  const [permissions, history] = await Promise.all([
    db
      .selectFrom('permissions')
      .select(['user_id', 'group_name', 'flags', 'level_id'])
      .orderBy('id')
      .execute(),
    db.selectFrom('permission_history').select('id').execute(),
  ]);
  return { permissions, history: history.length };
}

/** The call is refused with `status` (and `message`), and nothing changed. */
async function refused(
  method: string,
  path: string,
  body: unknown,
  status: number,
  message?: string,
  token: string = piotr,
) {
  const before = await snapshot();
  const answer = await call(server, method, path, { token, body });
  expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
  if (message) expect(answer.body.message).toBe(message);
  expect(await snapshot()).toEqual(before);
}

beforeAll(async () => {
  server = await startTestServer();
  ({ piotr, tomasz } = await signInAs(server, 'piotr', 'tomasz'));
  ids = {
    admin: await userId(server, 'admin'),
    piotr: await userId(server, 'pzielinski'),
    agnieszka: await userId(server, 'awojcik'),
    tomasz: await userId(server, 'tlewandowski'),
  };
  level = {
    perspective: await levelId('2021-2027'),
    feng: await levelId('2021-2027/FENG'),
    fengAxis: await levelId('2021-2027/FENG/FENG.01'),
    fepwActivity: await levelId('2021-2027/FEPW/FEPW.01/FEPW.01.01'),
  };
});
afterAll(() => server.close());

describe('without any management flag', () => {
  it('nobody grants, changes or removes anything', async () => {
    const areas = ['permissions_users', 'permissions_content', 'permissions_dictionary'];
    const groups = {
      permissions_users: [{ group: 'usersAdministration', flags: ['previewListUsers'] }],
      permissions_content: [{ group: 'contentAdministration', flags: ['help'] }],
      permissions_dictionary: [
        { group: 'implementationLevelsDictionaryAdministration', flags: ['previewData'] },
      ],
    } as Record<string, unknown>;
    for (const area of areas) {
      for (const method of ['POST', 'PUT']) {
        await refused(
          method,
          `/api/admin/${area}`,
          { authorized: ids.agnieszka, groups: groups[area] },
          403,
          SAVE_REFUSED,
        );
        // Not even to oneself.
        await refused(
          method,
          `/api/admin/${area}`,
          { authorized: ids.piotr, groups: groups[area] },
          403,
          SAVE_REFUSED,
        );
      }
      await refused('DELETE', `/api/admin/${area}?authorized=${ids.admin}`, undefined, 403);
    }
    const scoped = {
      authorized: ids.piotr,
      level_id: level.feng,
      groups: [{ group: 'advertisementAdministration', flags: ['blocking'] }],
    };
    await refused('POST', levels, scoped, 403, SAVE_REFUSED);
    await refused('DELETE', `${levels}?authorized=${ids.tomasz}&level_id=${level.feng}`, undefined, 403);
  });

  it('a scoped administrator without level management grants nothing, even inside his programme', async () => {
    await refused(
      'POST',
      levels,
      {
        authorized: ids.agnieszka,
        level_id: level.fengAxis,
        groups: [{ group: 'advertisementAdministration', flags: ['searchNPreviewData'] }],
      },
      403,
      SAVE_REFUSED,
      tomasz,
    );
    // Nor widens his own scope.
    await refused(
      'PUT',
      levels,
      {
        authorized: ids.tomasz,
        level_id: level.feng,
        groups: [
          { group: 'advertisementAdministration', flags: ['searchNPreviewData', 'blocking', 'editData'] },
          { group: 'implementationLevelPermissionsAdministration', flags: ['permissionsManagement'] },
        ],
      },
      403,
      SAVE_REFUSED,
      tomasz,
    );
  });
});

describe('a content manager holding help only', () => {
  beforeAll(async () => {
    await give(ids.piotr, 'contentAdministration', ['help', 'permissionsManagement']);
    piotr = await signIn(server, 'bidder');
  });

  it('gives what he holds and nothing more', async () => {
    const ok = await call(server, 'POST', '/api/admin/permissions_content', {
      token: piotr,
      body: { authorized: ids.agnieszka, groups: [{ group: 'contentAdministration', flags: ['help'] }] },
    });
    expect(ok.status).toBe(200);
    const content = (flags: string[]) => ({
      authorized: ids.agnieszka,
      groups: [{ group: 'contentAdministration', flags }],
    });
    await refused(
      'PUT',
      '/api/admin/permissions_content',
      content(['help', 'statements']),
      403,
      SAVE_REFUSED,
    );
    await refused('PUT', '/api/admin/permissions_content', content(['generalContentCookiesRegulation']), 403);
    // Another area's management is not his.
    await refused(
      'POST',
      '/api/admin/permissions_users',
      { authorized: ids.agnieszka, groups: [{ group: 'usersAdministration', flags: ['previewListUsers'] }] },
      403,
    );
    await refused(
      'POST',
      '/api/admin/permissions_dictionary',
      {
        authorized: ids.agnieszka,
        groups: [{ group: 'implementationLevelsDictionaryAdministration', flags: ['editData'] }],
      },
      403,
    );
    // A content call cannot carry another area's group.
    await refused(
      'PUT',
      '/api/admin/permissions_content',
      { authorized: ids.agnieszka, groups: [{ group: 'usersAdministration', flags: ['blockingUsers'] }] },
      422,
    );
    // His own package: never.
    await refused(
      'PUT',
      '/api/admin/permissions_content',
      { ...content(['help', 'statements']), authorized: ids.piotr },
      403,
    );
    await refused('DELETE', `/api/admin/permissions_content?authorized=${ids.piotr}`, undefined, 403);
  });

  it('cannot strip or rewrite the package of someone who holds more', async () => {
    // The administrator's content package holds flags Piotr lacks.
    await refused(
      'PUT',
      '/api/admin/permissions_content',
      {
        authorized: ids.admin,
        groups: [
          { group: 'contentAdministration', flags: ['statements', 'generalContentCookiesRegulation'] },
        ],
      },
      403,
    );
    await refused('DELETE', `/api/admin/permissions_content?authorized=${ids.admin}`, undefined, 403);
    const list = await call(server, 'GET', `/api/admin/permissions_cont_dict_users?authorized=${ids.admin}`, {
      token: piotr,
    });
    const content = list.body.data.permissions.find((p: { area: string }) => p.area === 'content');
    expect(content).toMatchObject({ can_edit: false, can_delete: false });
  });
});

describe('a level manager of one programme', () => {
  beforeAll(async () => {
    await give(
      ids.piotr,
      'implementationLevelPermissionsAdministration',
      ['permissionsManagement'],
      level.feng,
    );
    await give(ids.piotr, 'advertisementAdministration', ['searchNPreviewData'], level.feng);
    piotr = await signIn(server, 'bidder');
  });

  const grant = (levelId: number | null, flags: string[], group = 'advertisementAdministration') => ({
    authorized: ids.agnieszka,
    level_id: levelId,
    groups: [{ group, flags }],
  });

  it('grants what he holds inside his programme', async () => {
    const ok = await call(server, 'POST', levels, {
      token: piotr,
      body: grant(level.fengAxis, ['searchNPreviewData']),
    });
    expect(ok.status).toBe(200);
  });

  it('gives no flag he lacks, no level outside or above his programme, and nothing to himself', async () => {
    await refused(
      'PUT',
      levels,
      grant(level.fengAxis, ['searchNPreviewData', 'blocking']),
      403,
      SAVE_REFUSED,
    );
    await refused('PUT', levels, grant(level.fengAxis, ['searchNPreviewData', 'editData']), 403);
    await refused(
      'POST',
      levels,
      grant(level.fengAxis, ['searchNPreviewData'], 'projectsEnrollmentsAdministration'),
      403,
    );
    await refused('POST', levels, grant(level.fepwActivity, ['searchNPreviewData']), 403);
    await refused('POST', levels, grant(level.perspective, ['searchNPreviewData']), 403);
    await refused('POST', levels, grant(null, ['searchNPreviewData']), 403);
    await refused(
      'POST',
      levels,
      { ...grant(level.fengAxis, ['searchNPreviewData']), authorized: ids.piotr },
      403,
    );
    await refused(
      'PUT',
      levels,
      { ...grant(level.feng, ['searchNPreviewData', 'blocking']), authorized: ids.piotr },
      403,
    );
    // Administration areas are not his either.
    await refused(
      'POST',
      '/api/admin/permissions_users',
      {
        authorized: ids.agnieszka,
        groups: [{ group: 'permissionsAdministration', flags: ['functionalityManagement'] }],
      },
      403,
    );
  });

  it('cannot remove or rewrite the package of an administrator holding more in his programme', async () => {
    await refused('DELETE', `${levels}?authorized=${ids.tomasz}&level_id=${level.feng}`, undefined, 403);
    await refused(
      'PUT',
      levels,
      {
        authorized: ids.tomasz,
        level_id: level.feng,
        groups: [{ group: 'advertisementAdministration', flags: ['searchNPreviewData'] }],
      },
      403,
    );
    // Someone else's unscoped package is out of his reach.
    await refused('DELETE', `${levels}?authorized=${ids.admin}`, undefined, 403);
  });

  it("reads the tables but not the user list, nor another user's data, nor blocks anyone", async () => {
    expect((await call(server, 'GET', levels, { token: piotr })).status).toBe(200);
    expect(
      (await call(server, 'GET', `${levels}?authorized=${ids.agnieszka}`, { token: piotr })).status,
    ).toBe(200);
    await refused('GET', '/api/admin/users', undefined, 403);
    await refused('GET', `/api/users/${ids.agnieszka}`, undefined, 403);
    await refused('PUT', `/api/users/${ids.agnieszka}`, { blocked: true }, 403);
  });

  it('is offered in the level pickers only his programme, the perspective above it, and what lies below', async () => {
    type Item = { id: number; code: string | null; grantable?: boolean };
    const list = async (path: string, token: string | null = piotr) => {
      const answer = await call<{ data: { items: Item[] } }>(server, 'GET', path, { token });
      expect(answer.status, path).toBe(200);
      return answer.body.data.items;
    };
    const fepw = await levelId('2021-2027/FEPW');
    expect(await list('/api/perspectives?mode=permissions')).toEqual([
      expect.objectContaining({ id: level.perspective, grantable: false }),
    ]);
    expect(await list(`/api/programme/perspective/${level.perspective}?mode=permissions`)).toEqual([
      expect.objectContaining({ id: level.feng, code: 'FENG', grantable: true }),
    ]);
    const axes = await list(`/api/priority/programme/${level.feng}?mode=permissions`);
    expect(axes.map((a) => a.id)).toContain(level.fengAxis);
    expect(axes.every((a) => a.grantable === true)).toBe(true);
    expect(await list(`/api/priority/programme/${fepw}?mode=permissions`)).toEqual([]);
    // Without the mode the lists are the whole dictionary, for anyone, with no grantable marks.
    const programmes = await list(`/api/programme/perspective/${level.perspective}`, null);
    expect(programmes.map((p) => p.id)).toEqual(expect.arrayContaining([level.feng, fepw]));
    expect(programmes.every((p) => p.grantable === undefined)).toBe(true);
    // The mode asks who the viewer is; an unscoped level manager may grant everywhere, others nowhere.
    expect((await call(server, 'GET', '/api/perspectives?mode=permissions')).status).toBe(401);
    const admin = await signIn(server, 'admin');
    const everywhere = await list(`/api/programme/perspective/${level.perspective}?mode=permissions`, admin);
    expect(everywhere.length).toBe(programmes.length);
    expect(everywhere.every((p) => p.grantable === true)).toBe(true);
    expect(await list('/api/perspectives?mode=permissions', await signIn(server, 'newUser'))).toEqual([]);
  });

  it('finds users only in the context he manages', async () => {
    expect(
      (
        await call(server, 'GET', '/api/admin/permissions/find-user?context=levels&identifier=awojcik', {
          token: piotr,
        })
      ).status,
    ).toBe(200);
    // He manages content (previous block), so the administration context answers; a user with neither is refused.
    const ewa = await signIn(server, 'newUser');
    expect(
      (
        await call(
          server,
          'GET',
          '/api/admin/permissions/find-user?context=administration&identifier=awojcik',
          { token: ewa },
        )
      ).status,
    ).toBe(403);
  });
});

describe('the flags the session shows', () => {
  it('follow the grants at once: a removed package takes its rights away on the next call', async () => {
    const admin = await signIn(server, 'admin');
    const agnieszka = await signIn(server, 'bidder2');
    const before = await call(server, 'GET', '/api/admin/announcements', { token: agnieszka });
    expect(before.status).toBe(200);
    const removed = await call(
      server,
      'DELETE',
      `${levels}?authorized=${ids.agnieszka}&level_id=${level.fengAxis}`,
      {
        token: admin,
      },
    );
    expect(removed.status).toBe(200);
    expect((await call(server, 'GET', '/api/admin/announcements', { token: agnieszka })).status).toBe(403);
  });
});
