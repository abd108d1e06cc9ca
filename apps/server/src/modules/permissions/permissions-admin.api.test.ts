import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAndPublish,
  levelBySourceKey,
  refsOf,
  validContent,
} from '../../../test/announcement-fixtures.ts';
import { call, signIn, userId } from '../../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: string;
let jan: string;
let malgorzata: string;
let piotr: string;
let tomasz: string;
let ids: Record<'admin' | 'piotr' | 'agnieszka' | 'tomasz' | 'ewa', number>;

const levels = '/api/admin/permissions_ads_projects_enrollments';

const levelId = (sourceKey: string) => levelBySourceKey(server, sourceKey);

async function historyOf(user: number) {
  return server.database.db
    .selectFrom('permission_history')
    .selectAll()
    .where('user_id', '=', user)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, jan, malgorzata, piotr, tomasz] = await Promise.all([
    signIn(server, 'admin'),
    signIn(server, 'advertiser'),
    signIn(server, 'advertiser2'),
    signIn(server, 'bidder'),
    signIn(server, 'scopedAdmin'),
  ]);
  ids = {
    admin: await userId(server, 'admin'),
    piotr: await userId(server, 'pzielinski'),
    agnieszka: await userId(server, 'awojcik'),
    tomasz: await userId(server, 'tlewandowski'),
    ewa: await userId(server, 'enowicka'),
  };
});
afterAll(() => server.close());

describe('the two tables', () => {
  it('show one’s own packages to anyone, another’s only to those who may', async () => {
    const mine = await call(server, 'GET', '/api/admin/permissions_cont_dict_users', { token: tomasz });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({
      permissions: [
        {
          area: 'dictionary',
          groups: [{ group: 'implementationLevelsDictionaryAdministration', flags: ['previewData'] }],
          can_edit: false,
          can_delete: false,
        },
      ],
      meta: { total: 1 },
    });
    const myLevels = await call(server, 'GET', levels, { token: tomasz });
    expect(myLevels.body.data.meta.total).toBe(1);
    expect(myLevels.body.data.permissions[0]).toMatchObject({
      level: { kind: 'programme', code: 'FENG' },
      path: [{ kind: 'perspective' }, { kind: 'programme', code: 'FENG' }],
      groups: [
        {
          group: 'advertisementAdministration',
          flags: ['searchNPreviewData', 'blocking', 'editData', 'procedureFile'],
        },
        { group: 'projectsEnrollmentsAdministration', flags: ['searchNPreviewData', 'editData'] },
      ],
      can_edit: false,
      has_higher_level_permissions: false,
    });
    // The full administrator sees Tomasz's packages and may change them.
    const byAdmin = await call(server, 'GET', `${levels}?authorized=${ids.tomasz}`, { token: admin });
    expect(byAdmin.body.data.permissions[0]).toMatchObject({ can_edit: true, can_delete: true });
    const adminOwn = await call(server, 'GET', '/api/admin/permissions_cont_dict_users', { token: admin });
    expect(adminOwn.body.data.permissions.map((p: { area: string }) => p.area)).toEqual([
      'users',
      'content',
      'dictionary',
    ]);
    expect(adminOwn.body.data.permissions[0].can_edit).toBe(false);
    const piotrEmpty = await call(server, 'GET', levels, { token: piotr });
    expect(piotrEmpty.body.data).toEqual({ permissions: [], meta: { total: 0 } });

    for (const path of ['/api/admin/permissions_cont_dict_users', levels]) {
      const refused = await call(server, 'GET', `${path}?authorized=${ids.admin}`, { token: piotr });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Nie masz uprawnień do pobrania listy uprawnień.');
      expect((await call(server, 'GET', `${path}?authorized=${ids.admin}`, { token: tomasz })).status).toBe(
        403,
      );
      expect((await call(server, 'GET', path)).status).toBe(401);
    }
  });
});

