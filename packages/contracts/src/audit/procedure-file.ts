import { sha256Hex } from './canonical-json.ts';
import { checkProcedureProofs, type ProofTexts, proofTexts, type TextsOf } from './procedure-proofs.ts';

/**
 * The procedure file ("teczka postępowania", issue 47, decision 0047): its layout, its manifest and
 * the one check of it, pure, shared by `npm run audit:verify-file` and the portal's page /weryfikacja
 * (which reads the zip in the browser and sends nothing). The check takes the archive's entries (path
 * -> bytes) and says, part by part, whether every listed file is there with its digest and size,
 * nothing unlisted was added, and every document's digest equals the digest its event carries.
 */

export const PROCEDURE_FILE_FORMAT = 'bk-teczka-postepowania/1';

/** The archive's fixed paths (the rest: ogloszenie/wersja-N.json, oferty/<offer set id>/...). */
export const procedureFilePaths = {
  manifest: 'manifest.json',
  readme: 'README.txt',
  events: 'zdarzenia.json',
  questions: 'pytania-i-odpowiedzi.json',
  questionsPdf: 'pytania-i-odpowiedzi.pdf',
  settlement: 'rozstrzygniecie.json',
  settlementPdf: 'rozstrzygniecie.pdf',
  /** The manifest's signature and the events' inclusion proofs against a signed tree head (issue 47). */
  proofs: 'dowody.json',
} as const;

export const versionPath = (versionNo: number) => `ogloszenie/wersja-${versionNo}.json`;
export const versionPdfPath = (versionNo: number) => `ogloszenie/wersja-${versionNo}.pdf`;
export const receiptPath = (offerSetId: number) => `oferty/${offerSetId}/potwierdzenie.json`;
export const offerFilePath = (offerSetId: number, name: string) => `oferty/${offerSetId}/pliki/${name}`;

export type ManifestEntry = { path: string; sha256: string; size: number };

export type ProcedureManifest = {
  format: typeof PROCEDURE_FILE_FORMAT;
  announcement: { id: number; number: string | null; title: string; status: string };
  built_at: string;
  portal: string;
  /** False when the offers stay sealed (an announcement cancelled before its deadline). */
  offers_included: boolean;
  files: ManifestEntry[];
};

/** An event as zdarzenia.json holds it (as the log holds it). */
export type ProcedureEvent = {
  id: number;
  type: string;
  object: { kind: string; id: number };
  actor: { kind: string; id: number | null };
  occurred_at: string;
  payload: Record<string, unknown>;
};

export type PartStatus = 'ok' | 'fail' | 'unchecked';
export type PartResult = { part: string; status: PartStatus; message: string };
export type ProcedureFileCheck = {
  ok: boolean;
  /** 'Plik zgodny' or 'Plik niezgodny'. */
  verdict: string;
  announcement: ProcedureManifest['announcement'] | null;
  builtAt: string | null;
  parts: PartResult[];
};

