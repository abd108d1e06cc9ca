import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { documentDigest, sha256Hex } from '@bk/contracts/audit/canonical-json';
import {
  type ProcedureEvent,
  type ProcedureManifest,
  procedureFileMessages,
  verifyProcedureFile,
} from '@bk/contracts/audit/procedure-file';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refs } from '../../../test/announcement-fixtures.ts';
import { levelBySourceKey } from '../../../test/announcement-fixtures.ts';
import { call, grantPermission, signIn, signInAll, uploadFile as upload } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement, uploadFile } from '../../../test/offer-fixtures.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';
import { auditKeys } from '../events/index.ts';

let server: TestServer;
let refs: Refs;
const t: Record<string, string | null> = { anonymous: null };
/** Settled (with two offers and a file), cancelled (before its deadline), published (not ended). */
let settled: number;
let cancelled: number;
let published: number;
let offerSetIds: number[];
let variantIds: number[];

const path = (id: number) => `/api/announcements/${id}/procedure-file.zip`;

/** The download as bytes (or the refusal's envelope). */
async function download(id: number, token: string | null | undefined) {
  const headers: Record<string, string> = {};
  if (token) headers['x-auth-token'] = token;
  const response = await fetch(`${server.baseUrl}${path(id)}`, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    bytes,
    body: type.startsWith('application/json') ? JSON.parse(new TextDecoder().decode(bytes)) : null,
  };
}

const entriesOf = (zip: Uint8Array) => new Map(Object.entries(unzipSync(zip)));
const json = (entries: Map<string, Uint8Array>, name: string) =>
  JSON.parse(new TextDecoder().decode(entries.get(name)));

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  const jan = await signIn(server, 'advertiser');
  // In the FENG programme (the demo's scoped administrator's scope).
  const a = await publishedAnnouncement(server, jan, refs, { parts: 1, deadlineDays: 3 });
  settled = a.id;
  const partId = a.partIds[0] as number;
  offerSetIds = [];
  variantIds = [];
  for (const [role, price, file] of [
    ['bidder', '1000,00', 'oferta piotra'],
    ['bidder2', '1200,00', null],
  ] as const) {
    const token = await signIn(server, role);
    const files = file ? [await uploadFile(server, token, 'formularz.txt', file)] : [];
    const r = await call(server, 'PUT', `/api/offerset/announcement/${settled}/submit`, {
      token,
      body: offerBody(settled, [partId], [[price]], files),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    offerSetIds.push(r.body.data.offer_set.id);
    variantIds.push(r.body.data.offer_set.offers[0].variants[0].id);
  }
  cancelled = (await publishedAnnouncement(server, jan, refs, { parts: 1, deadlineDays: 3 })).id;
  expect((await call(server, 'POST', `/api/announcements/${cancelled}/cancel`, { token: jan })).status).toBe(
    200,
  );
  published = (await publishedAnnouncement(server, jan, refs, { parts: 1, deadlineDays: 30 })).id;

  // The deadline passes; the author settles.
  server.clock.advance(4 * 86_400_000);
  Object.assign(
    t,
    await signInAll(server, {
      author: 'advertiser',
      bidder: 'bidder',
      otherAdvertiser: 'advertiser2',
      adminInScope: 'scopedAdmin',
    }),
  );
  const protocol = await upload(server, t.author as string, {
    context: 'settlement',
    name: 'protokol.pdf',
    content: '%PDF protokół postępowania',
  });
  const resolved = await call(server, 'POST', `/api/announcements/${settled}/resolve`, {
    token: t.author,
    body: {
      parts: [
        {
          id: partId,
          chosen_variant: { offer_set_id: offerSetIds[0], variant_id: variantIds[0] },
          offers: offerSetIds.map((id) => ({ id, is_refused: false })),
        },
      ],
      comment: 'Wybrano ofertę najtańszą.',
      attachments: [{ name: 'Protokół z postępowania', file_id: protocol.id, is_protocol: true }],
    },
  });
  expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);

  // Controllers: Ewa in the announcement's programme (FENG), Agnieszka in another one (FEPW).
  await grantPermission(
    server,
    'enowicka',
    'advertisementAdministration',
    ['procedureFile'],
    await levelBySourceKey(server, '2021-2027/FENG'),
  );
  await grantPermission(
    server,
    'awojcik',
    'advertisementAdministration',
    ['procedureFile'],
    await levelBySourceKey(server, '2021-2027/FEPW'),
  );
  Object.assign(t, await signInAll(server, { controller: 'newUser', otherController: 'bidder2' }));
}, 360_000);
afterAll(async () => {
  server.clock.reset();
  await server.close();
});

