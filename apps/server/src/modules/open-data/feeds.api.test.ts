import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndPublish, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, signIn } from '../../../test/api-client.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

/** Issue 36: the Atom feed of a search and an announcement's deadline as an iCalendar event. */
let server: TestServer;
let refs: Refs;
let id: number;
let jan: string;
const word = 'Mikroskopowy';

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  jan = await signIn(server, 'advertiser');
  id = await createAndPublish(
    server,
    jan,
    validContent(refs, {
      title: `Dostawa: sprzęt ${word} & odczynniki <dla> „laboratorium”, część 1; zestaw`,
    }),
    9,
  );
});
afterAll(async () => {
  server.clock.reset();
  await server.close();
});

/** A valid tag URI (RFC 4151): tag:<DNS name or e-mail>,<date>:<specific>, so never a port. */
const TAG_URI =
  /^tag:([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|[^@\s,:]+@[a-z0-9.-]+),\d{4}(-\d{2}(-\d{2})?)?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/i;
const entryOf = (xml: string, announcementId: number) =>
  xml
    .split('<entry>')
    .slice(1)
    .find((e) => e.includes(`/ogloszenia/${announcementId}"`)) ?? '';
const updatedOf = (fragment: string) => /<updated>([^<]+)<\/updated>/.exec(fragment)?.[1] ?? '';

describe('feeds (issue 36)', () => {
  it('gives a search as an Atom feed: the same results, escaped, each linking its announcement', async () => {
    const answer = await fetch(`${server.baseUrl}/api/feeds/search.atom?q=${word}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const xml = await answer.text();
    const api = await call(server, 'GET', `/api/search/announcements?q=${word}`);
    const entries = xml.match(/<entry>/g) ?? [];
    expect(entries).toHaveLength(api.body.data.advertisements.length);
    expect(entries.length).toBeGreaterThan(0);
    expect(xml).toContain(
      `<link rel="alternate" type="text/html" href="${server.baseUrl}/ogloszenia/${id}"/>`,
    );
    expect(xml).toContain('sprzęt Mikroskopowy &amp; odczynniki &lt;dla&gt;');
    expect(xml).not.toMatch(/<dla>/);
    expect(xml).toContain(
      `<link rel="self" type="application/atom+xml" href="${server.baseUrl}/api/feeds/search.atom?q=${word}"/>`,
    );
    expect(xml).toMatch(/<summary type="text">[^<]*Termin składania ofert: /);
    // Bad parameters are refused as the search refuses them.
    const refused = await fetch(`${server.baseUrl}/api/feeds/search.atom?q=${'x'.repeat(251)}`);
    expect(refused.status).toBe(422);
  });

  it('moves an entry’s updated when its announcement gets a new version or is cancelled; ids are tag URIs (issue 44 item 15)', async () => {
    const spectro = 'Spektrometryczny';
    const other = await createAndPublish(server, jan, validContent(refs, { title: `Zakup: ${spectro}` }), 9);
    const feedOf = async () => (await fetch(`${server.baseUrl}/api/feeds/search.atom?q=${spectro}`)).text();
    const first = entryOf(await feedOf(), other);
    const published = updatedOf(first);
    expect(published).not.toBe('');
    // The entry id: a tag URI whatever the port of the portal's address.
    const entryId = /<id>([^<]+)<\/id>/.exec(first)?.[1] ?? '';
    expect(new URL(server.baseUrl).port).not.toBe('');
    expect(entryId).toMatch(TAG_URI);
    expect(entryId).toBe(`tag:${new URL(server.baseUrl).hostname},2026:ogloszenie:${other}`);
    // A new version moves it.
    server.clock.advance(120_000);
    const content = (await call(server, 'GET', `/api/announcements/${other}/compact`, { token: jan })).body
      .data.version.content;
    const changed = await call(server, 'PUT', `/api/announcements/${other}?mode=publish`, {
      token: jan,
      body: {
        announcement: {
          ...content,
          parts: content.parts.map((p: { id: number }) => ({
            ...p,
            temporary_id: String(p.id),
            estimated_value: '120000,00',
          })),
        },
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const afterVersion = updatedOf(entryOf(await feedOf(), other));
    expect(afterVersion > published).toBe(true);
    // So does the cancellation.
    server.clock.advance(120_000);
    expect((await call(server, 'POST', `/api/announcements/${other}/cancel`, { token: jan })).status).toBe(
      200,
    );
    const cancelledFeed = await feedOf();
    const afterCancel = updatedOf(entryOf(cancelledFeed, other));
    expect(afterCancel > afterVersion).toBe(true);
    // The feed's own updated is its newest entry's.
    expect(updatedOf(cancelledFeed.split('<entry>')[0] as string)).toBe(afterCancel);
  });

  it('says when an empty feed was made (not 1970) and names each search’s query in its title (issue 44 item 15)', async () => {
    const empty = await (
      await fetch(`${server.baseUrl}/api/feeds/search.atom?q=Nieistniejacyxyzslowo`)
    ).text();
    expect(empty).not.toContain('<entry>');
    const updated = new Date(updatedOf(empty));
    expect(Math.abs(updated.getTime() - server.clock.now().getTime())).toBeLessThan(120_000);
    const titleOf = async (query: string) =>
      /<title>([^<]+)<\/title>/.exec(
        await (await fetch(`${server.baseUrl}/api/feeds/search.atom?${query}`)).text(),
      )?.[1];
    expect(await titleOf(`q=${word}`)).toBe(`Baza Konkurencyjności: wyszukiwanie „${word}”`);
    expect(await titleOf('status=PUBLISHED,CLOSED&fulfillmentPlaces=14&cpvItem=30213100-6')).toBe(
      'Baza Konkurencyjności: wyszukiwanie (status: Opublikowane, Zamknięte; CPV: 30213100-6; województwo: mazowieckie)',
    );
    expect(
      await titleOf(
        'q=laptop&publicationDateRange%5Bfrom%5D=2026-01-01&advertiserName=Gmina%20Wi%C5%9Bniowa',
      ),
    ).toBe(
      'Baza Konkurencyjności: wyszukiwanie „laptop” (ogłoszeniodawca: Gmina Wiśniowa; opublikowane od 2026-01-01)',
    );
    expect(await titleOf('')).toBe('Baza Konkurencyjności: wszystkie ogłoszenia');
  });

  it('gives the deadline as a calendar event with a reminder, to whoever may see the announcement', async () => {
    const answer = await fetch(`${server.baseUrl}/api/announcements/${id}/deadline.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="termin-${id}.ics"`);
    const ics = await answer.text();
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    const row = await server.database.db
      .selectFrom('announcements')
      .select('submission_deadline')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const deadline = new Date(row.submission_deadline as Date);
    expect(unfolded).toContain(
      `DTSTART:${deadline
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(unfolded).toMatch(
      /SUMMARY:Termin składania ofert: Dostawa: sprzęt Mikroskopowy & odczynniki <dla> „laboratorium”\\, część 1\\; zestaw/,
    );
    expect(unfolded).toContain('TRIGGER:-P1D');
    // A draft (never published) and an unknown announcement have none.
    const draft = await call(server, 'POST', '/api/announcements', {
      token: jan,
      body: { announcement: validContent(refs) },
    });
    expect(
      (await fetch(`${server.baseUrl}/api/announcements/${draft.body.data.id}/deadline.ics`)).status,
    ).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/announcements/99999999/deadline.ics`)).status).toBe(404);
  });

  it('gives a saved filter its secret Atom address: only its owner makes, renews or revokes it', async () => {
    const [piotr, agnieszka] = [await signIn(server, 'bidder'), await signIn(server, 'bidder2')];
    const made = await call(server, 'POST', '/api/newsletter-filters', {
      token: piotr,
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
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const filterId = made.body.data.newsletter_filter.id;
    const path = `/api/newsletter-filters/${filterId}/feed`;
    expect((await call(server, 'POST', path, { token: null })).status).toBe(401);
    expect((await call(server, 'POST', path, { token: agnieszka })).status).toBe(404);
    const first = await call(server, 'POST', path, { token: piotr });
    expect(first.status).toBe(200);
    const url = first.body.data.url as string;
    expect(url).toMatch(new RegExp(`^${server.baseUrl}/api/feeds/filters/[A-Za-z0-9_-]{43}\\.atom$`));
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    // A secret address's feed is one person's: no shared cache keeps it (issue 44 item 15).
    expect(feed.headers.get('cache-control')).toBe('private, max-age=60');
    const xml = await feed.text();
    expect(xml).toContain(`${server.baseUrl}/ogloszenia/${id}`);
    // Kept as a hash only.
    const token = /filters\/([^.]+)\.atom$/.exec(url)?.[1] as string;
    const stored = await server.database.db.selectFrom('feed_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    // Another user's attempt to revoke changes nothing; a renewal revokes the old address.
    expect((await call(server, 'DELETE', path, { token: agnieszka })).body.data).toEqual({ revoked: false });
    expect((await fetch(url)).status).toBe(200);
    const renewed = (await call(server, 'POST', path, { token: piotr })).body.data.url as string;
    expect(renewed).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(renewed)).status).toBe(200);
    expect((await call(server, 'DELETE', path, { token: piotr })).body.data).toEqual({ revoked: true });
    expect((await fetch(renewed)).status).toBe(404);
    // A guessed or malformed address is unknown.
    expect((await fetch(`${server.baseUrl}/api/feeds/filters/${'A'.repeat(43)}.atom`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/feeds/filters/abc.atom`)).status).not.toBe(200);
  });

  it('gives a user the calendar of their favourites’ and offers’ deadlines at a secret address', async () => {
    const [piotr, agnieszka] = [await signIn(server, 'bidder'), await signIn(server, 'bidder2')];
    expect((await call(server, 'POST', `/api/favorite-announcements/${id}`, { token: piotr })).status).toBe(
      200,
    );
    const mine = (await call(server, 'POST', '/api/feeds/calendar', { token: piotr })).body.data
      .url as string;
    const theirs = (await call(server, 'POST', '/api/feeds/calendar', { token: agnieszka })).body.data
      .url as string;
    expect(mine).toMatch(/\/api\/feeds\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const calendar = await (await fetch(mine)).text();
    expect(calendar).toContain(`UID:termin-${id}@`);
    expect(calendar).toContain('X-WR-CALNAME:Baza Konkurencyjności: moje terminy');
    expect(await (await fetch(theirs)).text()).not.toContain(`UID:termin-${id}@`);
    expect((await call(server, 'DELETE', '/api/feeds/calendar', { token: piotr })).body.data).toEqual({
      revoked: true,
    });
    expect((await fetch(mine)).status).toBe(404);
  });
});