export const procedureFileTexts = {
  ok: 'Plik zgodny',
  failed: 'Plik niezgodny',
  notZip: 'To nie jest archiwum ZIP teczki postępowania.',
  manifestMissing: 'Brak pliku manifest.json: nie wiadomo, co powinna zawierać teczka.',
  manifestInvalid: 'Plik manifest.json jest nieczytelny albo ma nieznany format.',
  manifestOk: (n: number) => `Manifest wymienia ${n} plików.`,
  fileOk: 'Zgodny z manifestem (SHA-256 i rozmiar).',
  fileMissing: 'Plik wymieniony w manifeście nie występuje w archiwum.',
  fileSize: (expected: number, actual: number) =>
    `Rozmiar ${actual} B zamiast ${expected} B zapisanych w manifeście.`,
  fileDigest: 'Skrót SHA-256 różni się od zapisanego w manifeście: plik zmieniono.',
  unlisted: 'Plik nie jest wymieniony w manifeście: dodano go do teczki.',
  requiredMissing: 'Brak pliku, który musi być w każdej teczce: usunięto go.',
  duplicate: 'Plik występuje w manifeście więcej niż raz.',
  eventsMissing: 'Brak pliku zdarzenia.json ze zdarzeniami postępowania.',
  eventsInvalid: 'Plik zdarzenia.json jest nieczytelny.',
  eventsOk: (n: number) => `Zdarzeń postępowania: ${n}.`,
  digestOk: (eventId: number) => `Skrót dokumentu zgodny ze zdarzeniem nr ${eventId}.`,
  digestMismatch: (eventId: number) =>
    `Skrót dokumentu różni się od skrótu w zdarzeniu nr ${eventId}: dokument podmieniono lub zmieniono.`,
  digestAbsent: (eventId: number) =>
    `Zdarzenie nr ${eventId} nie zawiera skrótu dokumentu (zapisane przed jego wprowadzeniem): nie sprawdzono.`,
  noEvent: 'Brak zdarzenia, które poświadcza ten dokument.',
  documentMissing: (eventId: number) =>
    `Zdarzenie nr ${eventId} poświadcza dokument, którego brak w teczce: usunięto go.`,
  offerFileUnknown: 'Pliku oferty nie ma w potwierdzeniu złożenia oferty.',
  offerFileMissing: (name: string) => `Brak pliku oferty „${name}” wymienionego w potwierdzeniu.`,
  offerFilesOk: 'Pliki oferty zgodne z potwierdzeniem złożenia.',
  offersMissing: 'Postępowanie rozstrzygnięto, a teczka nie zawiera ofert.',
} as const;

/** The check's texts in another language (a page's: issue 51), of the Polish ones' shape. */
export type ProcedureFileTexts = TextsOf<typeof procedureFileTexts>;

const { manifest: MANIFEST, events: EVENTS, settlement: SETTLEMENT } = procedureFilePaths;

function parseJson(bytes: Uint8Array | undefined): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

function isManifest(value: unknown): value is ProcedureManifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as ProcedureManifest;
  return (
    m.format === PROCEDURE_FILE_FORMAT &&
    Array.isArray(m.files) &&
    m.files.every(
      (f) =>
        typeof f === 'object' &&
        f !== null &&
        typeof f.path === 'string' &&
        typeof f.sha256 === 'string' &&
        typeof f.size === 'number',
    )
  );
}

function isEvents(value: unknown): value is ProcedureEvent[] {
  return (
    Array.isArray(value) &&
    value.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.id === 'number' &&
        typeof e.type === 'string' &&
        typeof e.object === 'object' &&
        typeof e.payload === 'object',
    )
  );
}

/** The last of the events that match, or undefined. */
const lastOf = (events: ProcedureEvent[], match: (e: ProcedureEvent) => boolean) =>
  events.filter(match).at(-1);

/**
 * Checks a procedure file: `entries` are the archive's files (path -> bytes; folders left out). Every
 * part gets its line; the file holds only when none fails ('unchecked' parts, such as events written
 * before they carried digests, do not fail it but are named).
 */
