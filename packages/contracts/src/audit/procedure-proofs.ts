import { canonicalEventText } from './canonical-json.ts';
import type { PartResult, ProcedureEvent } from './procedure-file.ts';
import { fromHex, utf8 } from './transparency/encoding.ts';
import { leafHash } from './transparency/hash.ts';
import { verifyInclusion } from './transparency/proofs.ts';
import { keyIdOf, type TreeHead, treeHeadSchema, verifyEd25519, verifyTreeHead } from './transparency/sth.ts';

/**
 * The procedure file's proofs (issue 47, decision 0048): dowody.json holds a tree head of the portal's
 * event log signed when the file was built, the public key that signed it, the signature of manifest.json
 * by that key (so no file can be added, removed or changed, manifest included, without it showing), and
 * each event's RFC 9162 inclusion proof against the head (so every event of zdarzenia.json is, unchanged,
 * in the log the portal signed and publishes). Checked offline, here, by the command and the page.
 */
export const PROOFS_FORMAT = 'bk-dowody/1';

export type ProcedureProofsFile = {
  format: typeof PROOFS_FORMAT;
  head: TreeHead;
  key_id: string;
  /** The raw 32-byte Ed25519 public key, base64. */
  public_key: string;
  /** Ed25519 signature (base64) of manifest.json's bytes. */
  manifest_signature: string;
  proofs: { event_id: number; leaf_index: number; proof: string[] }[];
};

export const proofTexts = {
  missing: 'Brak pliku dowody.json z podpisem teczki i dowodami włączenia zdarzeń do dziennika: usunięto go.',
  invalid: 'Plik dowody.json jest nieczytelny albo ma nieznany format.',
  keyId: 'Identyfikator klucza nie odpowiada kluczowi publicznemu w dowody.json.',
  keyUntrusted: (keyId: string) =>
    `Klucz ${keyId} nie jest kluczem publicznym portalu: teczkę podpisał ktoś inny.`,
  keyTrusted: (keyId: string) => `Podpisana kluczem portalu ${keyId}.`,
  keyUnchecked: (keyId: string) =>
    `Podpisana kluczem ${keyId}: porównaj go z kluczem publicznym opublikowanym przez portal (/api/audit/heads).`,
  manifestSigned: 'Podpis manifestu zgodny: żadnego pliku nie dodano, nie usunięto ani nie zmieniono.',
  manifestForged: 'Podpis manifestu nie zgadza się: manifest zmieniono po zbudowaniu teczki.',
  headSigned: (size: number, at: string) => `Podpisany stan dziennika: ${size} wpisów, ${at}.`,
  headForged: 'Podpis stanu dziennika nie zgadza się: stan zmieniono.',
  eventsIncluded: (n: number) => `Wszystkie zdarzenia (${n}) są, bez zmian, w podpisanym dzienniku portalu.`,
  eventNotIncluded: (id: number) =>
    `Zdarzenie nr ${id} nie zgadza się z podpisanym dziennikiem: zmieniono je albo dopisano.`,
  eventWithoutProof: (id: number) => `Zdarzenie nr ${id} nie ma dowodu włączenia do dziennika.`,
  proofWithoutEvent: (id: number) =>
    `Dowód dotyczy zdarzenia nr ${id}, którego brak w zdarzenia.json: zdarzenie usunięto.`,
} as const;

/** A text set of a check's own shape (a page in another language gives its own: issue 51). */
export type TextsOf<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};
export type ProofTexts = TextsOf<typeof proofTexts>;

const PART = 'dowody.json';
const EVENTS = 'zdarzenia.json';
const MANIFEST = 'manifest.json';

function parse(bytes: Uint8Array | undefined): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

function isProofs(value: unknown): value is ProcedureProofsFile {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as ProcedureProofsFile;
  return (
    p.format === PROOFS_FORMAT &&
    treeHeadSchema.safeParse(p.head).success &&
    typeof p.key_id === 'string' &&
    typeof p.public_key === 'string' &&
    typeof p.manifest_signature === 'string' &&
    Array.isArray(p.proofs) &&
    p.proofs.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        Number.isSafeInteger(e.event_id) &&
        Number.isSafeInteger(e.leaf_index) &&
        Array.isArray(e.proof) &&
        e.proof.every((h) => typeof h === 'string' && /^[0-9a-f]{64}$/.test(h)),
    )
  );
}

