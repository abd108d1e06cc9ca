import { outboxPageSchema } from '@bk/contracts/mail/outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndPublish, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, demoEmails, signInAll } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';
import { messageIdOf } from './delivery.ts';

let server: TestServer;
let refs: Refs;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Record<'jan' | 'piotr' | 'agnieszka' | 'ewa' | 'admin', string>;
const jan = demoEmails.advertiser;
const piotr = demoEmails.bidder;
const agnieszka = demoEmails.bidder2;
const ewa = demoEmails.newUser;

beforeAll(async () => {
  smtp = await startSmtpServer({ user: 'portal', pass: 'tajne hasło' });
  ({ server, refs } = await startWithRefs({ SMTP_URL: smtp.url }));
  t = await signInAll(server, {
    jan: 'advertiser',
    piotr: 'bidder',
    agnieszka: 'bidder2',
    ewa: 'newUser',
    admin: 'admin',
  });
});
afterAll(async () => {
  server.clock.reset();
  await server.close();
  await smtp.close();
});

/** Everything the log caused is delivered; the messages that arrived since `from`. */
async function delivered(from: number) {
  await server.background.settle();
  return smtp.received.slice(from);
}
const submit = (id: number, partIds: number[], price: string, token = t.piotr) =>
  call(server, 'PUT', `/api/offerset/announcement/${id}/submit`, {
    token,
    body: offerBody(id, partIds, [[price]]),
  });
const favorite = (id: number, token: string) =>
  call(server, 'POST', `/api/favorite-announcements/${id}`, { token });
const setSwitch = (token: string, type: string, enabled: boolean) =>
  call(server, 'PUT', `/api/notifications/${type}`, { token, body: { enabled } });
