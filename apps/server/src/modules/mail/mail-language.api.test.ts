import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndPublish, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, demoEmails, signInAll } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let refs: Refs;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Record<'jan' | 'piotr' | 'agnieszka' | 'ewa', string>;
const jan = demoEmails.advertiser;
const agnieszka = demoEmails.bidder2;
const ewa = demoEmails.newUser;
const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ server, refs } = await startWithRefs({ SMTP_URL: smtp.url }));
  t = await signInAll(server, { jan: 'advertiser', piotr: 'bidder', agnieszka: 'bidder2', ewa: 'newUser' });
  // Jan and Ewa read their e-mails in English; Agnieszka and Piotr keep Polish.
  for (const token of [t.jan, t.ewa])
    expect(
      (await call(server, 'PUT', '/api/users/language', { token, body: { language: 'en' } })).status,
    ).toBe(200);
});
afterAll(async () => {
  server.clock.reset();
  await server.close();
  await smtp.close();
});

async function delivered(from: number) {
  await server.background.settle();
  return smtp.received.slice(from);
}
/** The message's text with the portal's name (Polish in every language) taken out. */
const textOf = (mail: { text?: string | false } | undefined) =>
  String(mail?.text ?? '')
    .replaceAll('Baza Konkurencyjności', '')
    .replaceAll('Bazy Konkurencyjności', '');

/** Notifications and the newsletter in each user's language (issue 51, decision 0056). */
describe("the e-mails in each user's language", () => {
  it('tell an English author in English, with links to the English pages, and a Polish bidder in Polish', async () => {
    const a = await publishedAnnouncement(server, t.jan, refs, { parts: 1, deadlineDays: 5 });
    let from = smtp.received.length;
    const submitted = await call(server, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
      token: t.piotr,
      body: offerBody(a.id, a.partIds, [['10,00']]),
    });
    expect(submitted.status).toBe(200);
    // This announcement's e-mail (a demo announcement's reminder may come meanwhile).
    const about = (m: { mail: { text?: string | false } }) =>
      String(m.mail.text).includes(`/ogloszenia/${a.id}?`);
    const [offer] = (await delivered(from)).filter((m) => m.to.includes(jan) && about(m));
    expect(offer?.mail.subject).toMatch(/^A new offer for announcement no\. \S+$/);
    expect(textOf(offer?.mail)).toContain('An offer has been submitted for your announcement');
    expect(textOf(offer?.mail)).toContain(`${server.baseUrl}/en/ogloszenia/${a.id}?sekcja=oferty`);
    expect(textOf(offer?.mail)).toContain('(Warsaw time)');
    expect(textOf(offer?.mail)).toContain(
      'You are receiving this notification as the author of the announcement.',
    );
    expect(textOf(offer?.mail)).toContain(`${server.baseUrl}/en/newsletter?sekcja=powiadomienia`);
    // The announcement's title is its data, in Polish: everything else is English.
    const title = String(offer?.mail.text).match(/Announcement no\. \S+: (.+)/)?.[1] ?? '';
    expect(title).not.toBe('');
    expect(textOf(offer?.mail).replaceAll(title, '')).not.toMatch(POLISH_LETTERS);
    expect(offer?.mail.html).toContain('lang="en"');

    // One event, two languages: each follower its own.
    expect(
      (await call(server, 'POST', `/api/favorite-announcements/${a.id}`, { token: t.agnieszka })).status,
    ).toBe(200);
    expect((await call(server, 'POST', `/api/favorite-announcements/${a.id}`, { token: t.ewa })).status).toBe(
      200,
    );
    from = smtp.received.length;
    const content = (await call(server, 'GET', `/api/announcements/${a.id}/compact`, { token: t.jan })).body
      .data.version.content;
    const changed = await call(server, 'PUT', `/api/announcements/${a.id}?mode=publish`, {
      token: t.jan,
      body: { announcement: { ...content, description: `${content.description} Zmiana.` } },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const changes = (await delivered(from)).filter(about);
    const polish = changes.find((m) => m.to.includes(agnieszka));
    const english = changes.find((m) => m.to.includes(ewa));
    expect(polish?.mail.subject).toMatch(/^Opublikowano zmiany w ogłoszeniu nr /);
    expect(polish?.mail.text).toContain(`${server.baseUrl}/ogloszenia/${a.id}?sekcja=ogloszenie`);
    expect(english?.mail.subject).toMatch(/^Changes published in announcement no\. /);
    expect(textOf(english?.mail)).toContain(
      'The advertiser has published a new version of the announcement.',
    );
    expect(textOf(english?.mail)).toContain(`${server.baseUrl}/en/ogloszenia/${a.id}?sekcja=ogloszenie`);
    expect(textOf(english?.mail).replaceAll(title, '')).not.toMatch(POLISH_LETTERS);
  });

  it("sends the newsletter in the user's language", async () => {
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
      validContent(refs, { title: 'Zakup łóżek szpitalnych' }),
      20,
    );
    await delivered(0);
    const from = smtp.received.length;
    try {
      const tomorrow = new Date(server.clock.now().getTime() + 86_400_000);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(tomorrow);
      server.clock.set(new Date(`${day}T06:00:30+01:00`));
      const mine = (await delivered(from)).filter(
        (m) => m.to[0] === ewa && m.mail.subject?.startsWith('Newsletter'),
      );
      expect(mine).toHaveLength(1);
      expect(mine[0]?.mail.subject).toMatch(
        /^Newsletter of Baza Konkurencyjności of \d\d\.\d\d\.\d{4}: \d+ announcements?$/,
      );
      expect(textOf(mine[0]?.mail)).toContain('Announcements matching your newsletter filters.');
      expect(textOf(mine[0]?.mail)).toContain(`${server.baseUrl}/en/ogloszenia/${id}`);
      expect(mine[0]?.mail.html).toContain('NEW');
      expect(mine[0]?.mail.text).toContain('Zakup łóżek szpitalnych');
    } finally {
      server.clock.reset();
    }
  });
});