describe('administration packages', () => {
  it('are granted, found, changed and removed, each change with its history event', async () => {
    const body = { authorized: ids.ewa, groups: [{ group: 'contentAdministration', flags: ['help'] }] };
    const granted = await call(server, 'POST', '/api/admin/permissions_content', { token: admin, body });
    expect(granted.status).toBe(200);
    expect(granted.body.data).toEqual({ authorized: ids.ewa, operation_type: 'permissionsGranted' });
    const again = await call(server, 'POST', '/api/admin/permissions_content', { token: admin, body });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('permissions.store.set_exists');
    const read = await call(server, 'GET', `/api/admin/permissions_content/package?authorized=${ids.ewa}`, {
      token: admin,
    });
    expect(read.body.data).toEqual({
      area: 'content',
      groups: [{ group: 'contentAdministration', flags: ['help'] }],
      can_edit: true,
      can_delete: true,
    });
    // The grant takes effect at once: Ewa's session reads it.
    const ewa = await signIn(server, 'newUser');
    const ewaUser = await call(server, 'GET', '/api/user', { token: ewa });
    expect(ewaUser.body.data.user.permissions).toContainEqual({
      group: 'contentAdministration',
      flags: ['help'],
      scope: null,
    });
    const changed = await call(server, 'PUT', '/api/admin/permissions_content', {
      token: admin,
      body: { ...body, groups: [{ group: 'contentAdministration', flags: ['statements', 'help', 'help'] }] },
    });
    expect(changed.body.data.operation_type).toBe('permissionsModified');
    const removed = await call(server, 'DELETE', `/api/admin/permissions_content?authorized=${ids.ewa}`, {
      token: admin,
    });
    expect(removed.body.data.operation_type).toBe('permissionsDenied');
    expect(
      (
        await call(server, 'GET', `/api/admin/permissions_content/package?authorized=${ids.ewa}`, {
          token: admin,
        })
      ).status,
    ).toBe(404);
    const missing = await call(server, 'PUT', '/api/admin/permissions_content', { token: admin, body });
    expect(missing.status).toBe(404);
    expect(
      (await call(server, 'DELETE', `/api/admin/permissions_content?authorized=${ids.ewa}`, { token: admin }))
        .status,
    ).toBe(404);

    const events = await historyOf(ids.ewa);
    expect(events.map((e) => [e.operation_type, e.context, e.added_by, e.groups])).toEqual([
      ['permissionsGranted', 'content', ids.admin, [{ group: 'contentAdministration', flags: ['help'] }]],
      [
        'permissionsModified',
        'content',
        ids.admin,
        [{ group: 'contentAdministration', flags: ['statements', 'help'] }],
      ],
      [
        'permissionsDenied',
        'content',
        ids.admin,
        [{ group: 'contentAdministration', flags: ['statements', 'help'] }],
      ],
    ]);
  });

  it('refuses bad packages with field errors and changes nothing', async () => {
    const cases = [
      { authorized: ids.ewa, groups: [] },
      { authorized: ids.ewa, groups: [{ group: 'contentAdministration', flags: [] }] },
      { authorized: ids.ewa, groups: [{ group: 'advertisementAdministration', flags: ['blocking'] }] },
      { authorized: ids.ewa, groups: [{ group: 'contentAdministration', flags: ['blocking'] }] },
      { authorized: ids.ewa, groups: [{ group: 'nope', flags: ['help'] }] },
      { authorized: 'x', groups: [{ group: 'contentAdministration', flags: ['help'] }] },
      { authorized: ids.ewa, groups: [{ group: 'contentAdministration', flags: ['he\u0000lp'] }] },
    ];
    for (const body of cases) {
      const answer = await call(server, 'POST', '/api/admin/permissions_content', { token: admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.status).toBe('Error');
    }
    const ghost = await call(server, 'POST', '/api/admin/permissions_content', {
      token: admin,
      body: { authorized: 999_999, groups: [{ group: 'contentAdministration', flags: ['help'] }] },
    });
    expect(ghost.status).toBe(404);
    expect(await historyOf(ids.ewa)).toHaveLength(3);
  });

  it('lets two grants of one package at once make one package and one 409', async () => {
    const body = {
      authorized: ids.agnieszka,
      groups: [{ group: 'implementationLevelsDictionaryAdministration', flags: ['previewData'] }],
    };
    const answers = await Promise.all(
      [1, 2].map(() => call(server, 'POST', '/api/admin/permissions_dictionary', { token: admin, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await server.database.db
      .selectFrom('permissions')
      .select('flags')
      .where('user_id', '=', ids.agnieszka)
      .execute();
    expect(rows).toEqual([{ flags: ['previewData'] }]);
    await call(server, 'DELETE', `/api/admin/permissions_dictionary?authorized=${ids.agnieszka}`, {
      token: admin,
    });
  });
});

describe('implementation-level packages', () => {
  it('scope the lock: Tomasz locks an announcement of the activity he was given, not one elsewhere', async () => {
    const activity = await levelId('2021-2027/FEPW/FEPW.01/FEPW.01.01');
    const janRefs = await refsOf(server, 'jkowalski');
    const inScope = await createAndPublish(
      server,
      jan,
      validContent(janRefs, { project_ids: [janRefs.otherProjectId] }),
      10,
    );
    const elsewhere = await createAndPublish(
      server,
      malgorzata,
      validContent(await refsOf(server, 'mwisniewska')),
      10,
    );
    expect(
      (await call(server, 'PUT', `/api/admin/announcements/${inScope}/lock`, { token: tomasz })).status,
    ).toBe(403);

    const granted = await call(server, 'POST', levels, {
      token: admin,
      body: {
        authorized: ids.tomasz,
        level_id: activity,
        groups: [{ group: 'advertisementAdministration', flags: ['searchNPreviewData', 'blocking'] }],
      },
    });
    expect(granted.status).toBe(200);
    expect(
      (await call(server, 'PUT', `/api/admin/announcements/${inScope}/lock`, { token: tomasz })).status,
    ).toBe(200);
    expect(
      (await call(server, 'PUT', `/api/admin/announcements/${inScope}/unlock`, { token: tomasz })).status,
    ).toBe(200);
    expect(
      (await call(server, 'PUT', `/api/admin/announcements/${elsewhere}/lock`, { token: tomasz })).status,
    ).toBe(403);
    const [event] = (await historyOf(ids.tomasz)).slice(-1);
    expect(event).toMatchObject({
      operation_type: 'permissionsGranted',
      context: 'levels',
      level_id: activity,
    });
    expect(event?.level_name).toMatch(/^2021-2027 - .* > FEPW - .* > 01 - .* > 01 - Platformy startowe/);

    // Removed: the lock is refused again.
    const removed = await call(server, 'DELETE', `${levels}?authorized=${ids.tomasz}&level_id=${activity}`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect(
      (await call(server, 'PUT', `/api/admin/announcements/${inScope}/lock`, { token: tomasz })).status,
    ).toBe(403);
  });

  it('do not give a user holding a higher level a package below it', async () => {
    const axis = await levelId('2021-2027/FENG/FENG.01');
    const below = await call(server, 'POST', levels, {
      token: admin,
      body: {
        authorized: ids.tomasz,
        level_id: axis,
        groups: [{ group: 'advertisementAdministration', flags: ['searchNPreviewData'] }],
      },
    });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe(
      'Użytkownik ma uprawnienia na wyższym poziomie wdrożenia; nie można ich zmienić na niższym poziomie.',
    );
    const unknownLevel = await call(server, 'POST', levels, {
      token: admin,
      body: {
        authorized: ids.ewa,
        level_id: 2_000_000_000,
        groups: [{ group: 'advertisementAdministration', flags: ['searchNPreviewData'] }],
      },
    });
    expect(unknownLevel.status).toBe(422);
    expect(unknownLevel.body.errors.level_id).toEqual(['Wybrany poziom wdrożenia nie istnieje.']);
  });

  it('list who holds a level directly and who inherits it from above', async () => {
    const feng = await levelId('2021-2027/FENG');
    const axis = await levelId('2021-2027/FENG/FENG.01');
    const direct = await call(server, 'GET', `${levels}/users?level_id=${feng}&list_type=direct`, {
      token: admin,
    });
    expect(direct.body.data.users.map((u: { id: number }) => u.id)).toEqual([ids.tomasz]);
    const inherited = await call(server, 'GET', `${levels}/users?level_id=${axis}&list_type=inherited`, {
      token: admin,
    });
    const holders = inherited.body.data.users.map((u: { id: number }) => u.id);
    expect(holders).toContain(ids.tomasz);
    expect(holders).toContain(ids.admin);
    const refused = await call(server, 'GET', `${levels}/users?level_id=${feng}`, { token: piotr });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Nie masz uprawnień do przeglądania listy użytkowników dla tego poziomu wdrożenia/uprawnienia.',
    );
  });
});

describe('find-user and history', () => {
  it('finds by e-mail or identifier for a granter only', async () => {
    const byEmail = await call(
      server,
      'GET',
      '/api/admin/permissions/find-user?context=administration&email=PIOTR.Zielinski@bk.example',
      { token: admin },
    );
    expect(byEmail.body.data.user).toMatchObject({ id: ids.piotr, identifier: 'pzielinski' });
    const byIdentifier = await call(
      server,
      'GET',
      '/api/admin/permissions/find-user?context=levels&identifier=awojcik',
      {
        token: admin,
      },
    );
    expect(byIdentifier.body.data.user.id).toBe(ids.agnieszka);
    const none = await call(
      server,
      'GET',
      '/api/admin/permissions/find-user?context=levels&email=nobody@bk.example',
      {
        token: admin,
      },
    );
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Użytkownik o podanych danych nie istnieje.');
    const empty = await call(server, 'GET', '/api/admin/permissions/find-user?context=levels', {
      token: admin,
    });
    expect(empty.status).toBe(422);
    const long = await call(
      server,
      'GET',
      `/api/admin/permissions/find-user?context=levels&email=${'a'.repeat(201)}`,
      {
        token: admin,
      },
    );
    expect(long.status).toBe(422);
    for (const context of ['administration', 'levels']) {
      const refused = await call(
        server,
        'GET',
        `/api/admin/permissions/find-user?context=${context}&identifier=x`,
        {
          token: tomasz,
        },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'Nie masz uprawnień do nadawania uprawnień w obszarze Administracji/Poziomów wdrożenia.',
      );
    }
  });

  it('lists a user’s history with its filters, 20 a page', async () => {
    const history = await call(server, 'GET', `/api/admin/permissions_history?authorized=${ids.ewa}`, {
      token: admin,
    });
    expect(history.status).toBe(200);
    expect(history.body.data.meta.total).toBe(3);
    expect(history.body.data.permissions_history[0]).toEqual({
      id: expect.any(Number),
      added_at: expect.any(String),
      operation_type: 'permissionsDenied',
      added_by: { email: 'admin@bk.example' },
      authorized_user_email: 'ewa.nowicka@bk.example',
      context: 'content',
      implementation_level_name: null,
    });
    const today = new Date().toISOString().slice(0, 10);
    const q = (query: string) =>
      call(server, 'GET', `/api/admin/permissions_history?authorized=${ids.ewa}&${query}`, { token: admin });
    expect((await q('added_by_email=ADMIN@')).body.data.meta.total).toBe(3);
    expect((await q('added_by_email=jan')).body.data.meta.total).toBe(0);
    expect((await q('added_at_from=2000-01-01&added_at_to=2000-01-02')).body.data.meta.total).toBe(0);
    expect((await q('added_at_from=2000-01-01')).body.data.meta.total).toBe(3);
    const reversed = await q(`added_at_from=2100-01-02&added_at_to=2100-01-01`);
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.added_at_from).toEqual([
      'Data początkowa nie może być późniejsza niż data końcowa.',
    ]);
    expect((await q('added_at_from=2026-02-30')).status).toBe(422);
    expect((await q(`added_by_email=${'a'.repeat(101)}`)).status).toBe(422);
    expect(today).toMatch(/^\d{4}/);
    const own = await call(server, 'GET', '/api/admin/permissions_history', { token: piotr });
    expect(own.body.data).toEqual({ permissions_history: [], meta: { total: 0 } });
    const refused = await call(server, 'GET', `/api/admin/permissions_history?authorized=${ids.ewa}`, {
      token: piotr,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Nie masz uprawnień do przeglądania historii.');
  });
});