async function newVersion(id: number, description: string) {
  const content = (await call(server, 'GET', `/api/announcements/${id}/compact`, { token: t.jan })).body.data
    .version.content;
  const r = await call(server, 'PUT', `/api/announcements/${id}?mode=publish`, {
    token: t.jan,
    body: { announcement: { ...content, description } },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
const one = async (id: number) => publishedAnnouncement(server, t.jan, refs, { parts: 1, deadlineDays: id });

// First: the later tests move the clock past the next mornings.
describe('the daily newsletter', () => {
  it('sends each user with a matching filter one e-mail of yesterday’s announcements early in the morning', async () => {
    const filter = await call(server, 'POST', '/api/newsletter-filters', {
      token: t.ewa,
      body: {
        enabled: true,
        modal_settings: {
          advertiser_identification_number: null,
          programme_ids: [],
          category_id: null,
          subcategory_id: null,
          cpv_item_ids: [refs.cpv.id],
          fulfillment_place_codes: [],
        },
      },
    });
    expect(filter.status).toBe(200);
    const id = await createAndPublish(
      server,
      t.jan,
      validContent(refs, { title: 'Zakup żółtych łóżek szpitalnych' }),
      20,
    );
    await delivered(0);
    const from = smtp.received.length;
    try {
      // 06:00 Warsaw time the next day (the default hour).
      const now = server.clock.now();
      const tomorrow = new Date(now.getTime() + 86_400_000);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(tomorrow);
      const six = new Date(`${day}T06:00:30+01:00`);
      server.clock.set(six);
      const sent = (await delivered(from)).filter((m) => m.mail.subject?.startsWith('Newsletter'));
      const mine = sent.filter((m) => m.to[0] === ewa);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.mail.text).toContain('Zakup żółtych łóżek szpitalnych');
      expect(mine[0]?.mail.subject).toMatch(
        /^Newsletter Bazy Konkurencyjności z dnia \d\d\.\d\d\.\d{4}: \d+ ogłosze(nie|nia|ń)$/,
      );
      expect(mine[0]?.mail.html).toContain('Zakup żółtych łóżek szpitalnych');
      expect(mine[0]?.mail.text).toContain(`${server.baseUrl}/ogloszenia/${id}`);
      expect(mine[0]?.mail.html).toContain('NOWE');
      // Once a day, whatever runs it again.
      server.clock.advance(3_600_000);
      await delivered(from);
      expect(
        smtp.received.slice(from).filter((m) => m.to[0] === ewa && m.mail.subject?.startsWith('Newsletter')),
      ).toHaveLength(1);
    } finally {
      server.clock.reset();
    }
  });
});

describe('the e-mails of a notification', () => {
  it('are delivered over SMTP (STARTTLS, authentication) with both parts, the opt-out header and nothing of the offer', async () => {
    const a = await one(5);
    const from = smtp.received.length;
    expect((await submit(a.id, a.partIds, '1234,56')).status).toBe(200);
    const [message, ...more] = await delivered(from);
    expect(more).toEqual([]);
    expect(message?.to).toEqual([jan]);
    const mail = message?.mail;
    expect(mail?.from?.value).toEqual([{ name: 'Baza Konkurencyjności', address: 'no-reply@127.0.0.1' }]);
    expect(mail?.subject).toMatch(/^Nowa oferta do ogłoszenia nr \d{4}-\d{5}-\d{5}$/);
    expect(mail?.html).toContain('Złożono ofertę do Twojego ogłoszenia');
    expect(mail?.text).toContain('Złożono ofertę do Twojego ogłoszenia');
    expect(mail?.text).toContain(`${server.baseUrl}/ogloszenia/${a.id}?sekcja=oferty`);
    expect(mail?.text).toContain(`${server.baseUrl}/newsletter?sekcja=powiadomienia`);
    // Nothing of the offer before the deadline: not its price, not its bidder, in anything the recipient
    // reads (the addresses aside: a random port, token or Message-ID may hold the digits 1234 by chance).
    const read = [mail?.subject, mail?.text, mail?.html].join('\n').replace(/https?:\/\/[^\s"<>]+/g, '');
    expect(read).not.toMatch(/1234|1 234|Zieliński|piotr/i);
    expect(message?.raw).not.toMatch(/Zieliński|piotr/i);
    // The opt-out link, in the footer and as the one-click List-Unsubscribe header (RFC 8058).
    const optOut = mail?.text?.match(/\/subskrypcje\?token=([\w-]+)/)?.[0];
    expect(optOut).toBeDefined();
    expect(message?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(mail?.headers.get('list')).toMatchObject({ unsubscribe: { url: `${server.baseUrl}${optOut}` } });
    // A Message-ID of 128 random-looking bits (the installation's key), nothing of the row's number.
    expect(mail?.messageId).toMatch(/^<[0-9a-f]{32}@127\.0\.0\.1>$/);
  });

  it('tell the author of withdrawn and resubmitted offers, and of questions; never the one who acted', async () => {
    const a = await one(6);
    await submit(a.id, a.partIds, '10,00');
    let from = smtp.received.length;
    await delivered(from);
    from = smtp.received.length;
    await call(server, 'PUT', `/api/offerset/announcement/${a.id}/withdraw`, { token: t.piotr });
    const withdrawn = await delivered(from);
    expect(withdrawn.map((m) => [m.to[0], m.mail.subject])).toEqual([
      [jan, expect.stringMatching(/^Wycofano ofertę złożoną do ogłoszenia nr /)],
    ]);
    from = smtp.received.length;
    await submit(a.id, a.partIds, '8,00');
    expect((await delivered(from))[0]?.mail.text).toContain('Wykonawca ponownie złożył wycofaną ofertę');

    from = smtp.received.length;
    const asked = await call(server, 'POST', '/api/question', {
      token: t.agnieszka,
      body: { content: 'Czy dopuszczają Państwo dostawę w dwóch partiach?', advertisement: a.id },
    });
    expect(asked.status).toBe(200);
    const question = await delivered(from);
    expect(question.map((m) => [m.to[0], m.mail.subject])).toEqual([
      [jan, expect.stringMatching(/^Nowe pytanie do ogłoszenia nr /)],
    ]);
    expect(question[0]?.mail.text).toContain(`/ogloszenia/${a.id}?sekcja=pytania`);
    expect(question[0]?.mail.text).toContain('Otrzymujesz to powiadomienie jako autor ogłoszenia.');
    expect(smtp.received.slice(from).some((m) => m.to.includes(agnieszka))).toBe(false);
  });

  it('tell bidders and favourites of an answer, a new version and a status change, once each, with their marks', async () => {
    const a = await one(7);
    await submit(a.id, a.partIds, '100,00');
    expect((await favorite(a.id, t.agnieszka)).status).toBe(200);
    // Piotr keeps it as a favourite too: one e-mail for him, as its bidder. Ewa only keeps it.
    expect((await favorite(a.id, t.piotr)).status).toBe(200);
    expect((await favorite(a.id, t.ewa)).status).toBe(200);
    await delivered(0);

    let from = smtp.received.length;
    const asked = await call(server, 'POST', '/api/question', {
      token: t.agnieszka,
      body: { content: 'Jaki jest termin realizacji?', advertisement: a.id },
    });
    await delivered(from);
    from = smtp.received.length;
    const questionId = asked.body.data.question.id;
    const answered = await call(server, 'PUT', `/api/question/${questionId}?mode=publish`, {
      token: t.jan,
      body: {
        content: 'Jaki jest termin realizacji?',
        answer: { content: 'Trzydzieści dni od podpisania umowy.' },
      },
    });
    expect(answered.status).toBe(200);
    const answers = await delivered(from);
    expect(answers.map((m) => [m.to[0], m.mail.subject]).sort()).toEqual([
      [agnieszka, expect.stringMatching(/^Dodano odpowiedź na pytanie do ogłoszenia nr /)],
      [ewa, expect.stringMatching(/^Dodano odpowiedź na pytanie do ogłoszenia nr /)],
      [piotr, expect.stringMatching(/^Dodano odpowiedź na pytanie do ogłoszenia nr /)],
    ]);
    // Each names the reason that is the recipient's own: Agnieszka asked (and keeps a favourite).
    const reasonOf = (to: string) =>
      answers.find((m) => m.to[0] === to)?.mail.text?.match(/Otrzymujesz to powiadomienie[^.]*\./)?.[0];
    expect(reasonOf(agnieszka)).toBe(
      'Otrzymujesz to powiadomienie, ponieważ zadałeś pytanie, na które udzielono odpowiedzi.',
    );
    expect(reasonOf(piotr)).toBe(
      'Otrzymujesz to powiadomienie, ponieważ złożyłeś ofertę do tego ogłoszenia.',
    );
    expect(reasonOf(ewa)).toBe('Otrzymujesz to powiadomienie, ponieważ masz to ogłoszenie w ulubionych.');
    // The 'N' marks: Piotr's offer set (the my-offers badge), Agnieszka's favourite.
    const menu = async (token: string) => (await call(server, 'GET', '/api/badge/menu', { token })).body.data;
    const marked = (await menu(t.piotr)).my_offer_set_badge_count;
    expect(marked).toBeGreaterThan(0);
    expect((await menu(t.agnieszka)).favorite_advertisement_badge_count).toBeGreaterThan(0);
    // Piotr sees the 'N' on the announcement and clears it there ('USUŃ OZNACZENIE JAKO NOWE').
    expect(
      (await call(server, 'GET', `/api/announcements/${a.id}`, { token: t.piotr })).body.data.advertisement
        .badge,
    ).toBe(true);
    expect(
      (await call(server, 'DELETE', `/api/badge/advertisement/${a.id}`, { token: t.piotr })).status,
    ).toBe(200);
    expect((await menu(t.piotr)).my_offer_set_badge_count).toBe(marked - 1);

    from = smtp.received.length;
    await call(server, 'PUT', `/api/question/${questionId}?mode=publish`, {
      token: t.jan,
      body: {
        content: 'Jaki jest termin realizacji?',
        answer: { content: 'Czterdzieści dni od podpisania umowy.' },
      },
    });
    expect((await delivered(from)).map((m) => m.mail.subject)).toEqual([
      expect.stringMatching(/^Zmieniono odpowiedź/),
      expect.stringMatching(/^Zmieniono odpowiedź/),
      expect.stringMatching(/^Zmieniono odpowiedź/),
    ]);

    from = smtp.received.length;
    await newVersion(a.id, 'Dostawa sprzętu komputerowego (zmiana)');
    const versions = await delivered(from);
    expect(versions.map((m) => m.to[0]).sort()).toEqual([agnieszka, ewa, piotr]);
    expect(versions.every((m) => m.mail.subject?.startsWith('Opublikowano zmiany w ogłoszeniu nr'))).toBe(
      true,
    );
    expect(versions.find((m) => m.to[0] === piotr)?.mail.text).toContain('Sprawdź, czy zmiany dotyczą');

    from = smtp.received.length;
    expect((await call(server, 'POST', `/api/announcements/${a.id}/cancel`, { token: t.jan })).status).toBe(
      200,
    );
    const cancelled = await delivered(from);
    expect(cancelled.map((m) => [m.to[0], m.mail.subject]).sort()).toEqual([
      [agnieszka, expect.stringMatching(/^Zmiana statusu ogłoszenia nr .*: Anulowane$/)],
      [ewa, expect.stringMatching(/^Zmiana statusu ogłoszenia nr .*: Anulowane$/)],
      [piotr, expect.stringMatching(/^Zmiana statusu ogłoszenia nr .*: Anulowane$/)],
    ]);
    // The author, who acted each time, got none of them.
    expect(smtp.to(jan, from)).toEqual([]);
  });

  it('follow the switches: a type off, the master off, and the next group’s type for a follower in two', async () => {
    const a = await one(8);
    await submit(a.id, a.partIds, '5,00');
    await submit(a.id, a.partIds, '6,00', t.agnieszka);
    await favorite(a.id, t.ewa);
    await favorite(a.id, t.agnieszka);
    await delivered(0);
    // Piotr: his bidder type off (he keeps no favourite); Agnieszka: the bidder type off, the favourite
    // type on (she gets that one); Ewa: the master switch off.
    await setSwitch(t.piotr, 'MY_OFFER_ADVERTISEMENT_CHANGED', false);
    await setSwitch(t.agnieszka, 'MY_OFFER_ADVERTISEMENT_CHANGED', false);
    await setSwitch(t.ewa, 'NOTIFICATIONS', false);
    try {
      const from = smtp.received.length;
      await newVersion(a.id, 'Dostawa po zmianie przełączników');
      const sent = await delivered(from);
      expect(sent.map((m) => m.to[0])).toEqual([agnieszka]);
      expect(sent[0]?.mail.text).toContain('masz to ogłoszenie w ulubionych');
      // The author's switch for offers off: the next offer tells nobody.
      await setSwitch(t.jan, 'MY_ADVERTISEMENT_OFFER_SUBMITTED', false);
      const next = smtp.received.length;
      await submit(a.id, a.partIds, '4,00');
      expect(await delivered(next)).toEqual([]);
    } finally {
      await setSwitch(t.piotr, 'MY_OFFER_ADVERTISEMENT_CHANGED', true);
      await setSwitch(t.agnieszka, 'MY_OFFER_ADVERTISEMENT_CHANGED', true);
      await setSwitch(t.ewa, 'NOTIFICATIONS', true);
      await setSwitch(t.jan, 'MY_ADVERTISEMENT_OFFER_SUBMITTED', true);
    }
  });

  it('remind the author and the favourites a day before the deadline, once', async () => {
    const a = await one(3);
    await favorite(a.id, t.ewa);
    await delivered(0);
    const from = smtp.received.length;
    const deadline = new Date(
      (
        await server.database.db
          .selectFrom('announcements')
          .select('submission_deadline')
          .where('id', '=', a.id)
          .executeTakeFirstOrThrow()
      ).submission_deadline as Date,
    );
    try {
      server.clock.set(new Date(deadline.getTime() - 86_400_000 + 1000));
      const reminders = (await delivered(from)).filter((m) => m.mail.text?.includes(`/ogloszenia/${a.id}?`));
      expect(reminders.map((m) => m.to[0]).sort()).toEqual([ewa, jan]);
      expect(reminders[0]?.mail.subject).toMatch(
        /^Za 24 godziny upływa termin składania ofert do ogłoszenia nr /,
      );
      server.clock.advance(60_000);
      await delivered(from);
      expect(
        smtp.received.slice(from).filter((m) => m.mail.text?.includes(`/ogloszenia/${a.id}?`)),
      ).toHaveLength(2);
    } finally {
      server.clock.reset();
    }
  });
});

describe('every notification type and its switch', () => {
  type Case = {
    kind: string;
    who: 'jan' | 'piotr' | 'ewa';
    act: (a: { id: number; partIds: number[] }) => Promise<unknown>;
  };
  const ask = (id: number) =>
    call(server, 'POST', '/api/question', {
      token: t.agnieszka,
      body: { content: 'Czy termin dostawy jest stały?', advertisement: id },
    });
  async function answer(id: number) {
    const q = (await ask(id)).body.data.question.id;
    return call(server, 'PUT', `/api/question/${q}?mode=publish`, {
      token: t.jan,
      body: { content: 'Czy termin dostawy jest stały?', answer: { content: 'Tak.' } },
    });
  }
  async function dayBeforeDeadline(id: number) {
    const row = await server.database.db
      .selectFrom('announcements')
      .select('submission_deadline')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    server.clock.set(new Date(new Date(row.submission_deadline as Date).getTime() - 86_400_000 + 1000));
  }
  const cases: Case[] = [
    { kind: 'MY_ADVERTISEMENT_NEW_QUESTION', who: 'jan', act: (a) => ask(a.id) },
    {
      kind: 'MY_ADVERTISEMENT_OFFER_SUBMITTED',
      who: 'jan',
      act: (a) => submit(a.id, a.partIds, '2,00', t.agnieszka),
    },
    {
      kind: 'MY_ADVERTISEMENT_OFFER_WITHDRAWN',
      who: 'jan',
      act: (a) => call(server, 'PUT', `/api/offerset/announcement/${a.id}/withdraw`, { token: t.piotr }),
    },
    { kind: 'MY_ADVERTISEMENT_ENDS_SOON', who: 'jan', act: (a) => dayBeforeDeadline(a.id) },
    { kind: 'MY_OFFER_ADVERTISEMENT_CHANGED', who: 'piotr', act: (a) => newVersion(a.id, 'Zmiana opisu') },
    {
      kind: 'MY_OFFER_ADVERTISEMENT_STATUS',
      who: 'piotr',
      act: (a) => call(server, 'PUT', `/api/admin/announcements/${a.id}/lock`, { token: t.admin }),
    },
    { kind: 'MY_OFFER_ADVERTISEMENT_ANSWER', who: 'piotr', act: (a) => answer(a.id) },
    { kind: 'FAVORITE_ADVERTISEMENT_CHANGED', who: 'ewa', act: (a) => newVersion(a.id, 'Inny opis') },
    {
      kind: 'FAVORITE_ADVERTISEMENT_STATUS',
      who: 'ewa',
      act: (a) => call(server, 'POST', `/api/announcements/${a.id}/cancel`, { token: t.jan }),
    },
    { kind: 'FAVORITE_ADVERTISEMENT_ANSWER', who: 'ewa', act: (a) => answer(a.id) },
    { kind: 'FAVORITE_ADVERTISEMENT_ENDS_SOON', who: 'ewa', act: (a) => dayBeforeDeadline(a.id) },
  ];
  const address = { jan, piotr, ewa };

  it.each(cases)('$kind: sent with its switch on, not with it off', async ({ kind, who, act }) => {
    for (const enabled of [false, true]) {
      const a = await one(4);
      expect((await submit(a.id, a.partIds, '1,00')).status).toBe(200);
      expect((await favorite(a.id, t.ewa)).status).toBe(200);
      await server.background.settle();
      expect((await setSwitch(t[who], kind, enabled)).status).toBe(200);
      const before = await server.database.db
        .selectFrom('outbox_messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      try {
        const done = (await act(a)) as { status?: number } | undefined;
        if (done?.status !== undefined) expect(done.status).toBe(200);
        await server.background.settle();
      } finally {
        server.clock.reset();
        await setSwitch(t[who], kind, true);
      }
      const sent = await server.database.db
        .selectFrom('outbox_messages')
        .select(['to_address', 'state'])
        .where('announcement_id', '=', a.id)
        .where('kind', '=', kind)
        .where('to_address', '=', address[who])
        .where('id', '>', Number(before.id ?? 0))
        .execute();
      expect(sent).toEqual(enabled ? [{ to_address: address[who], state: 'sent' }] : []);
    }
  });
});

describe('opting out and reading the outbox', () => {
  it('turns everything off by the one-click POST of the List-Unsubscribe header, once', async () => {
    const a = await one(9);
    let from = smtp.received.length;
    await submit(a.id, a.partIds, '7,00');
    const [message] = await delivered(from);
    expect(message?.to).toEqual([jan]);
    const url = message?.mail.text?.match(/http:\/\/[^\s\]]+\/subskrypcje\?token=[\w-]+/)?.[0] as string;
    // As RFC 8058 asks of mail providers: multipart/form-data.
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    const first = await fetch(url, { method: 'POST', body: multipart });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('Newsletter i powiadomienia są wyłączone');
    // Sent again (a provider's retry), urlencoded this time: the same answer, nothing more.
    const again = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('Newsletter i powiadomienia są wyłączone');
    const unknown = await fetch(url.replace(/token=[\w-]+/, 'token=nieznany'), {
      method: 'POST',
      body: multipart,
    });
    expect(unknown.status).toBe(404);
    const settings = await call(server, 'GET', '/api/notifications', { token: t.jan });
    expect(settings.body.data.notifications.enabled).toBe(false);
    from = smtp.received.length;
    await submit(a.id, a.partIds, '6,50');
    expect(await delivered(from)).toEqual([]);
    await setSwitch(t.jan, 'NOTIFICATIONS', true);
  });

  it('shows the outbox to administrators of the event log only', async () => {
    const page = await call(server, 'GET', '/api/admin/outbox', { token: t.admin });
    expect(page.status).toBe(200);
    const data = outboxPageSchema.parse(page.body.data);
    expect(data.messages.length).toBeGreaterThan(5);
    expect(data.messages.every((m) => m.state === 'sent')).toBe(true);
    expect(data.messages[0]?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/subskrypcje\?token=/,
    );
    const byAddress = await call(
      server,
      'GET',
      `/api/admin/outbox?address=${encodeURIComponent(ewa.toUpperCase())}`,
      {
        token: t.admin,
      },
    );
    expect(byAddress.body.data.messages.every((m: { to: string }) => m.to === ewa)).toBe(true);
    for (const token of [t.piotr, t.jan]) {
      const refused = await call(server, 'GET', '/api/admin/outbox', { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        status: 'Error',
        message: 'Nie masz uprawnień do przeglądania wysłanych wiadomości e-mail.',
      });
    }
    expect((await call(server, 'GET', '/api/admin/outbox')).status).toBe(401);
    expect((await call(server, 'GET', '/api/admin/outbox?state=nieznany', { token: t.admin })).status).toBe(
      422,
    );
  });

  it('lists the demo accounts’ e-mails on the demo mailbox page, each HTML part under its own strict policy', async () => {
    const list = await fetch(`${server.baseUrl}/konto/poczta`);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('Poczta kont demonstracyjnych');
    const first = html.match(/href="\/konto\/poczta\/(\d+)"/)?.[1];
    const message = await fetch(`${server.baseUrl}/konto/poczta/${first}`);
    expect(await message.text()).toContain('Treść (wersja tekstowa)');
    const part = await fetch(`${server.baseUrl}/konto/poczta/${first}/html`);
    expect(part.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await part.text()).toContain('Baza Konkurencyjności');
    expect((await fetch(`${server.baseUrl}/konto/poczta/999999`)).status).toBe(404);
    const login = await fetch(`${server.baseUrl}/konto/poczta/abc`);
    expect(login.status).toBe(404);
  });
});

describe('delivery failures', () => {
  it('retries a refused message with backoff, then keeps it as failed (the dead letter)', async () => {
    const a = await one(10);
    smtp.refused.add(jan);
    try {
      const from = smtp.received.length;
      await submit(a.id, a.partIds, '3,00');
      expect(await delivered(from)).toEqual([]);
      const row = () =>
        server.database.db
          .selectFrom('outbox_messages')
          .select(['state', 'attempts', 'last_error'])
          .where('announcement_id', '=', a.id)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
      expect(await row()).toMatchObject({ state: 'queued', attempts: 1 });
      for (let i = 0; i < 12; i++) {
        server.clock.advance(3_600_000);
        await server.background.settle();
      }
      expect(await row()).toMatchObject({ state: 'failed', attempts: 9 });
      expect((await row()).last_error).toMatch(/550|rejected|Mailbox/);
    } finally {
      smtp.refused.delete(jan);
      server.clock.reset();
    }
    // The address works again: the next message arrives.
    const from = smtp.received.length;
    await call(server, 'PUT', `/api/offerset/announcement/${a.id}/withdraw`, { token: t.piotr });
    expect((await delivered(from)).map((m) => m.to[0])).toEqual([jan]);
  });
});

describe('without an SMTP server', () => {
  it('keeps every message in the outbox, written once per event and recipient', async () => {
    const plain = await startWithRefs();
    try {
      const tokens = await signInAll(plain.server, { jan: 'advertiser', piotr: 'bidder' });
      const a = await publishedAnnouncement(plain.server, tokens.jan, plain.refs, { parts: 1 });
      await call(plain.server, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
        token: tokens.piotr,
        body: offerBody(a.id, a.partIds, [['11,00']]),
      });
      await plain.server.background.settle();
      const rows = await plain.server.database.db
        .selectFrom('outbox_messages')
        .select(['id', 'state', 'to_address', 'event_id', 'kind'])
        .where('announcement_id', '=', a.id)
        .execute();
      expect(rows).toEqual([
        expect.objectContaining({ state: 'kept', to_address: jan, kind: 'MY_ADVERTISEMENT_OFFER_SUBMITTED' }),
      ]);
      // The same event handled again (a consumer's retry) writes nothing more: its key exists.
      const { notifyFollowers } = await import('./notifications.ts');
      const { announcementFacts } = await import('./recipients.repository.ts');
      const again = await plain.server.database.db.transaction().execute(async (trx) =>
        notifyFollowers(trx, {
          key: `event:${rows[0]?.event_id}`,
          eventId: Number(rows[0]?.event_id),
          announcement: (await announcementFacts(trx, a.id)) as NonNullable<
            Awaited<ReturnType<typeof announcementFacts>>
          >,
          occasion: { type: 'offer.submitted' },
          targets: [{ role: 'author', kind: 'MY_ADVERTISEMENT_OFFER_SUBMITTED' }],
          actorId: null,
          now: new Date(),
        }),
      );
      expect(again).toBe(0);
      // Another installation has a key of its own: its message of the same number has another Message-ID.
      const keyOf = async (s: TestServer) =>
        (
          await s.database.db
            .selectFrom('app_secrets')
            .select('value')
            .where('name', '=', 'mail_message_id_key')
            .executeTakeFirstOrThrow()
        ).value as string;
      const [mine, theirs] = [await keyOf(server), await keyOf(plain.server)];
      expect(messageIdOf(1, mine, server.baseUrl)).not.toBe(messageIdOf(1, theirs, plain.server.baseUrl));
      expect(
        await plain.server.database.db
          .selectFrom('outbox_messages')
          .select('id')
          .where('announcement_id', '=', a.id)
          .execute(),
      ).toHaveLength(1);
    } finally {
      await plain.server.close();
    }
  }, 270_000);
});

describe('the cost of a notification', () => {
  it('takes as many statements for 300 followers as for 30 (no statement per recipient)', async () => {
    const { notifyFollowers } = await import('./notifications.ts');
    const { announcementFacts } = await import('./recipients.repository.ts');
    const db = server.database.db;
    async function statementsFor(followers: number) {
      const a = await one(12);
      const now = new Date();
      const users = await db
        .insertInto('users')
        .values(
          Array.from({ length: followers }, (_, i) => ({
            oidc_issuer: 'test',
            oidc_subject: `koszt-${a.id}-${i}`,
            email: `koszt.${a.id}.${i}@bk.example`,
            forename: 'Anna',
            surname: `Kosztowna-${i}`,
            identifier: `koszt${a.id}x${i}`,
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      await db
        .insertInto('favorite_announcements')
        .values(users.map((u) => ({ user_id: u.id, announcement_id: a.id, created_at: now })))
        .execute();
      let statements = 0;
      const counted = db.withPlugin({
        transformQuery: (args) => {
          statements++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const queued = await counted.transaction().execute(async (trx) =>
        notifyFollowers(trx, {
          key: `cost:${a.id}`,
          eventId: null,
          announcement: (await announcementFacts(trx, a.id)) as NonNullable<
            Awaited<ReturnType<typeof announcementFacts>>
          >,
          occasion: { type: 'announcement.version_published' },
          targets: [{ role: 'favorite', kind: 'FAVORITE_ADVERTISEMENT_CHANGED' }],
          actorId: null,
          now,
        }),
      );
      expect(queued).toBe(followers);
      return statements;
    }
    const few = await statementsFor(30);
    const many = await statementsFor(300);
    expect(many).toBe(few);
    expect(few).toBeGreaterThanOrEqual(5);
    expect(few).toBeLessThanOrEqual(10);
  });
});