/** The portal's published keys (as /api/audit/heads gives them): the file's signing key must be one. */
const trusted = () =>
  Object.fromEntries(
    auditKeys()
      .publicKeys()
      .map((k) => [k.key_id, k.public_key]),
  );

describe('who may download the procedure file, and when', () => {
  it('refuses the anonymous (401), a bidder, another advertiser and a controller of another programme (403)', async () => {
    expect((await download(settled, null)).status).toBe(401);
    for (const role of ['bidder', 'otherAdvertiser', 'otherController']) {
      const r = await download(settled, t[role]);
      expect(r.status, role).toBe(403);
      expect(r.body).toMatchObject({ status: 'Error', message: procedureFileMessages.forbidden });
    }
  });

  it('answers 409 while the procedure has not ended, 404 for no announcement', async () => {
    const r = await download(published, t.author);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(procedureFileMessages.notReady);
    expect((await download(published, t.controller)).status).toBe(409);
    expect((await download(999_999, t.author)).status).toBe(404);
  });

  it('gives the author and a controller in scope a zip that checks', async () => {
    for (const role of ['author', 'controller', 'adminInScope']) {
      const r = await download(settled, t[role]);
      expect(r.status, role).toBe(200);
      expect(r.type).toBe('application/zip');
      const check = await verifyProcedureFile(entriesOf(r.bytes), trusted());
      expect(
        check.parts.filter((p) => p.status === 'fail'),
        role,
      ).toEqual([]);
      expect(check.ok).toBe(true);
      expect(check.verdict).toBe('Plik zgodny');
    }
  });

  it('gives the cancelled one without its sealed offers', async () => {
    const r = await download(cancelled, t.author);
    expect(r.status).toBe(200);
    const entries = entriesOf(r.bytes);
    const manifest = json(entries, 'manifest.json') as ProcedureManifest;
    expect(manifest.offers_included).toBe(false);
    expect([...entries.keys()].some((p) => p.startsWith('oferty/'))).toBe(false);
    expect((await verifyProcedureFile(entries, trusted())).ok).toBe(true);
    const events = json(entries, 'zdarzenia.json') as ProcedureEvent[];
    expect(events.map((e) => e.type)).toContain('announcement.cancelled');
  });
});

