import { describe, expect, it } from 'vitest';
import { canonicalJson, documentBytes, documentDigest, sha256Hex } from './canonical-json.ts';
import { checkProcedureFile, PROCEDURE_FILE_FORMAT, type ProcedureEvent } from './procedure-file.ts';

const text = (value: string) => new TextEncoder().encode(value);
const version = { title: 'Dostawa', parts: [{ id: 1 }] };
const settlement = { parts: [{ part_id: 1, chosen_variant: { offer_set_id: 7, variant_id: 3 } }] };
const file = text('formularz');
const receipt = { bidder: 5, attachments: [{ name: 'Formularz', sha256: sha256Hex(file) }] };

function event(id: number, type: string, kind: string, objectId: number, payload: Record<string, unknown>) {
  return {
    id,
    type,
    object: { kind, id: objectId },
    actor: { kind: 'user', id: 1 },
    occurred_at: '2026-12-01T10:00:00.000Z',
    payload,
  } satisfies ProcedureEvent;
}

/** A sound file: a version, a receipt with its file, the settlement, their events, the manifest. */
function archive(
  events: ProcedureEvent[] = [
    event(1, 'announcement.published', 'announcement', 9, {
      version_no: 1,
      content_sha256: documentDigest(version),
    }),
    event(2, 'offer.submitted', 'offer_set', 7, { receipt_sha256: documentDigest(receipt) }),
    event(3, 'settlement.published', 'announcement', 9, { content_sha256: documentDigest(settlement) }),
  ],
  offersIncluded = true,
) {
  const files = new Map<string, Uint8Array>([
    ['README.txt', text('TECZKA')],
    ['ogloszenie/wersja-1.json', documentBytes(version)],
    ['pytania-i-odpowiedzi.json', text('[]')],
    ['rozstrzygniecie.json', documentBytes(settlement)],
    ['zdarzenia.json', text(JSON.stringify(events))],
  ]);
  if (offersIncluded) {
    files.set('oferty/7/potwierdzenie.json', documentBytes(receipt));
    files.set('oferty/7/pliki/formularz.txt', file);
  }
  return withManifest(files, offersIncluded);
}

function withManifest(files: Map<string, Uint8Array>, offersIncluded = true) {
  const manifest = {
    format: PROCEDURE_FILE_FORMAT,
    announcement: { id: 9, number: '2026-00001-00009', title: 'Dostawa', status: 'RESOLVED' },
    built_at: '2026-12-03T08:00:00.000Z',
    portal: 'https://bk.example',
    offers_included: offersIncluded,
    files: [...files].map(([path, bytes]) => ({ path, sha256: sha256Hex(bytes), size: bytes.length })),
  };
  return new Map([['manifest.json', text(JSON.stringify(manifest))], ...files]);
}

const failing = (entries: Map<string, Uint8Array>) =>
  checkProcedureFile(entries)
    .parts.filter((p) => p.status === 'fail')
    .map((p) => p.part);

describe('checkProcedureFile', () => {
  it("finds a sound file sound (its proofs are checkProcedureProofs' part)", () => {
    const check = checkProcedureFile(archive());
    expect(failing(archive())).toEqual([]);
    expect(check).toMatchObject({ ok: true, verdict: 'Plik zgodny', builtAt: '2026-12-03T08:00:00.000Z' });
    expect(check.parts.filter((p) => p.status === 'unchecked')).toEqual([]);
  });

  it('does not fail a document whose event predates the digests, but names it', () => {
    const entries = archive([
      event(1, 'announcement.published', 'announcement', 9, { version_no: 1 }),
      event(2, 'offer.submitted', 'offer_set', 7, { receipt_sha256: documentDigest(receipt) }),
      event(3, 'settlement.published', 'announcement', 9, { content_sha256: documentDigest(settlement) }),
    ]);
    const check = checkProcedureFile(entries);
    expect(check.ok).toBe(true);
    expect(
      check.parts.find((p) => p.part === 'ogloszenie/wersja-1.json' && p.status === 'unchecked'),
    ).toBeDefined();
  });

  it('names a version whose file is gone, and a version no event vouches for', () => {
    const gone = archive();
    gone.delete('ogloszenie/wersja-1.json');
    expect(failing(withManifest(new Map([...gone].filter(([p]) => p !== 'manifest.json'))))).toEqual([
      'ogloszenie/wersja-1.json',
    ]);
    const extra = new Map([...archive()].filter(([p]) => p !== 'manifest.json'));
    extra.set('ogloszenie/wersja-2.json', documentBytes(version));
    expect(failing(withManifest(extra))).toEqual(['ogloszenie/wersja-2.json']);
  });

  it('names a withdrawn offer kept in the file, and a settled file without its offers', () => {
    const withdrawn = archive([
      event(1, 'announcement.published', 'announcement', 9, {
        version_no: 1,
        content_sha256: documentDigest(version),
      }),
      event(2, 'offer.submitted', 'offer_set', 7, { receipt_sha256: documentDigest(receipt) }),
      event(3, 'offer.withdrawn', 'offer_set', 7, {}),
      event(4, 'settlement.published', 'announcement', 9, { content_sha256: documentDigest(settlement) }),
    ]);
    expect(failing(withdrawn)).toEqual(['oferty/7/potwierdzenie.json']);
    expect(failing(archive(undefined, false))).toEqual(['oferty/']);
  });

  it('refuses a manifest that is missing, unreadable or lists a file twice', () => {
    const none = archive();
    none.delete('manifest.json');
    expect(checkProcedureFile(none)).toMatchObject({ ok: false, announcement: null });
    const unreadable = archive();
    unreadable.set('manifest.json', new Uint8Array([0xff, 0xfe, 0x00]));
    expect(failing(unreadable)).toEqual(['manifest.json']);
    const twice = archive();
    const manifest = JSON.parse(new TextDecoder().decode(twice.get('manifest.json')));
    manifest.files.push(manifest.files[0]);
    twice.set('manifest.json', text(JSON.stringify(manifest)));
    expect(failing(twice)).toEqual(['README.txt']);
  });

  it('digests the canonical JSON, whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'ą' }] })).toBe('{"a":[{"c":"ą","d":null}],"b":1}');
    expect(documentDigest({ b: 1, a: 2 })).toBe(documentDigest({ a: 2, b: 1 }));
  });
});
