import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signInAs } from '../../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { demoNip } from '../../seed/demo-profiles.ts';

let server: TestServer;
/** The demo people's session tokens. */
let ewa: string, jan: string;
let wisniowaId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ ewa, jan } = await signInAs(server, 'ewa', 'jan'));
  const wisniowa = await call(server, 'GET', '/api/dictionaries/teryt?locality_search_key=Wiśniowa');
  wisniowaId = wisniowa.body.data.teryt_items.find(
    (l: { voivodeship: string; kind: string }) => l.voivodeship === 'małopolskie' && l.kind === 'wieś',
  ).id;
});
afterAll(() => server.close());

const validNip = demoNip('526000124');

function subject(overrides: Record<string, unknown> = {}, address: Record<string, unknown> = {}) {
  return {
    name: 'Gmina Testowa',
    address_kind: 'poland',
    identification_type: 'nip',
    identification_number: validNip,
    ...overrides,
    address: {
      country: 'PL',
      locality_id: wisniowaId,
      locality: 'Wiśniowa',
      postcode: '32-412',
      street: null,
      house_number: '49',
      ...address,
    },
  };
}

/** A subject abroad, in Berlin (a foreign number, no TERYT locality); `address` overrides its address. */
const berlinSubject = (address: Record<string, unknown>) =>
  subject(
    { address_kind: 'abroad', identification_type: 'numer_zagraniczny', identification_number: 'DE1' },
    { locality_id: null, locality: 'Berlin', postcode: '10115', ...address },
  );

describe('the own profile', () => {
  it('needs a session and answers the own data', async () => {
    expect((await call(server, 'GET', '/api/users/0')).status).toBe(401);
    const { status, body } = await call(server, 'GET', '/api/users/0', { token: ewa });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({
      forename: 'Ewa',
      surname: 'Nowicka',
      email: 'ewa.nowicka@bk.example',
      economic_subject: null,
      contact_persons: [],
    });
  });

  it('shows another user profile only to user administrators', async () => {
    const own = await call(server, 'GET', '/api/users/0', { token: jan });
    const janId = own.body.data.user.id;
    expect((await call(server, 'GET', `/api/users/${janId}`, { token: ewa })).status).toBe(403);
    const admin = await signIn(server, 'admin');
    const seen = await call(server, 'GET', `/api/users/${janId}`, { token: admin });
    expect(seen.body.data.user.economic_subject.name).toBe('Gmina Wiśniowa');
  });
});

describe('the language of the e-mails (issue 51)', () => {
  const languageEvents = () =>
    server.database.db
      .selectFrom('events')
      .select(['payload'])
      .where('type', '=', 'user.language_changed')
      .execute();

  it('is Polish at first, set to English by its user, recorded once, and refused for anything else', async () => {
    expect((await call(server, 'GET', '/api/users/0', { token: jan })).body.data.user.language).toBe('pl');
    expect((await call(server, 'PUT', '/api/users/language', { body: { language: 'en' } })).status).toBe(401);
    const before = (await languageEvents()).length;
    const set = await call(server, 'PUT', '/api/users/language', { token: jan, body: { language: 'en' } });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ language: 'en' });
    expect((await call(server, 'GET', '/api/users/0', { token: jan })).body.data.user.language).toBe('en');
    // The same again changes nothing and records nothing.
    await call(server, 'PUT', '/api/users/language', { token: jan, body: { language: 'en' } });
    expect((await languageEvents()).length).toBe(before + 1);
    for (const body of [
      { language: 'de' },
      { language: 'en\u0000' },
      { language: 1 },
      { language: 'en', extra: true },
      {},
      null,
    ]) {
      const refused = await call(server, 'PUT', '/api/users/language', { token: jan, body });
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.status).toBe('Error');
    }
    expect((await call(server, 'GET', '/api/users/0', { token: jan })).body.data.user.language).toBe('en');
    await call(server, 'PUT', '/api/users/language', { token: jan, body: { language: 'pl' } });
  });
});

