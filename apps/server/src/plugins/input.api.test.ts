import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Refs, validContent } from '../../test/announcement-fixtures.ts';
import { call, signInAs } from '../../test/api-client.ts';
import { openLoginPage, submitLogin } from '../../test/browserless-login.ts';
import { levelId as firstLevelId } from '../../test/fuzz-seeds.ts';
import { offerBody, publishedAnnouncement } from '../../test/offer-fixtures.ts';
import { startWithRefs, type TestServer } from '../../test/test-server.ts';

/** Issue 15 items 4-6: forbidden characters, exact ids and types, Polish errors in the envelope. */

let server: TestServer;
let refs: Refs;
const t: Record<string, string> = {};

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  Object.assign(t, await signInAs(server, 'jan', 'piotr', 'ewa', 'admin'));
});
afterAll(() => server.close());

const FORBIDDEN = 'To pole zawiera niedozwolony znak.';
const envelope = (message: string, errors: Record<string, string[]> = {}) => ({
  status: 'Error',
  errors,
  message,
});

async function raw(method: string, path: string, headers: Record<string, string>, body?: BodyInit) {
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) };
}

async function ownSubject(token: string) {
  const profile = await call(server, 'GET', '/api/users/0', { token });
  const subject = profile.body.data.user.economic_subject;
  const { id, name, address_kind, identification_type, identification_number, address } = subject;
  return { id, body: { name, address_kind, identification_type, identification_number, address } };
}

const levelId = (kind: string) => firstLevelId(server, kind);

describe('a NUL or half a surrogate pair in any text (item 4)', () => {
  it('is refused with a Polish field error by every write that stores text, never a 500', async () => {
    const announcement = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1 });
    const offer = (description: string) => {
      const body = offerBody(announcement.id, announcement.partIds, [['1000,00']]);
      (body.offers[0]?.variants[0] as { description: string }).description = description;
      return body;
    };
    const draft = await call(server, 'POST', '/api/announcements', {
      token: t.jan,
      body: { announcement: validContent(refs) },
    });
    const subject = await ownSubject(t.jan as string);
    const person = { forename: 'Anna', surname: 'Nowak', phone_number: null, email: 'anna@bk.example' };
    const programme = await levelId('programme');
    const perspective = await levelId('perspective');
    const cases: {
      method: string;
      path: string;
      token: string;
      body: (text: string) => unknown;
      field: string;
    }[] = [
      {
        method: 'POST',
        path: '/api/announcements',
        token: t.jan as string,
        body: (text) => ({ announcement: validContent(refs, { title: text }) }),
        field: 'title',
      },
      {
        method: 'PUT',
        path: `/api/announcements/${draft.body.data.id}`,
        token: t.jan as string,
        body: (text) => ({ announcement: validContent(refs, { supplementary_orders: text }) }),
        field: 'supplementary_orders',
      },
      {
        method: 'POST',
        path: '/api/offerset',
        token: t.piotr as string,
        body: offer,
        field: 'offers.0.variants.0.description',
      },
      {
        method: 'PUT',
        path: `/api/offerset/announcement/${announcement.id}/submit`,
        token: t.piotr as string,
        body: offer,
        field: 'offers.0.variants.0.description',
      },
      {
        method: 'PUT',
        path: `/api/users/economic-subject/${subject.id}`,
        token: t.jan as string,
        body: (text) => ({ ...subject.body, address: { ...subject.body.address, street: text } }),
        field: 'address.street',
      },
      {
        method: 'POST',
        path: '/api/users/economic-subject',
        token: t.ewa as string,
        body: (text) => ({ ...subject.body, name: text }),
        field: 'name',
      },
      {
        method: 'POST',
        path: '/api/users/contact-persons',
        token: t.jan as string,
        body: (text) => ({ ...person, surname: text }),
        field: 'surname',
      },
      {
        method: 'PUT',
        path: `/api/admin/dictionaries_programme/${programme}`,
        token: t.admin as string,
        body: (text) => ({ name: text }),
        field: 'name',
      },
      {
        method: 'POST',
        path: '/api/admin/dictionaries_programme',
        token: t.admin as string,
        body: (text) => ({ code: 'NUL', name: text, parent_id: perspective }),
        field: 'name',
      },
    ];
    for (const c of cases) {
      for (const text of ['Dostawa\u0000', 'a\ud800b', '\udc00']) {
        const answer = await call(server, c.method, c.path, { token: c.token, body: c.body(text) });
        expect([c.path, answer.status, answer.body]).toEqual([
          c.path,
          422,
          envelope('Formularz zawiera błędy.', { [c.field]: [FORBIDDEN] }),
        ]);
      }
    }
    // A whole pair is an ordinary character.
    const emoji = await call(server, 'POST', '/api/users/contact-persons', {
      token: t.jan,
      body: { ...person, surname: 'Nowak 😀' },
    });
    expect(emoji.status).toBe(200);
  });

  it('is refused in query strings and object keys too, and a path with one names nothing', async () => {
    const search = await call(server, 'GET', '/api/search/announcements?q=komp%00uter');
    expect(search).toEqual({ status: 422, body: envelope('Formularz zawiera błędy.', { q: [FORBIDDEN] }) });
    const cpv = await call(server, 'GET', '/api/dictionaries/cpv?search_key=%ED%A0%80x');
    expect(cpv.status).toBe(200); // not UTF-8, so left as the literal text it is
    const key = await call(server, 'POST', '/api/users/contact-persons', {
      token: t.jan,
      body: { forename: 'Anna', surname: 'Nowak', email: 'anna@bk.example', 'x\u0000': 1 },
    });
    expect(key).toEqual({
      status: 422,
      body: envelope('Formularz zawiera błędy.', { 'x\ufffd': [FORBIDDEN] }),
    });
    const path = await call(server, 'DELETE', '/api/users/contact-persons/1%00', { token: t.jan });
    expect(path).toEqual({ status: 404, body: envelope('Nie znaleziono zasobu.') });
  });
});

