/**
 * Wire names (English snake_case, used by the server) <-> client names (Polish camelCase, used by the
 * spec's screens). One table for the whole product; see docs/name-mapping.md.
 *
 * - Keys listed in the table map to their Polish name; other keys are converted snake_case <-> camelCase.
 * - When sending: fields of kind `date` are trimmed to yyyy-MM-dd; blank strings become null.
 * - Keys listed in `opaqueKeys` keep the keys of their value untouched (they are data, not field names).
 */
export type MappingEntry = { wire: string; pl: string; kind?: 'date' };

export const nameMappingTable = [
  // user and session
  { wire: 'forename', pl: 'imie' },
  { wire: 'surname', pl: 'nazwisko' },
  { wire: 'identifier', pl: 'identyfikator' },
  { wire: 'phone_number', pl: 'numerTelefonu' },
  { wire: 'blocked', pl: 'kontoZablokowane' },
  { wire: 'blocked_at', pl: 'dataZablokowaniaKonta' },
  { wire: 'economic_subject', pl: 'danePodmiotu' },
  { wire: 'contact_persons', pl: 'osobyDoKontaktu' },
  { wire: 'expires_at', pl: 'wygasa' },
  // audit
  { wire: 'created_at', pl: 'dataUtworzenia' },
  { wire: 'modified_at', pl: 'dataModyfikacji' },
  { wire: 'created_by', pl: 'ktoUtworzyl' },
  { wire: 'modified_by', pl: 'ktoModyfikowal' },
  // common
  { wire: 'name', pl: 'nazwa' },
  { wire: 'title', pl: 'tytul' },
  { wire: 'title_en', pl: 'tytulAngielski' },
  { wire: 'summary_en', pl: 'streszczenieAngielskie' },
  { wire: 'description', pl: 'opis' },
  { wire: 'number', pl: 'numer' },
  { wire: 'full_number', pl: 'calyNumer' },
  { wire: 'publication_date', pl: 'dataOpublikowania', kind: 'date' },
  { wire: 'submission_deadline', pl: 'terminOfert' },
  { wire: 'content', pl: 'tresc' },
  { wire: 'header', pl: 'naglowek' },
  { wire: 'code', pl: 'kod' },
  // files
  { wire: 'file', pl: 'plik' },
  // addresses and places (TERYT)
  { wire: 'locality', pl: 'miejscowosc' },
  { wire: 'voivodeship', pl: 'wojewodztwo' },
  { wire: 'poviat', pl: 'powiat' },
  { wire: 'commune', pl: 'gmina' },
  { wire: 'country', pl: 'kraj' },
  { wire: 'postcode', pl: 'kodPocztowy' },
  { wire: 'street', pl: 'ulica' },
  { wire: 'house_number', pl: 'numerDomu' },
  { wire: 'address', pl: 'adres' },
  { wire: 'address_kind', pl: 'rodzajAdresu' },
  { wire: 'identification_type', pl: 'typNumeruIdentyfikacyjnego' },
  { wire: 'identification_number', pl: 'numerIdentyfikacyjny' },
  // dictionaries
  { wire: 'cpv_codes', pl: 'kodyCPV' },
  // implementation levels, projects and enrolments
  { wire: 'perspective', pl: 'perspektywa' },
  { wire: 'programme', pl: 'programOperacyjny' },
  { wire: 'priority', pl: 'osPriorytetowa' },
  { wire: 'activity', pl: 'dzialanie' },
  { wire: 'institution', pl: 'instytucja' },
  { wire: 'institution_number', pl: 'numerInstytucji' },
  { wire: 'type', pl: 'typ' },
  { wire: 'project_enrollments', pl: 'projektyNabory' },
  { wire: 'has_published_announcements', pl: 'maOpublikowaneOgloszenia' },
  { wire: 'has_draft_announcements', pl: 'maRoboczeOgloszenia' },
  // announcements
  { wire: 'advertisement', pl: 'ogloszenie' },
  { wire: 'advertisements', pl: 'ogloszenia' },
  { wire: 'supplementary_orders', pl: 'zamowieniaUzupelniajace' },
  { wire: 'contract_change_conditions', pl: 'warunkiZmianyUmowy' },
  { wire: 'partial_offers_allowed', pl: 'czyDopuszczalnaOfertaCzesciowa' },
  { wire: 'planned_contract_signing', pl: 'planowanyTerminPodpisaniaUmowy' },
  { wire: 'parts', pl: 'zamowienia' },
  { wire: 'order_items', pl: 'przedmiotyZamowienia' },
  { wire: 'estimated_value', pl: 'szacunkowaWartosc' },
  { wire: 'criteria', pl: 'kryteriaOceny' },
  { wire: 'is_price', pl: 'czyKryteriumCenowe' },
  { wire: 'variants_allowed', pl: 'czyWariantowe' },
  { wire: 'category_id', pl: 'kategoria' },
  { wire: 'subcategory_id', pl: 'podkategoria' },
  { wire: 'warranty', pl: 'okresGwarancji' },
  { wire: 'places', pl: 'miejscaRealizacji' },
  { wire: 'stages', pl: 'harmonogramy' },
  { wire: 'start', pl: 'poczatekRealizacji' },
  { wire: 'end', pl: 'koniecRealizacji' },
  { wire: 'partial_payment', pl: 'czyWystepujePlatnoscCzesciowa' },
  { wire: 'conditions', pl: 'warunkiUdzialu' },
  { wire: 'attachments', pl: 'zalaczniki' },
  { wire: 'project_ids', pl: 'projekty' },
  { wire: 'has_draft_copy', pl: 'czyMaKopieRobocza' },
  { wire: 'advertiser_address_details', pl: 'daneAdresoweOgloszeniodawcy' },
  { wire: 'status_label', pl: 'statusLabel' },
  // questions and answers
  { wire: 'question', pl: 'pytanie' },
  { wire: 'questions', pl: 'pytania' },
  { wire: 'answer', pl: 'odpowiedz' },
  { wire: 'original_content', pl: 'trescOryginalna' },
  { wire: 'is_asker', pl: 'jestAutorem' },
  // settlement
  { wire: 'settlement', pl: 'rozstrzygniecie' },
  { wire: 'no_offer_chosen', pl: 'zadnaOfertaWybrana' },
  { wire: 'chosen_variant', pl: 'wybranyWariant' },
  { wire: 'offer_sets_to_delete', pl: 'ofertyDoUsuniecia' },
  { wire: 'comment', pl: 'komentarz' },
  { wire: 'is_protocol', pl: 'jestProtokolem' },
  // site content
  { wire: 'helps', pl: 'pomoce' },
  { wire: 'help', pl: 'pomoc' },
  { wire: 'parent', pl: 'rozdzialNadrzedny' },
  { wire: 'screen', pl: 'ekran' },
  { wire: 'related_helps', pl: 'powiazane' },
  { wire: 'related_to_current', pl: 'powiazaneDlaObecnego' },
  { wire: 'regulation', pl: 'regulamin' },
  { wire: 'current_exists', pl: 'aktualnyIstnieje' },
  { wire: 'pending_exists', pl: 'doPublikacjiIstnieje' },
  { wire: 'general_contents', pl: 'tresciOgolne' },
  { wire: 'general_content', pl: 'trescOgolna' },
  { wire: 'statements', pl: 'komunikaty' },
  { wire: 'statement', pl: 'komunikat' },
  { wire: 'yellow_stripe', pl: 'czyZoltyPasek' },
  { wire: 'active', pl: 'czyAktywny' },
  { wire: 'no_expiry', pl: 'czyBezterminowy' },
  { wire: 'expiry_date', pl: 'dataWaznosci', kind: 'date' },
] as const satisfies readonly MappingEntry[];