describe('the economic subject', () => {
  it('checks every field with the Polish messages and saves nothing on errors', async () => {
    const post = (body: unknown) => call(server, 'POST', '/api/users/economic-subject', { token: ewa, body });
    const cases: [unknown, Record<string, string[]>][] = [
      [subject({ name: '' }), { name: ['To pole jest wymagane.'] }],
      [subject({ name: 'x'.repeat(251) }), { name: ['To pole może mieć maksymalnie 250 znaków.'] }],
      [
        subject({ identification_number: '52600012' }),
        { identification_number: ['Wpisz poprawny numer NIP.'] },
      ],
      [
        subject({ identification_number: `${validNip.slice(0, 9)}${(Number(validNip[9]) + 1) % 10}` }),
        { identification_number: ['Wpisany numer NIP ma niepoprawną sumę kontrolną.'] },
      ],
      [
        subject({ identification_type: 'pesel', identification_number: '44051401358' }),
        { identification_number: ['Wpisany numer PESEL ma niepoprawną sumę kontrolną.'] },
      ],
      [
        subject({ identification_type: 'pesel', identification_number: '4405140135' }),
        { identification_number: ['Wpisz poprawny numer PESEL.'] },
      ],
      [subject({}, { postcode: '32412' }), { 'address.postcode': ['Wpisz poprawny kod pocztowy.'] }],
      [subject({}, { house_number: '' }), { 'address.house_number': ['To pole jest wymagane.'] }],
      [
        subject({}, { street: 'x'.repeat(256) }),
        { 'address.street': ['To pole może mieć maksymalnie 255 znaków.'] },
      ],
      [subject({}, { locality_id: null }), { 'address.locality': ['Wybierz miejscowość z listy.'] }],
      [berlinSubject({ country: 'PL' }), { 'address.country': ['Wybierz kraj z listy.'] }],
      [
        berlinSubject({ country: 'DE', postcode: '10115-123456' }),
        { 'address.postcode': ['To pole może mieć maksymalnie 10 znaków.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(errors)).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
    const unknownLocality = await post(subject({}, { locality_id: '9999999' }));
    expect(unknownLocality.body.errors).toEqual({ 'address.locality': ['Wybierz miejscowość z listy.'] });
    const unknownCountry = await post(
      subject(
        { address_kind: 'abroad', identification_type: 'numer_zagraniczny', identification_number: 'X' },
        {
          country: 'XK',
          locality_id: null,
          locality: 'Prisztina',
          postcode: '10000',
        },
      ),
    );
    expect(unknownCountry.body.errors).toEqual({ 'address.country': ['Wybierz kraj z listy.'] });
    const profile = await call(server, 'GET', '/api/users/0', { token: ewa });
    expect(profile.body.data.user.economic_subject).toBeNull();
  });

  it('saves a Polish subject with the TERYT units, then changes it to a foreign one', async () => {
    const created = await call(server, 'POST', '/api/users/economic-subject', {
      token: ewa,
      body: subject({}, { locality: 'cokolwiek' }),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.economic_subject.id;
    let profile = await call(server, 'GET', '/api/users/0', { token: ewa });
    expect(profile.body.data.user.economic_subject).toMatchObject({
      id,
      name: 'Gmina Testowa',
      identification_number: validNip,
      address: {
        country: 'PL',
        country_name: 'Polska',
        locality: 'Wiśniowa',
        voivodeship: 'małopolskie',
        poviat: 'myślenicki',
        commune: 'Wiśniowa',
        postcode: '32-412',
      },
    });
    const again = await call(server, 'POST', '/api/users/economic-subject', { token: ewa, body: subject() });
    expect(again.status).toBe(409);

    const abroad = subject(
      {
        address_kind: 'abroad',
        identification_type: 'numer_zagraniczny',
        identification_number: 'DE 811 907 980',
      },
      { country: 'DE', locality_id: null, locality: 'Berlin', postcode: '10115', street: 'Unter den Linden' },
    );
    const updated = await call(server, 'PUT', `/api/users/economic-subject/${id}`, {
      token: ewa,
      body: abroad,
    });
    expect(updated.status).toBe(200);
    profile = await call(server, 'GET', '/api/users/0', { token: ewa });
    expect(profile.body.data.user.economic_subject.address).toMatchObject({
      country: 'DE',
      country_name: 'Niemcy',
      locality: 'Berlin',
      voivodeship: null,
      locality_id: null,
    });

    // Another user's subject cannot be changed.
    const other = await call(server, 'PUT', `/api/users/economic-subject/${id}`, {
      token: jan,
      body: subject(),
    });
    expect(other.status).toBe(404);
  });
});

describe('contact persons', () => {
  it('adds, changes and removes the own contact persons, checking the fields', async () => {
    const bad = await call(server, 'POST', '/api/users/contact-persons', {
      token: ewa,
      body: { forename: '', surname: 'Nowicka', phone_number: '600 100 200 wewn.', email: 'ewa@@example.pl' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      forename: ['To pole jest wymagane.'],
      phone_number: ['Numer telefonu może zawierać tylko cyfry, znak +, spacje i myślniki.'],
      email: ['Wpisz poprawny adres e-mail.'],
    });
    const tooLong = await call(server, 'POST', '/api/users/contact-persons', {
      token: ewa,
      body: { forename: 'E', surname: 'N', phone_number: '1'.repeat(46), email: 'e@example.pl' },
    });
    expect(tooLong.body.errors).toEqual({ phone_number: ['To pole może mieć maksymalnie 45 znaków.'] });

    const created = await call(server, 'POST', '/api/users/contact-persons', {
      token: ewa,
      body: { forename: 'Ewa', surname: 'Nowicka', phone_number: '+48 600-100-200', email: 'ewa@example.pl' },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.contact_person.id;
    await call(server, 'PUT', `/api/users/contact-persons/${id}`, {
      token: ewa,
      body: { forename: 'Ewa', surname: 'Nowicka-Kowal', phone_number: '', email: 'ewa@example.pl' },
    });
    let profile = await call(server, 'GET', '/api/users/0', { token: ewa });
    expect(profile.body.data.user.contact_persons).toEqual([
      { id, forename: 'Ewa', surname: 'Nowicka-Kowal', phone_number: null, email: 'ewa@example.pl' },
    ]);
    const dictionaries = await call(server, 'GET', '/api/dictionaries', { token: ewa });
    expect(dictionaries.body.data.contact_persons).toHaveLength(1);

    expect((await call(server, 'DELETE', `/api/users/contact-persons/${id}`, { token: jan })).status).toBe(
      404,
    );
    expect(
      (
        await call(server, 'PUT', `/api/users/contact-persons/${id}`, {
          token: jan,
          body: { forename: 'X', surname: 'Y', email: 'x@y.pl' },
        })
      ).status,
    ).toBe(404);
    expect((await call(server, 'DELETE', `/api/users/contact-persons/${id}`, { token: ewa })).status).toBe(
      200,
    );
    profile = await call(server, 'GET', '/api/users/0', { token: ewa });
    expect(profile.body.data.user.contact_persons).toEqual([]);
  });
});