/** The leaf of an event of zdarzenia.json at its position (the log's canonical text of it). */
function leafOf(event: ProcedureEvent, leafIndex: number): Uint8Array {
  return leafHash(
    utf8(
      canonicalEventText({
        id: event.id,
        type: event.type,
        object_kind: event.object.kind,
        object_id: event.object.id,
        actor_kind: event.actor.kind,
        actor_id: event.actor.id,
        occurred_at: event.occurred_at,
        payload: event.payload,
        seq: leafIndex + 1,
      }),
    ),
  );
}

/**
 * Checks dowody.json against the archive: the key (among `trustedKeys`, key id -> base64 public key, when
 * given: the portal's published keys), the head's and the manifest's signatures, and every event's
 * inclusion proof. Each finding is a part's line; none is 'ok' by default.
 */
export async function checkProcedureProofs(
  entries: ReadonlyMap<string, Uint8Array>,
  events: ProcedureEvent[] | null,
  trustedKeys: Record<string, string> | null,
  texts: ProofTexts = proofTexts,
): Promise<PartResult[]> {
  const parts: PartResult[] = [];
  const add = (part: string, status: PartResult['status'], message: string) =>
    parts.push({ part, status, message });
  const proofs = parse(entries.get(PART));
  if (!entries.has(PART)) {
    add(PART, 'fail', texts.missing);
    return parts;
  }
  if (!isProofs(proofs)) {
    add(PART, 'fail', texts.invalid);
    return parts;
  }
  // The key: its id is its own, and (when the portal's keys are known) it is one of them.
  let keyIdHolds = false;
  try {
    keyIdHolds = keyIdOf(proofs.public_key) === proofs.key_id && proofs.head.key_id === proofs.key_id;
  } catch {
    keyIdHolds = false;
  }
  if (!keyIdHolds) add(PART, 'fail', texts.keyId);
  else if (trustedKeys && trustedKeys[proofs.key_id] !== proofs.public_key)
    add(PART, 'fail', texts.keyUntrusted(proofs.key_id));
  else if (trustedKeys) add(PART, 'ok', texts.keyTrusted(proofs.key_id));
  else add(PART, 'unchecked', texts.keyUnchecked(proofs.key_id));

  const manifest = entries.get(MANIFEST);
  if (manifest && (await verifyEd25519(proofs.public_key, manifest, proofs.manifest_signature)))
    add(MANIFEST, 'ok', texts.manifestSigned);
  else add(MANIFEST, 'fail', texts.manifestForged);

  const headHolds = await verifyTreeHead(proofs.head, { [proofs.head.key_id]: proofs.public_key });
  if (headHolds) add(PART, 'ok', texts.headSigned(proofs.head.size, proofs.head.timestamp));
  else add(PART, 'fail', texts.headForged);

  if (!events) return parts;
  const root = fromHex(proofs.head.root);
  const byEvent = new Map(proofs.proofs.map((p) => [p.event_id, p]));
  let failed = false;
  for (const event of events) {
    const proof = byEvent.get(event.id);
    byEvent.delete(event.id);
    if (!proof) {
      add(EVENTS, 'fail', texts.eventWithoutProof(event.id));
      failed = true;
    } else if (
      !verifyInclusion(
        leafOf(event, proof.leaf_index),
        proof.leaf_index,
        proofs.head.size,
        proof.proof.map(fromHex),
        root,
      )
    ) {
      add(EVENTS, 'fail', texts.eventNotIncluded(event.id));
      failed = true;
    }
  }
  for (const id of byEvent.keys()) {
    add(EVENTS, 'fail', texts.proofWithoutEvent(id));
    failed = true;
  }
  if (!failed && headHolds) add(EVENTS, 'ok', texts.eventsIncluded(events.length));
  return parts;
}