describe('the contents', () => {
  let entries: Map<string, Uint8Array>;
  beforeAll(async () => {
    entries = entriesOf((await download(settled, t.author)).bytes);
  });

  it('lays out every document, each listed in the manifest with its digest and size', () => {
    const manifest = json(entries, 'manifest.json') as ProcedureManifest;
    expect(manifest.announcement.id).toBe(settled);
    expect(manifest.portal).toBe(server.config.publicUrl);
    expect(manifest.offers_included).toBe(true);
    const paths = manifest.files.map((f) => f.path).sort();
    expect(paths).toEqual(
      [...entries.keys()].filter((p) => p !== 'manifest.json' && p !== 'dowody.json').sort(),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'README.txt',
        'ogloszenie/wersja-1.json',
        'ogloszenie/wersja-1.pdf',
        'pytania-i-odpowiedzi.json',
        'pytania-i-odpowiedzi.pdf',
        'rozstrzygniecie.json',
        'rozstrzygniecie.pdf',
        'zdarzenia.json',
        `oferty/${offerSetIds[0]}/potwierdzenie.json`,
        `oferty/${offerSetIds[0]}/pliki/formularz.txt`,
        `oferty/${offerSetIds[1]}/potwierdzenie.json`,
      ]),
    );
    expect(new TextDecoder().decode(entries.get(`oferty/${offerSetIds[0]}/pliki/formularz.txt`))).toBe(
      'oferta piotra',
    );
    expect(new TextDecoder().decode(entries.get('README.txt'))).toContain('JAK SPRAWDZIĆ TECZKĘ');
    const attachment = paths.find((p) => p.startsWith('rozstrzygniecie/zalaczniki/'));
    expect(attachment).toMatch(/^rozstrzygniecie\/zalaczniki\/\d+\/protokol\.pdf$/);
    expect(new TextDecoder().decode(entries.get(attachment as string))).toBe('%PDF protokół postępowania');
    // The PDFs drawn on the server by the web app's own builders.
    for (const pdf of ['ogloszenie/wersja-1.pdf', 'pytania-i-odpowiedzi.pdf', 'rozstrzygniecie.pdf'])
      expect(new TextDecoder().decode(entries.get(pdf)?.subarray(0, 5)), pdf).toBe('%PDF-');
  });

  it("carries each document's digest in its event, as the log holds it", async () => {
    const events = json(entries, 'zdarzenia.json') as ProcedureEvent[];
    const publishedEvent = events.find((e) => e.type === 'announcement.published');
    expect(publishedEvent?.payload.content_sha256).toBe(
      documentDigest(json(entries, 'ogloszenie/wersja-1.json')),
    );
    const settlement = events.find((e) => e.type === 'settlement.published');
    expect(settlement?.payload.content_sha256).toBe(documentDigest(json(entries, 'rozstrzygniecie.json')));
    const submitted = events.filter((e) => e.type === 'offer.submitted');
    expect(submitted.map((e) => e.object.id).sort()).toEqual([...offerSetIds].sort());
    // The receipt the bidder was given is the one the file holds.
    const own = await call(server, 'GET', `/api/offerset/announcement/${settled}`, { token: t.bidder });
    expect(documentDigest(json(entries, `oferty/${offerSetIds[0]}/potwierdzenie.json`))).toBe(
      own.body.data.offer_set.receipt_sha256,
    );
    // The read of the offers for the file is recorded before the file's events are read: it is among them.
    expect(events.some((e) => e.type === 'offer.content_read' && e.payload.via === 'procedure_file')).toBe(
      true,
    );
    const types = new Set(events.map((e) => e.type));
    for (const type of types)
      expect(
        ['announcement.', 'offer.', 'question.', 'answer.', 'settlement.'].some((p) => type.startsWith(p)),
      ).toBe(true);
    const reads = await server.database.db
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'offer.content_read')
      .where('object_kind', '=', 'announcement')
      .where('object_id', '=', settled)
      .execute();
    expect(reads.some((r) => (r.payload as { via?: string }).via === 'procedure_file')).toBe(true);
  });
});