export function checkProcedureFile(
  entries: ReadonlyMap<string, Uint8Array>,
  texts: ProcedureFileTexts = procedureFileTexts,
): ProcedureFileCheck {
  const parts: PartResult[] = [];
  const add = (part: string, status: PartStatus, message: string) => parts.push({ part, status, message });
  const done = (manifest: ProcedureManifest | null): ProcedureFileCheck => {
    const ok = parts.every((p) => p.status !== 'fail');
    return {
      ok,
      verdict: ok ? texts.ok : texts.failed,
      announcement: manifest?.announcement ?? null,
      builtAt: manifest?.built_at ?? null,
      parts,
    };
  };

  // 1. The manifest, and every file against it.
  const manifestBytes = entries.get(MANIFEST);
  if (!manifestBytes) {
    add(MANIFEST, 'fail', texts.manifestMissing);
    return done(null);
  }
  const manifest = parseJson(manifestBytes);
  if (!isManifest(manifest)) {
    add(MANIFEST, 'fail', texts.manifestInvalid);
    return done(null);
  }
  add(MANIFEST, 'ok', texts.manifestOk(manifest.files.length));
  const digests = new Map<string, string>();
  const listed = new Set<string>();
  for (const entry of manifest.files) {
    if (listed.has(entry.path)) {
      add(entry.path, 'fail', texts.duplicate);
      continue;
    }
    listed.add(entry.path);
    const bytes = entries.get(entry.path);
    if (!bytes) {
      add(entry.path, 'fail', texts.fileMissing);
      continue;
    }
    const digest = sha256Hex(bytes);
    digests.set(entry.path, digest);
    if (bytes.length !== entry.size) add(entry.path, 'fail', texts.fileSize(entry.size, bytes.length));
    else if (digest !== entry.sha256.toLowerCase()) add(entry.path, 'fail', texts.fileDigest);
    else add(entry.path, 'ok', texts.fileOk);
  }
  // The parts every file has: removed together with their lines of the manifest, they are still missed.
  for (const path of [procedureFilePaths.readme, procedureFilePaths.events, procedureFilePaths.questions]) {
    if (!listed.has(path)) add(path, 'fail', texts.requiredMissing);
  }
  for (const path of entries.keys()) {
    // manifest.json and dowody.json (which signs the manifest) are the two files the manifest cannot list.
    if (path !== MANIFEST && path !== procedureFilePaths.proofs && !listed.has(path)) {
      add(path, 'fail', texts.unlisted);
      // Its digest still counts below, so a document added unlisted is named once more there.
      digests.set(path, sha256Hex(entries.get(path) as Uint8Array));
    }
  }

  // 2. The events, and every document against the event that vouches for it.
  const events = parseJson(entries.get(EVENTS));
  if (!entries.has(EVENTS)) {
    add(EVENTS, 'fail', texts.eventsMissing);
    return done(manifest);
  }
  if (!isEvents(events)) {
    add(EVENTS, 'fail', texts.eventsInvalid);
    return done(manifest);
  }
  add(EVENTS, 'ok', texts.eventsOk(events.length));
  const present = (path: string) => digests.has(path);
  const vouch = (path: string, event: ProcedureEvent, field: string) => {
    const expected = event.payload[field];
    if (typeof expected !== 'string') add(path, 'unchecked', texts.digestAbsent(event.id));
    else if (!present(path)) add(path, 'fail', texts.documentMissing(event.id));
    else if (digests.get(path) !== expected) add(path, 'fail', texts.digestMismatch(event.id));
    else add(path, 'ok', texts.digestOk(event.id));
  };

  // The published versions: each version's event and its ogloszenie/wersja-N.json.
  const versionEvents = events.filter(
    (e) => e.type === 'announcement.published' || e.type === 'announcement.version_published',
  );
  const versionsVouched = new Set<string>();
  for (const event of versionEvents) {
    const path = versionPath(Number(event.payload.version_no));
    versionsVouched.add(path);
    vouch(path, event, 'content_sha256');
  }
  for (const path of digests.keys()) {
    if (/^ogloszenie\/wersja-\d+\.json$/.test(path) && !versionsVouched.has(path))
      add(path, 'fail', texts.noEvent);
  }

  // The settlement: the last settlement.published.
  const settled = lastOf(events, (e) => e.type === 'settlement.published');
  if (settled) vouch(SETTLEMENT, settled, 'content_sha256');
  else if (present(SETTLEMENT)) add(SETTLEMENT, 'fail', texts.noEvent);

  // The offers: each submitted offer set's receipt (its last submission) and its files (the receipt's).
  const submitted = new Map<number, ProcedureEvent>();
  for (const event of events) {
    if (event.object.kind !== 'offer_set') continue;
    if (event.type === 'offer.submitted') submitted.set(event.object.id, event);
    else if (event.type === 'offer.withdrawn' || event.type === 'offer.deleted')
      submitted.delete(event.object.id);
  }
  if (manifest.offers_included) {
    for (const [offerSetId, event] of submitted) {
      const path = receiptPath(offerSetId);
      vouch(path, event, 'receipt_sha256');
      checkOfferFiles(offerSetId, parseJson(entries.get(path)), digests, add, texts);
    }
  } else if (settled) {
    add('oferty/', 'fail', texts.offersMissing);
  }
  for (const path of digests.keys()) {
    const match = /^oferty\/(\d+)\/potwierdzenie\.json$/.exec(path);
    if (match && !(manifest.offers_included && submitted.has(Number(match[1]))))
      add(path, 'fail', texts.noEvent);
  }

  return done(manifest);
}