describe('the login form of the embedded identity service (item 4)', () => {
  it('takes an address with a NUL as a wrong login, not a server error', async () => {
    for (const email of ['jan.kowalski@bk.example\u0000', '\ud800@bk.example']) {
      const page = await openLoginPage(server.baseUrl, '/');
      const done = await submitLogin(server.baseUrl, page.url, page.jar, email, 'haslo');
      expect(done.response.status).toBe(401);
      expect(await done.response.text()).toContain('Nieprawidłowy adres e-mail lub hasło.');
    }
  });
});

describe('ids and fields of exactly their type (item 5)', () => {
  it('takes a path id only in plain decimal digits within the integer column', async () => {
    const statusOf16 = async () =>
      (
        await server.database.db
          .selectFrom('announcements')
          .select('status')
          .where('id', '=', 16)
          .executeTakeFirstOrThrow()
      ).status;
    const before = await statusOf16();
    expect(before).not.toBe('LOCKED');
    for (const id of [
      '0x10',
      '%2016',
      '16%20',
      '1.6e1',
      '+16',
      '016',
      '16.0',
      '0',
      '-16',
      '2147483648',
      '1e3',
    ]) {
      const answer = await call(server, 'PUT', `/api/admin/announcements/${id}/lock`, { token: t.admin });
      expect([id, answer.status, answer.body]).toEqual([id, 404, envelope('Nie znaleziono zasobu.')]);
    }
    expect(await statusOf16()).toBe(before);
    for (const path of [
      '/api/announcements/0x1',
      '/api/announcements/%201/draft',
      '/api/announcements/1/versions/0x1',
      '/api/users/contact-persons/%201',
      '/api/offerset/announcement/1e0',
      '/api/project/99999999999',
      '/api/admin/dictionaries_programme/2147483648',
      '/api/files/0x1/download',
      '/api/users/00',
    ]) {
      const method = path.startsWith('/api/project') || path.includes('dictionaries') ? 'DELETE' : 'GET';
      const answer = await call(server, method, path, { token: t.admin });
      expect([path, answer.status]).toEqual([path, 404]);
    }
    const put = await call(server, 'PUT', '/api/announcements/0x1', {
      token: t.jan,
      body: { announcement: validContent(refs) },
    });
    expect(put).toEqual({ status: 404, body: envelope('Nie znaleziono zasobu.') });
    expect((await call(server, 'GET', '/api/users/0', { token: t.jan })).status).toBe(200);
    expect((await call(server, 'GET', '/api/announcements/16', { token: t.admin })).status).toBe(200);
  });

  it('refuses numbers, booleans, objects and arrays in the subject address texts, and ignores them as texts', async () => {
    const subject = await ownSubject(t.jan as string);
    for (const value of [5, true, { a: 1 }, ['x']]) {
      for (const field of ['voivodeship', 'poviat', 'commune']) {
        const answer = await call(server, 'PUT', `/api/users/economic-subject/${subject.id}`, {
          token: t.jan,
          body: { ...subject.body, address: { ...subject.body.address, [field]: value } },
        });
        expect([field, value, answer.status, Object.keys(answer.body.errors)]).toEqual([
          field,
          value,
          422,
          [`address.${field}`],
        ]);
      }
    }
    // The profile's own answer goes back as it came (the web client and API clients do that); the
    // server keeps the TERYT names whatever the texts say.
    const echoed = await call(server, 'PUT', `/api/users/economic-subject/${subject.id}`, {
      token: t.jan,
      body: { ...subject.body, address: { ...subject.body.address, voivodeship: 'mazowieckie' } },
    });
    expect(echoed.status).toBe(200);
    expect((await ownSubject(t.jan as string)).body.address.voivodeship).toBe(
      subject.body.address.voivodeship,
    );
  });

  it('refuses ids in bodies that no integer column holds, and loose numbers in query strings', async () => {
    const tooBig = await call(server, 'POST', '/api/announcements', {
      token: t.jan,
      body: { announcement: validContent(refs, { project_ids: [2147483648] }) },
    });
    expect(tooBig.status).toBe(422);
    expect(Object.keys(tooBig.body.errors)).toEqual(['project_ids.0']);
    const offer = await call(server, 'POST', '/api/offerset', {
      token: t.piotr,
      body: { announcement: 1e12, offers: [], attachments: [] },
    });
    expect(offer.status).toBe(422);
    expect(Object.keys(offer.body.errors)).toEqual(['announcement']);
    for (const limit of ['0x10', '%2010', '1e1', '10.0', '']) {
      const list = await call(server, 'GET', `/api/project_enrollment?limit=${limit}`, { token: t.jan });
      expect([limit, list.status, Object.keys(list.body.errors ?? {})]).toEqual([limit, 422, ['limit']]);
    }
    expect(
      (await call(server, 'GET', '/api/project_enrollment?limit=10&page=1', { token: t.jan })).status,
    ).toBe(200);
    const admin = await call(server, 'GET', '/api/admin/announcements?perspective=0x1', { token: t.admin });
    expect(admin.status).toBe(422);
  });
});

