import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, grantPermission, signIn, signInAll } from '../../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(
    tokens,
    await signInAll(server, { admin: 'admin', bidder: 'bidder', scopedAdmin: 'scopedAdmin' }),
  );
  // A reader of the dictionary: previewData only.
  await grantPermission(server, 'awojcik', 'implementationLevelsDictionaryAdministration', ['previewData']);
  tokens.reader = await signIn(server, 'bidder2');
});
afterAll(() => server.close());

async function perspectiveId(code: string): Promise<number> {
  const { body } = await call(server, 'GET', '/api/perspectives');
  return body.data.items.find((p: { code: string }) => p.code === code).id;
}

async function childId(path: string, code: string): Promise<number> {
  const { body } = await call(server, 'GET', path);
  const found = body.data.items.find((i: { code: string }) => i.code === code);
  if (!found) throw new Error(`${code} not found under ${path}`);
  return found.id;
}

describe('public reads of the implementation-level dictionary', () => {
  it('lists the perspectives with what they have below activities', async () => {
    const { status, body } = await call(server, 'GET', '/api/perspectives');
    expect(status).toBe(200);
    expect(body.data.items).toEqual([
      expect.objectContaining({ code: '2014-2020', activity_types: ['subactivities', 'regions'] }),
      expect.objectContaining({ code: '2021-2027', activity_types: ['institutions'] }),
    ]);
  });

  it('walks 2021-2027 > FENG > 01 > 01 to its institutions, with the parents of each list', async () => {
    const p = await perspectiveId('2021-2027');
    const programmes = await call(server, 'GET', `/api/programme/perspective/${p}`);
    const codes = programmes.body.data.items.map((i: { code: string | null }) => i.code);
    expect(codes).toEqual(expect.arrayContaining(['FENG', 'FENX', 'FERS', 'FEPW', 'FEMA', 'FESL', 'FELU']));
    expect(programmes.body.data.items).toHaveLength(21);
    expect(programmes.body.data.parents.perspective.code).toBe('2021-2027');

    const feng = await childId(`/api/programme/perspective/${p}`, 'FENG');
    const priority = await childId(`/api/priority/programme/${feng}`, '01');
    const activity = await childId(`/api/activity/priority/${priority}`, '01');
    const institutions = await call(server, 'GET', `/api/institution/activity/${activity}`);
    expect(institutions.body.data.items).toEqual([
      expect.objectContaining({ code: 'IP.01', name: 'Narodowe Centrum Badań i Rozwoju (NCBR)' }),
      expect.objectContaining({ code: 'IP.02', name: 'Polska Agencja Rozwoju Przedsiębiorczości (PARP)' }),
    ]);
    expect(institutions.body.data.parents).toMatchObject({
      perspective: { code: '2021-2027' },
      programme: { code: 'FENG' },
      priority: { code: '01' },
      activity: { code: '01', name: 'Ścieżka SMART' },
    });
  });

  it('answers 404 for a parent of the wrong kind or a level the perspective does not have', async () => {
    const p = await perspectiveId('2021-2027');
    const feng = await childId(`/api/programme/perspective/${p}`, 'FENG');
    expect((await call(server, 'GET', `/api/programme/perspective/${feng}`)).status).toBe(404);
    const priority = await childId(`/api/priority/programme/${feng}`, '01');
    const activity = await childId(`/api/activity/priority/${priority}`, '01');
    expect((await call(server, 'GET', `/api/region/activity/${activity}`)).status).toBe(404);
    expect((await call(server, 'GET', '/api/priority/programme/999999')).status).toBe(404);
  });
});