/**
 * The whole check of a procedure file: checkProcedureFile's parts and dowody.json's (the manifest's
 * signature, the signed head, every event's inclusion proof; procedure-proofs.ts). `trustedKeys`: the
 * portal's published public keys (key id -> base64), when known; without them the key is named for the
 * reader to compare.
 */
export async function verifyProcedureFile(
  entries: ReadonlyMap<string, Uint8Array>,
  trustedKeys: Record<string, string> | null = null,
  texts: { file: ProcedureFileTexts; proofs: ProofTexts } = { file: procedureFileTexts, proofs: proofTexts },
): Promise<ProcedureFileCheck> {
  const first = checkProcedureFile(entries, texts.file);
  if (first.announcement === null) return first;
  const events = parseJson(entries.get(EVENTS));
  const parts = [
    ...first.parts,
    ...(await checkProcedureProofs(entries, isEvents(events) ? events : null, trustedKeys, texts.proofs)),
  ];
  const ok = parts.every((p) => p.status !== 'fail');
  return { ...first, ok, verdict: ok ? texts.file.ok : texts.file.failed, parts };
}

/** An offer set's files against its receipt: every file the receipt names, and none it does not. */
function checkOfferFiles(
  offerSetId: number,
  receipt: unknown,
  digests: ReadonlyMap<string, string>,
  add: (part: string, status: PartStatus, message: string) => void,
  texts: ProcedureFileTexts,
) {
  const folder = `oferty/${offerSetId}/pliki/`;
  const named = (
    (receipt as { attachments?: { name: string | null; sha256: string }[] } | undefined)?.attachments ?? []
  ).filter((a) => typeof a?.sha256 === 'string');
  const remaining = [...named];
  let failed = false;
  for (const [path, digest] of digests) {
    if (!path.startsWith(folder)) continue;
    const index = remaining.findIndex((a) => a.sha256 === digest);
    if (index < 0) {
      add(path, 'fail', texts.offerFileUnknown);
      failed = true;
    } else remaining.splice(index, 1);
  }
  for (const missing of remaining) {
    add(folder, 'fail', texts.offerFileMissing(missing.name ?? missing.sha256));
    failed = true;
  }
  if (!failed && named.length > 0) add(folder, 'ok', texts.offerFilesOk);
}