describe('errors in Polish, in the envelope (item 6)', () => {
  const json = { 'content-type': 'application/json' };

  it("answers Fastify's own refusals in Polish", async () => {
    const token = { 'x-auth-token': t.jan as string };
    const large = await raw(
      'POST',
      '/api/users/contact-persons',
      { ...json, ...token },
      `"${'x'.repeat(1_100_000)}"`,
    );
    expect(large).toEqual({ status: 413, body: envelope('Przesłane dane są zbyt duże.') });
    const broken = await raw('POST', '/api/users/contact-persons', { ...json, ...token }, '{"a":');
    expect(broken).toEqual({ status: 400, body: envelope('Nieprawidłowe żądanie.') });
    const empty = await raw('POST', '/api/users/contact-persons', { ...json, ...token }, '');
    expect(empty).toEqual({ status: 400, body: envelope('Nieprawidłowe żądanie.') });
    const xml = await raw(
      'POST',
      '/api/users/contact-persons',
      { 'content-type': 'application/xml', ...token },
      '<a/>',
    );
    expect(xml).toEqual({ status: 415, body: envelope('Nieobsługiwany format przesłanych danych.') });
    const missing = await raw('GET', '/api/no-such-thing', token);
    expect(missing).toEqual({ status: 404, body: envelope('Nie znaleziono zasobu.') });
    const method = await raw('PATCH', '/api/users/contact-persons', token);
    expect(method).toEqual({ status: 404, body: envelope('Nie znaleziono zasobu.') });
    const badUrl = await raw('GET', '/api/announcements/%E0%A4%A', token);
    expect(badUrl).toEqual({ status: 400, body: envelope('Nieprawidłowe żądanie.') });
    const longId = await raw('GET', `/api/announcements/${'1'.repeat(200)}`, token);
    expect(longId).toEqual({ status: 414, body: envelope('Adres lub nagłówki żądania są zbyt długie.') });
    const headers = await raw('GET', `/api/search/announcements?q=${'a'.repeat(20_000)}`, token);
    expect(headers).toEqual({ status: 431, body: envelope('Adres lub nagłówki żądania są zbyt długie.') });
  });

  it('answers a broken upload as a bad request, not a server error', async () => {
    const token = { 'x-auth-token': t.jan as string };
    for (const [type, body] of [
      ['multipart/form-data; boundary=xyz', '--xyz\r\ngarbage'],
      ['multipart/form-data', 'no boundary at all'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
      ],
    ] as const) {
      const answer = await raw(
        'POST',
        '/api/files?context=announcement',
        { ...token, 'content-type': type },
        body,
      );
      expect([body, answer]).toEqual([body, { status: 400, body: envelope('Nieprawidłowe żądanie.') }]);
    }
  });
});