describe('the checker refuses a changed file, naming the part', () => {
  let entries: Map<string, Uint8Array>;
  beforeAll(async () => {
    entries = entriesOf((await download(settled, t.author)).bytes);
  });
  const failed = async (changed: Map<string, Uint8Array>, keys = trusted()) => {
    const check = await verifyProcedureFile(changed, keys);
    expect(check.ok).toBe(false);
    expect(check.verdict).toBe('Plik niezgodny');
    return check.parts.filter((p) => p.status === 'fail').map((p) => p.part);
  };
  /** The manifest rewritten to agree with the changed files (a forger who knows the layout). */
  const relisted = (changed: Map<string, Uint8Array>) => {
    const manifest = json(changed, 'manifest.json') as ProcedureManifest;
    manifest.files = [...changed.keys()]
      .filter((p) => p !== 'manifest.json' && p !== 'dowody.json')
      .map((p) => ({
        path: p,
        sha256: sha256Hex(changed.get(p) as Uint8Array),
        size: (changed.get(p) as Uint8Array).length,
      }));
    changed.set('manifest.json', new TextEncoder().encode(JSON.stringify(manifest)));
    return changed;
  };

  it('one byte changed', async () => {
    const changed = new Map(entries);
    const file = `oferty/${offerSetIds[0]}/pliki/formularz.txt`;
    const bytes = new Uint8Array(changed.get(file) as Uint8Array);
    bytes[0] = (bytes[0] as number) ^ 1;
    changed.set(file, bytes);
    expect(await failed(changed)).toContain(file);
    // Even with the manifest made to agree, the receipt (vouched for by its event) names the file, and
    // the manifest no longer carries the portal's signature.
    expect(await failed(relisted(changed))).toEqual(expect.arrayContaining([file, 'manifest.json']));
  });

  it('one entry removed', async () => {
    const changed = new Map(entries);
    changed.delete('rozstrzygniecie.json');
    expect(await failed(changed)).toEqual(['rozstrzygniecie.json', 'rozstrzygniecie.json']);
    expect(await failed(relisted(changed))).toEqual(['rozstrzygniecie.json', 'manifest.json']);
    const withoutReadme = new Map(entries);
    withoutReadme.delete('README.txt');
    expect(await failed(relisted(withoutReadme))).toEqual(['README.txt', 'manifest.json']);
    const withoutProofs = new Map(entries);
    withoutProofs.delete('dowody.json');
    expect(await failed(withoutProofs)).toEqual(['dowody.json']);
  });

  it('one event removed from the procedure, or rewritten, even with its proof and the manifest to agree', async () => {
    const events = json(entries, 'zdarzenia.json') as ProcedureEvent[];
    const read = events.find((e) => e.type === 'offer.content_read') as ProcedureEvent;
    // Removed: the file no longer lists it, its proof stays (or goes too): the manifest's signature fails.
    const removed = new Map(entries);
    removed.set(
      'zdarzenia.json',
      new TextEncoder().encode(JSON.stringify(events.filter((e) => e.id !== read.id))),
    );
    expect(await failed(relisted(removed))).toEqual(['manifest.json', 'zdarzenia.json']);
    // Rewritten (dated three days earlier): its proof no longer holds against the signed head.
    const rewritten = new Map(entries);
    const earlier = events.map((e) =>
      e.id === read.id
        ? { ...e, occurred_at: new Date(Date.parse(e.occurred_at) - 3 * 86_400_000).toISOString() }
        : e,
    );
    rewritten.set('zdarzenia.json', new TextEncoder().encode(JSON.stringify(earlier)));
    const check = await verifyProcedureFile(relisted(rewritten), trusted());
    expect(check.parts.filter((p) => p.status === 'fail').map((p) => p.message)).toEqual(
      expect.arrayContaining([
        `Zdarzenie nr ${read.id} nie zgadza się z podpisanym dziennikiem: zmieniono je albo dopisano.`,
      ]),
    );
  });

  it('signed by a key that is not the portal’s', async () => {
    const someoneElses = { '0123456789abcdef': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' };
    expect(await failed(entries, someoneElses)).toEqual(['dowody.json']);
    // Without the portal's keys at hand, the key is named for the reader to compare: the file holds.
    const named = await verifyProcedureFile(entries, null);
    expect(named.ok).toBe(true);
    expect(named.parts.find((p) => p.status === 'unchecked' && p.part === 'dowody.json')?.message).toContain(
      auditKeys().current.keyId,
    );
  });

  it('one document swapped', async () => {
    const changed = new Map(entries);
    const [first, second] = offerSetIds.map((id) => `oferty/${id}/potwierdzenie.json`) as [string, string];
    changed.set(first, entries.get(second) as Uint8Array);
    changed.set(second, entries.get(first) as Uint8Array);
    expect(await failed(changed)).toEqual(expect.arrayContaining([first, second]));
    expect(await failed(relisted(changed))).toEqual(expect.arrayContaining([first, second, 'manifest.json']));
    const version = new Map(entries);
    version.set('ogloszenie/wersja-1.json', entries.get('rozstrzygniecie.json') as Uint8Array);
    expect(await failed(relisted(version))).toEqual(['ogloszenie/wersja-1.json', 'manifest.json']);
  });

  it('an added file, and no manifest', async () => {
    const added = new Map(entries);
    added.set('oferty/dodatkowa.txt', new TextEncoder().encode('x'));
    expect(await failed(added)).toEqual(['oferty/dodatkowa.txt']);
    const none = new Map(entries);
    none.delete('manifest.json');
    expect(await failed(none)).toEqual(['manifest.json']);
  });

  it('npm run audit:verify-file says the same of a zip on disk', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'bk-teczka-'));
    const good = join(folder, 'teczka.zip');
    const bad = join(folder, 'zmieniona.zip');
    await writeFile(good, zipSync(Object.fromEntries(entries)));
    const changed = new Map(entries);
    const bytes = new Uint8Array(changed.get('rozstrzygniecie.json') as Uint8Array);
    bytes[10] = (bytes[10] as number) ^ 1;
    changed.set('rozstrzygniecie.json', bytes);
    await writeFile(bad, zipSync(Object.fromEntries(changed)));
    const run = promisify(execFile);
    const script = join(import.meta.dirname, '../../../scripts/audit-verify-file.ts');
    const ok = await run(process.execPath, ['--import', 'tsx', script, good]);
    expect(ok.stdout).toContain('Plik zgodny');
    const refused = await run(process.execPath, ['--import', 'tsx', script, bad]).catch((e) => e);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Plik niezgodny');
    expect(refused.stdout).toContain('rozstrzygniecie.json');
  });
});