describe('dictionary administration', () => {
  it('lets only previewDictionaries holders read the admin lists', async () => {
    expect((await call(server, 'GET', '/api/admin/dictionaries_perspective')).status).toBe(401);
    const refused = await call(server, 'GET', '/api/admin/dictionaries_perspective', {
      token: tokens.bidder,
    });
    expect(refused).toEqual({
      status: 403,
      body: {
        status: 'Error',
        errors: {},
        message: 'Nie masz uprawnień do przeglądania elementów słownika poziomów wdrożenia.',
      },
    });
    const reader = await call(server, 'GET', '/api/admin/dictionaries_perspective', { token: tokens.reader });
    expect(reader.status).toBe(200);
    expect(reader.body.data.can_edit).toBe(false);
    const admin = await call(server, 'GET', '/api/admin/dictionaries_perspective', { token: tokens.admin });
    expect(admin.body.data.can_edit).toBe(true);
    expect(admin.body.data.items[0].audit).toEqual(
      expect.objectContaining({ created_by: null, modified_by: null, modified_at: null }),
    );
  });

  it('adds, renames and deletes a programme, keeping who did it', async () => {
    const p = await perspectiveId('2021-2027');
    const created = await call(server, 'POST', '/api/admin/dictionaries_programme', {
      token: tokens.admin,
      body: { code: 'test', name: 'Program testowy', parent_id: p },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'TEST', name: 'Program testowy' });
    const id = created.body.data.id;

    const renamed = await call(server, 'PUT', `/api/admin/dictionaries_programme/${id}`, {
      token: tokens.admin,
      body: { name: 'Program testowy po zmianie', code: 'ZZZZ' },
    });
    expect(renamed.body.data).toMatchObject({ code: 'TEST', name: 'Program testowy po zmianie' });

    const list = await call(server, 'GET', `/api/admin/dictionaries_programme/perspective/${p}`, {
      token: tokens.admin,
    });
    const row = list.body.data.items.find((i: { id: number }) => i.id === id);
    expect(row.audit.created_by).toEqual({ forename: 'Katarzyna', surname: 'Nowak' });
    expect(row.audit.modified_by).toEqual({ forename: 'Katarzyna', surname: 'Nowak' });
    expect(row.audit.modified_at).not.toBeNull();

    const deleted = await call(server, 'DELETE', `/api/admin/dictionaries_programme/${id}`, {
      token: tokens.admin,
    });
    expect(deleted.status).toBe(200);
    expect((await call(server, 'GET', `/api/priority/programme/${id}`)).status).toBe(404);
    const again = await call(server, 'DELETE', `/api/admin/dictionaries_programme/${id}`, {
      token: tokens.admin,
    });
    expect(again.status).toBe(404);
  });

  it('refuses writes without editingDictionaries, with the spec messages', async () => {
    const p = await perspectiveId('2021-2027');
    const body = { code: 'ABCD', name: 'Nie powinno powstać', parent_id: p };
    for (const token of [tokens.bidder, tokens.reader, tokens.scopedAdmin]) {
      const refused = await call(server, 'POST', '/api/admin/dictionaries_programme', { token, body });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'Nie masz uprawnień do zapisu elementów słownika poziomów wdrożenia.',
      );
    }
    expect((await call(server, 'POST', '/api/admin/dictionaries_programme', { body })).status).toBe(401);
    const feng = await childId(`/api/programme/perspective/${p}`, 'FENG');
    const rename = await call(server, 'PUT', `/api/admin/dictionaries_programme/${feng}`, {
      token: tokens.reader,
      body: { name: 'Zmiana' },
    });
    expect(rename.status).toBe(403);
    const remove = await call(server, 'DELETE', `/api/admin/dictionaries_programme/${feng}`, {
      token: tokens.bidder,
    });
    expect(remove.body.message).toBe('Nie masz uprawnień do usuwania elementów słownika poziomów wdrożenia.');
    const programmes = await call(server, 'GET', `/api/programme/perspective/${p}`);
    expect(programmes.body.data.items.map((i: { code: string }) => i.code)).not.toContain('ABCD');
  });

  it('checks codes: required, length and pattern per level, unique among siblings', async () => {
    const p = await perspectiveId('2021-2027');
    const post = (kind: string, body: object) =>
      call(server, 'POST', `/api/admin/dictionaries_${kind}`, { token: tokens.admin, body });
    const tooLong = await post('programme', { code: 'ABCDE', name: 'X', parent_id: p });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ code: ['To pole może mieć maksymalnie 4 znaki.'] });
    const duplicate = await post('programme', { code: 'feng', name: 'Drugi FENG', parent_id: p });
    expect(duplicate.body.errors).toEqual({ code: ['Element o takim kodzie już istnieje na tym poziomie.'] });
    const missing = await post('programme', { code: '', name: '', parent_id: p });
    expect(missing.body.errors).toEqual({
      code: ['To pole jest wymagane.'],
      name: ['To pole jest wymagane.'],
    });
    const longName = await post('programme', { code: 'ABC', name: 'x'.repeat(1001), parent_id: p });
    expect(longName.body.errors).toEqual({ name: ['To pole może mieć maksymalnie 1000 znaków.'] });

    const feng = await childId(`/api/programme/perspective/${p}`, 'FENG');
    const badPriority = await post('priority', { code: 'A1', name: 'X', parent_id: feng });
    expect(badPriority.body.errors).toEqual({ code: ['Wpisz kod zgodnie ze wzorem 00.'] });
    const priority = await childId(`/api/priority/programme/${feng}`, '01');
    const subactivityHere = await post('activity', { code: '01.02', name: 'X', parent_id: priority });
    expect(subactivityHere.body.errors).toEqual({ code: ['To pole może mieć maksymalnie 2 znaki.'] });
    const activity = await childId(`/api/activity/priority/${priority}`, '01');
    const badInstitution = await post('institution', { code: 'IP02', name: 'X', parent_id: activity });
    expect(badInstitution.body.errors).toEqual({ code: ['Wpisz kod zgodnie ze wzorem AA.00.'] });
    const region = await post('region', { code: '02', name: 'X', parent_id: activity });
    expect(region.body.errors).toEqual({ parent_id: ['Nie znaleziono elementu słownika.'] });
    const wrongParent = await post('priority', { code: '07', name: 'X', parent_id: p });
    expect(wrongParent.status).toBe(422);
  });

  it('accepts subactivity codes (00.00) in the 2014-2020 perspective', async () => {
    const p = await perspectiveId('2014-2020');
    const poir = await childId(`/api/programme/perspective/${p}`, 'POIR');
    const priority = await childId(`/api/priority/programme/${poir}`, '01');
    const created = await call(server, 'POST', '/api/admin/dictionaries_activity', {
      token: tokens.admin,
      body: { code: '01.02', name: 'Sektorowe programy B+R', parent_id: priority },
    });
    expect(created.status).toBe(200);
    const regions = await call(server, 'POST', '/api/admin/dictionaries_region', {
      token: tokens.admin,
      body: { code: '14', name: 'Województwo mazowieckie', parent_id: created.body.data.id },
    });
    expect(regions.status).toBe(200);
  });

  it('refuses to delete what other objects need, saying what to remove first', async () => {
    const p = await perspectiveId('2021-2027');
    const feng = await childId(`/api/programme/perspective/${p}`, 'FENG');
    const refused = await call(server, 'DELETE', `/api/admin/dictionaries_programme/${feng}`, {
      token: tokens.admin,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Niemożliwe usunięcie');
    expect(refused.body.errors.related).toEqual([
      'Najpierw usuń osie priorytetowe tego programu (4).',
      'Najpierw usuń projekty i nabory przypisane do tego elementu (2).',
      'Najpierw odbierz uprawnienia nadane na tym poziomie wdrożenia (2).',
    ]);
    expect((await call(server, 'GET', `/api/priority/programme/${feng}`)).body.data.items).toHaveLength(4);
  });
});
