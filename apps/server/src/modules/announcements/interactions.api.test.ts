import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineIn, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, grantPermission, signIn, signInAs, userId } from '../../../test/api-client.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let refs: Refs;
/** The demo people's session tokens. */
let jan: string, piotr: string, tomasz: string, agnieszka: string;

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  ({ jan, piotr, tomasz } = await signInAs(server, 'jan', 'piotr', 'tomasz'));
  // Agnieszka may preview announcements as an administrator, but not lock them.
  await grantPermission(server, 'awojcik', 'advertisementAdministration', ['searchNPreviewData']);
  agnieszka = await signIn(server, 'bidder2');
});
afterAll(() => server.close());

async function published(projectId = refs.projectId, deadlineDays = 10): Promise<number> {
  const created = await call(server, 'POST', '/api/announcements', {
    token: jan,
    body: { announcement: validContent(refs, { project_ids: [projectId] }) },
  });
  const id = created.body.data.id;
  await call(server, 'POST', `/api/announcements/${id}/publish`, {
    token: jan,
    body: { id, publication_date: null, submission_deadline: deadlineIn(server.clock.now(), deadlineDays) },
  });
  return id;
}

/** Marks announcement `id` new for Piotr (a favourite of his changed), as the server does. */
async function markNewForPiotr(id: number) {
  await server.database.db
    .insertInto('badge_marks')
    .values({
      user_id: await userId(server, 'pzielinski'),
      kind: 'favorite_advertisement',
      subject_id: id,
      created_at: new Date(),
    })
    .execute();
}

describe('favourites', () => {
  it('adds once, refuses the author own and hidden announcements, removes', async () => {
    const id = await published();
    const add = () => call(server, 'POST', `/api/favorite-announcements/${id}`, { token: piotr });
    expect((await add()).body.data).toEqual({ id, favorite: true });
    const again = await add();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ogłoszenie jest już dodane do ulubionych.');
    const view = await call(server, 'GET', `/api/announcements/${id}`, { token: piotr });
    expect(view.body.data.advertisement).toMatchObject({ favorite: true, can_favorite: true });
    const own = await call(server, 'POST', `/api/favorite-announcements/${id}`, { token: jan });
    expect(own.status).toBe(403);
    expect(
      (await call(server, 'GET', `/api/announcements/${id}`, { token: jan })).body.data.advertisement
        .can_favorite,
    ).toBe(false);
    expect((await call(server, 'POST', `/api/favorite-announcements/${id}`)).status).toBe(401);

    const draft = await call(server, 'POST', '/api/announcements', {
      token: jan,
      body: { announcement: validContent(refs) },
    });
    expect(
      (await call(server, 'POST', `/api/favorite-announcements/${draft.body.data.id}`, { token: piotr }))
        .status,
    ).toBe(404);

    expect(
      (await call(server, 'DELETE', `/api/favorite-announcements/${id}`, { token: piotr })).body.data,
    ).toEqual({
      id,
      favorite: false,
    });
    expect((await call(server, 'DELETE', `/api/favorite-announcements/${id}`, { token: piotr })).status).toBe(
      404,
    );
  });

  it('clears the new mark of an announcement', async () => {
    const id = await published();
    await markNewForPiotr(id);
    expect(
      (await call(server, 'GET', `/api/announcements/${id}`, { token: piotr })).body.data.advertisement.badge,
    ).toBe(true);
    expect((await call(server, 'DELETE', `/api/badge/advertisement/${id}`, { token: piotr })).status).toBe(
      200,
    );
    expect(
      (await call(server, 'GET', `/api/announcements/${id}`, { token: piotr })).body.data.advertisement.badge,
    ).toBe(false);
    const badges = await call(server, 'GET', '/api/badge/menu', { token: piotr });
    expect(badges.body.data.favorite_advertisement_badge_count).toBe(0);
  });

  it('drops the new marks of a favourite with the favourite', async () => {
    const id = await published();
    expect((await call(server, 'POST', `/api/favorite-announcements/${id}`, { token: piotr })).status).toBe(
      200,
    );
    await markNewForPiotr(id);
    const before = await call(server, 'GET', '/api/badge/menu', { token: piotr });
    expect(before.body.data.favorite_advertisement_badge_count).toBe(1);
    await call(server, 'DELETE', `/api/favorite-announcements/${id}`, { token: piotr });
    const after = await call(server, 'GET', '/api/badge/menu', { token: piotr });
    expect(after.body.data.favorite_advertisement_badge_count).toBe(0);
  });
});