/** `payload`: an event's own record in the event log (decision 0031), shown as it was written. */
export const opaqueKeyNames = ['errors', 'permissions_flags', 'payload'] as const;
export const opaqueKeys: ReadonlySet<string> = new Set(opaqueKeyNames);

const wireToPl = new Map<string, MappingEntry>(nameMappingTable.map((e) => [e.wire, e]));
const plToWire = new Map<string, MappingEntry>(nameMappingTable.map((e) => [e.pl, e]));

export function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function camelToSnake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function wireKeyToPolish(key: string): string {
  return wireToPl.get(key)?.pl ?? snakeToCamel(key);
}

export function polishKeyToWire(key: string): string {
  return plToWire.get(key)?.wire ?? camelToSnake(key);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** Maps a received value (wire names) to client names, recursively. */
export function toPolish<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((v) => toPolish(v)) as T;
  if (!isPlainObject(value)) return value as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const mapped = wireKeyToPolish(key);
    out[mapped] = opaqueKeys.has(key) ? v : toPolish(v);
  }
  return out as T;
}

/** Maps a value to send (client names) to wire names, trimming dates and turning blank strings to null. */
export function toWire<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((v) => toWire(v)) as T;
  if (typeof value === 'string') return (value.trim() === '' ? null : value) as T;
  if (!isPlainObject(value)) return value as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const entry = plToWire.get(key);
    const wire = entry?.wire ?? camelToSnake(key);
    let mapped = opaqueKeys.has(wire) ? v : toWire(v);
    if (entry?.kind === 'date' && typeof mapped === 'string') mapped = mapped.slice(0, 10);
    out[wire] = mapped;
  }
  return out as T;
}

/** Maps a server field-error path (`economic_subject.postcode`) to the client's (`danePodmiotu.kodPocztowy`). */
export function wirePathToPolish(path: string): string {
  return path
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? segment : wireKeyToPolish(segment)))
    .join('.');
}
