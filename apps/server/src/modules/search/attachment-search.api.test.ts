import { searchQuerySchema } from '@bk/contracts/search/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndPublish, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, signInAll, uploadFile } from '../../../test/api-client.ts';
import { docxOf, pdfOf, scannedPdf } from '../../../test/document-fixtures.ts';
import { offerBody, publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { countingDb } from '../../../test/query-counter.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';
import { searchAnnouncements } from './search.service.ts';

// Issue 49: the attachments' text is read after publication, searched below the form's fields, said
// where it was found; an offer's attachment is never read; a dropped attachment leaves the index.

let server: TestServer;
let refs: Refs;
let t: Record<'jan' | 'piotr', string>;

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  t = await signInAll(server, { jan: 'advertiser', piotr: 'bidder' });
}, 180_000);
afterAll(async () => {
  await server.close();
});

type Hit = {
  id: number;
  found_in: {
    file_id: number;
    name: string;
    uri: string;
    excerpt: { text: string; match: boolean }[];
  } | null;
};
const search = async (query: string) => {
  const r = await call(server, 'GET', `/api/search/announcements?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.advertisements as Hit[];
};
const upload = async (
  name: string,
  content: Uint8Array | string,
  context: 'announcement' | 'offer' = 'announcement',
) => uploadFile(server, context === 'offer' ? t.piotr : t.jan, { context, name, content });
const states = (id: number) => call(server, 'GET', `/api/search/announcements/${id}/attachments`);

describe('search inside attached documents', () => {
  let id: number;
  let files: { id: number }[];

  it('reads the published attachments after the commit, and tells each one’s state', async () => {
    files = [
      await upload(
        'specyfikacja.pdf',
        await pdfOf([
          'Opis techniczny',
          'Falownik o mocy 50 kW zgodny z normą PN-EN 1317, z ochroną przepięciową.',
        ]),
      ),
      await upload('umowa.docx', docxOf(['Kara umowna za opóźnienie w dostawie łożysk tocznych.'])),
      await upload('skan.pdf', await scannedPdf(3)),
      await upload(
        'zdjecie.png',
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      ),
    ];
    const content = validContent(refs, {
      title: 'Modernizacja instalacji w budynku szkoły',
      attachments: [
        { name: 'Specyfikacja techniczna.pdf', file_id: files[0]?.id },
        { name: 'Wzór umowy.docx', file_id: files[1]?.id },
        { name: 'Skan mapy.pdf', file_id: files[2]?.id },
        { name: 'Zdjęcie budynku.png', file_id: files[3]?.id },
      ],
    });
    id = await createAndPublish(server, t.jan, content, 10);
    // Right after publication: the form is searchable, the attachments are being read.
    const before = await states(id);
    expect(before.status).toBe(200);
    expect(before.body.data.attachments.map((a: { state: string }) => a.state)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    await server.background.settle();
    const after = (await states(id)).body.data.attachments as {
      file_id: number;
      state: string;
      label: string;
    }[];
    expect(after.map((a) => [a.state, a.label])).toEqual([
      ['indexed', 'Treść przeszukiwana'],
      ['indexed', 'Treść przeszukiwana'],
      ['no_text', 'Treść nieprzeszukiwana: plik nie zawiera tekstu (np. skan bez warstwy tekstowej)'],
      ['no_text', 'Treść nieprzeszukiwana: tego formatu pliku portal nie odczytuje'],
    ]);
    // The announcement's page carries the same, by file id.
    const view = await call(server, 'GET', `/api/announcements/${id}`);
    expect(view.status).toBe(200);
    expect(view.body.data.attachment_texts).toEqual(after);
  });

  it('finds the announcement by an inflected word of each file, says which file and marks the word', async () => {
    const inverters = await search('q=falowniki');
    const hit = inverters.find((h) => h.id === id);
    expect(hit?.found_in).toMatchObject({ name: 'Specyfikacja techniczna.pdf', file_id: files[0]?.id });
    expect(hit?.found_in?.uri).toBe(`/api/files/${files[0]?.id}/download`);
    expect(hit?.found_in?.excerpt.filter((s) => s.match).map((s) => s.text)).toEqual(['Falownik']);
    const bearings = (await search('q=łożyska')).find((h) => h.id === id);
    expect(bearings?.found_in?.name).toBe('Wzór umowy.docx');
    // A norm's number, and words of both the form and a file together.
    expect((await search('q=PN-EN%201317')).some((h) => h.id === id)).toBe(true);
    expect((await search('q=modernizacja%20falownika')).find((h) => h.id === id)?.found_in?.name).toBe(
      'Specyfikacja techniczna.pdf',
    );
    // Found in the form: no attachment named.
    expect((await search('q=modernizacja')).find((h) => h.id === id)?.found_in).toBeNull();
    // Off: only the form.
    expect((await search('q=falowniki&attachments=0')).some((h) => h.id === id)).toBe(false);
    // The attachment opens for anyone (the announcement is public).
    const download = await fetch(`${server.baseUrl}/api/files/${files[0]?.id}/download`);
    expect(download.status).toBe(200);
  });

  it('ranks a word in the title or the form above the same word found only in an attachment', async () => {
    const titled = await createAndPublish(
      server,
      t.jan,
      validContent(refs, { title: 'Dostawa falownika dla oczyszczalni ścieków' }),
      10,
    );
    await server.background.settle();
    const ids = (await search('q=falownik')).map((h) => h.id);
    expect(ids.indexOf(titled)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(titled)).toBeLessThan(ids.indexOf(id));
  });

  it('never reads an offer’s attachment: its words are found nowhere', async () => {
    const a = await publishedAnnouncement(server, t.jan, refs, { parts: 1 });
    const offerFile = await upload('oferta.txt', 'Zygzakowaty wielokąt oferenta, cena poufna.', 'offer');
    const submitted = await call(server, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
      token: t.piotr,
      body: offerBody(a.id, a.partIds, [['100,00']], [offerFile.id]),
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    await server.background.settle();
    expect(await search('q=zygzakowaty')).toEqual([]);
    expect(await search('q=zygzakowaty&attachments=0')).toEqual([]);
    const read = await server.database.db.selectFrom('document_texts').select('file_id').execute();
    expect(read.map((r) => Number(r.file_id))).not.toContain(offerFile.id);
  });

  it('reads an attachment a new version adds; a published one stays (it cannot be removed)', async () => {
    const compact = await call(server, 'GET', `/api/announcements/${id}/compact`, { token: t.jan });
    const content = compact.body.data.version.content;
    const added = await upload('przedmiar.docx', docxOf(['Przedmiar: balustrada ze stali nierdzewnej.']));
    const put = await call(server, 'PUT', `/api/announcements/${id}?mode=publish`, {
      token: t.jan,
      body: {
        announcement: {
          ...content,
          attachments: [...content.attachments, { name: 'Przedmiar robót', file_id: added.id }],
        },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await search('q=balustrady')).some((h) => h.id === id)).toBe(false);
    await server.background.settle();
    expect((await search('q=balustrady')).find((h) => h.id === id)?.found_in?.name).toBe('Przedmiar robót');
    expect((await search('q=łożyska')).some((h) => h.id === id)).toBe(true);
    expect(((await states(id)).body.data.attachments as unknown[]).length).toBe(5);
  });

  it('says where each result was found in as many statements for three files as for one', async () => {
    for (const n of [1, 2]) {
      const file = await upload(
        `opis-${n}.pdf`,
        await pdfOf([`Falownik hybrydowy numer ${n} z ochroną przepięciową i magazynem energii.`]),
      );
      await createAndPublish(
        server,
        t.jan,
        validContent(refs, {
          title: `Wyposażenie pracowni numer ${n}`,
          attachments: [{ name: `Opis ${n}.pdf`, file_id: file.id }],
        }),
        10,
      );
    }
    await server.background.settle();
    const counting = countingDb(server.database.db);
    const deps = { db: counting.db, searchDb: null, now: () => server.clock.now() };
    const query = (q: string) => searchQuerySchema.parse({ q });
    // Once before counting: the table's size and statistics are read once and kept for a while.
    await searchAnnouncements(deps, null, query('dostawa'));
    counting.take();
    const three = await searchAnnouncements(deps, null, query('przepięciowe'));
    const threeStatements = counting.take();
    const one = await searchAnnouncements(deps, null, query('balustrady'));
    const oneStatements = counting.take();
    expect(three.advertisements.filter((a) => a.found_in).length).toBe(3);
    expect(one.advertisements.filter((a) => a.found_in).length).toBe(1);
    expect(threeStatements).toBe(oneStatements);
  });

  it('tells nothing of an announcement that is not public', async () => {
    const draft = await call(server, 'POST', '/api/announcements', {
      token: t.jan,
      body: { announcement: validContent(refs) },
    });
    const draftId = draft.body.data.id as number;
    for (const target of [draftId, 999_999, 0]) {
      const r = await states(target);
      expect(r.status).toBe(404);
      expect(r.body.status).toBe('Error');
    }
  });
});