describe('input of any depth and ids past the integer column (issue 30 items 2, 3)', () => {
  it('refuses JSON nested deeper than any form, on every write route, before the login', async () => {
    const deepArray = `${'['.repeat(5_000)}1${']'.repeat(5_000)}`;
    const deepObject = `{"announcement":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`;
    for (const [method, path, token] of [
      ['POST', '/api/announcements', undefined],
      ['POST', '/api/announcements', t.jan],
      ['POST', '/api/offerset', t.piotr],
      ['PUT', '/api/admin/help/1', t.admin],
      ['POST', '/api/newsletter-filters', t.piotr],
    ] as const) {
      for (const body of [deepArray, deepObject]) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (token) headers['x-auth-token'] = token;
        const answer = await raw(method, path, headers, body);
        expect([method, path, answer.status]).toEqual([method, path, token ? 422 : 401]);
        if (token) expect(answer.body.message).toBe('Formularz zawiera błędy.');
        if (token)
          expect(Object.values(answer.body.errors).flat()).toContain(
            'Przesłane dane są zagnieżdżone zbyt głęboko.',
          );
      }
    }
  });

  it('answers 404 for every path id that is not a plain id, on every route of the OpenAPI description', async () => {
    const docs = (await (await fetch(`${server.baseUrl}/api/docs`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const problems: string[] = [];
    let calls = 0;
    for (const [template, item] of Object.entries(docs.paths)) {
      if (!template.includes('{')) continue;
      for (const method of ['get', 'post', 'put', 'delete']) {
        if (!item[method]) continue;
        for (const id of ['2147483648', '9999999999', '99999999999999999999', '0x10', '016', '1e3', '-1']) {
          const path = template.replace(/\{[^}]+\}/g, id);
          const answer = await call(server, method.toUpperCase(), path, {
            token: t.admin,
            body: method === 'get' || method === 'delete' ? undefined : {},
          });
          calls++;
          // (A help key that is not digits is a screen key: no screen has these, so 404 as well.)
          if (answer.status !== 404 || answer.body.status !== 'Error')
            problems.push(
              `${method.toUpperCase()} ${path} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
            );
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('reads ids in query strings by the same rule', async () => {
    for (const query of [
      'level_id=0x10',
      'level_id=016',
      'level_id=1e1',
      'level_id=2147483648',
      'level_id=%2016',
    ]) {
      const answer = await call(
        server,
        'GET',
        `/api/admin/permissions_ads_projects_enrollments/users?${query}`,
        {
          token: t.admin,
        },
      );
      expect([query, answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([
        query,
        422,
        ['level_id'],
      ]);
    }
    for (const query of ['authorized=0x10', 'authorized=016']) {
      const answer = await call(server, 'GET', `/api/admin/permissions_users/package?${query}`, {
        token: t.admin,
      });
      expect([query, answer.status]).toEqual([query, 422]);
    }
    const fine = await call(
      server,
      'GET',
      '/api/admin/permissions_ads_projects_enrollments/users?level_id=16',
      {
        token: t.admin,
      },
    );
    expect(fine.status).toBe(200);
  });
});