/** The README of the file, in Polish: what it holds and how to check it. */
export function procedureFileReadme(facts: {
  announcementId: number;
  number: string | null;
  title: string;
  builtAt: string;
  portal: string;
  offersIncluded: boolean;
}): string {
  return `TECZKA POSTĘPOWANIA
Ogłoszenie nr ${facts.number ?? '(bez numeru)'} (identyfikator ${facts.announcementId})
${facts.title}
Zbudowana: ${facts.builtAt}
Portal: ${facts.portal}

CO ZAWIERA TECZKA
- manifest.json: lista wszystkich plików teczki z ich skrótami SHA-256 i rozmiarami w bajtach,
  identyfikator ogłoszenia, czas zbudowania teczki i adres portalu.
- ogloszenie/wersja-N.json: każda opublikowana wersja ogłoszenia, dokładnie tak, jak ją opublikowano
  (kanoniczny JSON: klucze posortowane, bez odstępów), i ogloszenie/wersja-N.pdf: jej wydruk.
- ogloszenie/zalaczniki/<numer pliku>/: załączniki opublikowanych wersji ogłoszenia.
- pytania-i-odpowiedzi.json i pytania-i-odpowiedzi.pdf: opublikowane pytania i odpowiedzi.
${
  facts.offersIncluded
    ? `- oferty/<numer zestawu ofert>/potwierdzenie.json: potwierdzenie złożenia oferty (czas serwera,
  dane oferenta, ceny, nazwy i skróty SHA-256 plików) oraz oferty/<numer>/pliki/: pliki oferty.`
    : `- Oferty nie są dołączone: postępowanie anulowano, zanim je otwarto (pozostają zapieczętowane).`
}
- rozstrzygniecie.json: rozstrzygnięcie postępowania tak, jak je zapisano, i rozstrzygniecie.pdf:
  jego wydruk (jeśli je opublikowano), oraz rozstrzygniecie/zalaczniki/<numer pliku>/: jego załączniki.
- zdarzenia.json: zdarzenia postępowania z dziennika zdarzeń portalu (publikacje, pytania, oferty,
  odczyty ofert, rozstrzygnięcie): identyfikator, rodzaj, obiekt, wykonawca, czas i treść.
- dowody.json: podpisany przez portal stan jego dziennika zdarzeń (drzewo Merkle wg RFC 9162: liczba
  wpisów, korzeń, czas, podpis Ed25519), klucz publiczny portalu, podpis pliku manifest.json tym
  kluczem i dowód włączenia każdego zdarzenia z zdarzenia.json do podpisanego dziennika.

Pliki PDF są wydrukami tych samych danych, jakie drukuje portal; skróty w zdarzeniach dziennika
poświadczają pliki JSON, a manifest poświadcza wszystkie pliki, PDF także.

JAK SPRAWDZIĆ TECZKĘ
1. Na stronie portalu ${facts.portal}/weryfikacja wybierz ten plik ZIP. Plik jest sprawdzany
   w przeglądarce i nigdzie nie jest wysyłany.
   Albo w kopii kodu portalu: npm run audit:verify-file ŚCIEŻKA_DO_PLIKU.zip
2. Sprawdzenie potwierdza, że:
   - każdy plik wymieniony w manifest.json istnieje i ma zapisany skrót SHA-256 i rozmiar,
   - w teczce nie ma plików spoza manifestu,
   - skrót każdej wersji ogłoszenia, rozstrzygnięcia i potwierdzenia złożenia oferty jest równy
     skrótowi zapisanemu w jego zdarzeniu (content_sha256, receipt_sha256),
   - pliki każdej oferty są tymi, które wymienia jej potwierdzenie złożenia,
   - manifest.json podpisał portal (więc żadnego pliku nie dodano, nie usunięto ani nie zmieniono),
   - każde zdarzenie z zdarzenia.json jest, bez zmian, w dzienniku, którego stan portal podpisał;
     ten stan można porównać ze stanami opublikowanymi przez portal (${facts.portal}/api/audit/heads)
     i z tymi, które ktoś zachował wcześniej (np. w poczcie), a klucz publiczny z opublikowanym.
3. Skrót SHA-256 dowolnego pliku można też policzyć samodzielnie, np. poleceniem
   sha256sum PLIK (Linux) albo certutil -hashfile PLIK SHA256 (Windows), i porównać z manifest.json.

Zmiana choćby jednego bajtu któregokolwiek pliku, usunięcie pliku albo podmiana dokumentu
powodują wynik „Plik niezgodny” ze wskazaniem części, której dotyczy.
`;
}

/** The download's refusals (GET /api/announcements/{id}/procedure-file.zip). */
export const procedureFileMessages = {
  forbidden: 'Nie masz uprawnień do pobrania teczki postępowania tego ogłoszenia.',
  notReady: 'Teczkę postępowania można pobrać dopiero po rozstrzygnięciu albo anulowaniu postępowania.',
  /** The link on the announcement's page, the page of the check. */
  download: 'Pobierz teczkę postępowania',
} as const;