describe('the administrator lock', () => {
  it('locks and unlocks in scope, hiding the announcement meanwhile', async () => {
    const id = await published();
    const lock = (token: string, action = 'lock') =>
      call(server, 'PUT', `/api/admin/announcements/${id}/${action}`, { token });
    // An anonymous answer just given (and kept for a second) does not outlive the lock.
    expect((await call(server, 'GET', `/api/announcements/${id}`)).status).toBe(200);
    const locked = await lock(tomasz);
    expect(locked.body.data.advertisement.status.name).toBe('LOCKED');
    expect((await call(server, 'GET', `/api/announcements/${id}`, { token: piotr })).status).toBe(404);
    expect((await call(server, 'GET', `/api/announcements/${id}`)).status).toBe(404);
    expect((await call(server, 'GET', `/api/announcements/${id}`, { token: jan })).status).toBe(200);
    expect((await lock(tomasz)).status).toBe(409);
    expect((await lock(tomasz, 'unlock')).body.data.advertisement.status.name).toBe('PUBLISHED');
    expect((await call(server, 'GET', `/api/announcements/${id}`, { token: piotr })).status).toBe(200);
    const anonymous = await call(server, 'GET', `/api/announcements/${id}`);
    expect(anonymous.body.data.advertisement.status.name).toBe('PUBLISHED');
  });

  it('refuses those without blocking or out of scope, with the spec message', async () => {
    const inScope = await published();
    const outOfScope = await published(refs.otherProjectId);
    const refused = await call(server, 'PUT', `/api/admin/announcements/${inScope}/lock`, {
      token: agnieszka,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Nie masz uprawnień do blokowania/odblokowania tego ogłoszenia.');
    expect(
      (await call(server, 'PUT', `/api/admin/announcements/${outOfScope}/lock`, { token: tomasz })).status,
    ).toBe(403);
    expect(
      (await call(server, 'PUT', `/api/admin/announcements/${inScope}/lock`, { token: jan })).status,
    ).toBe(403);
    const draft = await call(server, 'POST', '/api/announcements', {
      token: jan,
      body: { announcement: validContent(refs) },
    });
    expect(
      (await call(server, 'PUT', `/api/admin/announcements/${draft.body.data.id}/lock`, { token: tomasz }))
        .status,
    ).toBe(409);
    const permissions = await call(
      server,
      'GET',
      `/api/admin/permissions_ads_projects_enrollments/ad/${inScope}`,
      {
        token: agnieszka,
      },
    );
    expect(permissions.body.data).toEqual({
      advertisement_administration: { search_n_preview_data: true, edit_data: false, blocking: false },
      projects_enrollments_administration: { search_n_preview_data: false },
      users_and_permissions_preview_list_users: false,
    });
  });

  it('restores a closed status when the deadline passed while locked', async () => {
    const id = await published(refs.projectId, 1);
    await call(server, 'PUT', `/api/admin/announcements/${id}/lock`, { token: tomasz });
    server.clock.advance(3 * 86_400_000);
    try {
      const token = await signIn(server, 'scopedAdmin');
      const unlocked = await call(server, 'PUT', `/api/admin/announcements/${id}/unlock`, { token });
      expect(unlocked.body.data.advertisement.status.name).toBe('CLOSED');
    } finally {
      server.clock.advance(-3 * 86_400_000);
    }
  });
});

describe('versions', () => {
  it('lists published versions for everyone and the draft copy only for the author', async () => {
    const id = await published();
    const content = (await call(server, 'GET', `/api/announcements/${id}/compact`, { token: jan })).body.data
      .version.content;
    await call(server, 'PUT', `/api/announcements/${id}?mode=publish`, {
      token: jan,
      body: {
        announcement: {
          ...content,
          parts: content.parts.map((p: any) => ({ ...p, estimated_value: '99000,00' })),
        },
      },
    });
    await call(server, 'PUT', `/api/announcements/${id}`, { token: jan, body: { announcement: content } });
    const forPiotr = await call(server, 'GET', `/api/announcements/${id}/versions`, { token: piotr });
    expect(forPiotr.body.data.drafts).toEqual([]);
    expect(
      forPiotr.body.data.published.map((v: { version_no: number; current: boolean }) => [
        v.version_no,
        v.current,
      ]),
    ).toEqual([
      [1, false],
      [2, true],
    ]);
    const forJan = await call(server, 'GET', `/api/announcements/${id}/versions`, { token: jan });
    expect(forJan.body.data.drafts).toHaveLength(1);
    const first = forPiotr.body.data.published[0].id;
    const old = await call(server, 'GET', `/api/announcements/${id}/versions/${first}`, { token: piotr });
    expect(old.body.data.version).toMatchObject({ version_no: 1, is_current: false });
    // A version is read-only: no favourite toggle, no 'new' mark, no offer counts, even where the
    // current view has them.
    await server.database.db
      .insertInto('badge_marks')
      .values({
        user_id: await userId(server, 'jkowalski'),
        kind: 'my_advertisement',
        subject_id: id,
        created_at: new Date(),
      })
      .execute();
    const current = await call(server, 'GET', `/api/announcements/${id}`, { token: jan });
    expect(current.body.data.advertisement.badge).toBe(true);
    expect(
      (await call(server, 'GET', `/api/announcements/${id}`, { token: piotr })).body.data.advertisement
        .can_favorite,
    ).toBe(true);
    const oldForJan = await call(server, 'GET', `/api/announcements/${id}/versions/${first}`, { token: jan });
    expect(oldForJan.body.data.advertisement).toMatchObject({ badge: false, can_favorite: false });
    expect(oldForJan.body.data.offer_set_badge_count).toBe(0);
    expect(old.body.data.advertisement.can_favorite).toBe(false);
    const draftForJan = await call(server, 'GET', `/api/announcements/${id}/draft`, { token: jan });
    expect(draftForJan.body.data.advertisement.badge).toBe(false);
    expect(old.body.data.version.content.parts[0].estimated_value).toBe('150000,00');
    const draftId = forJan.body.data.drafts[0].id;
    expect(
      (await call(server, 'GET', `/api/announcements/${id}/versions/${draftId}`, { token: jan })).status,
    ).toBe(404);
    expect((await call(server, 'GET', `/api/announcements/${id}/draft`, { token: piotr })).status).toBe(404);
    expect((await call(server, 'GET', `/api/announcements/${id}/draft`, { token: jan })).status).toBe(200);
  });
});
