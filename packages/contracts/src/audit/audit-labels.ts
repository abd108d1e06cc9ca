import { countOf } from '../common/plural.ts';

/**
 * The event log's Polish names (issue 31, decision 0031), zod-free: every event type the log holds
 * (apps/server/src/modules/events/event-types.ts; a server unit test keeps the two lists equal), the
 * kinds of objects events are about, and how offer content was reached.
 */
export const eventTypeLabels = {
  'announcement.draft_created': 'Utworzenie wersji roboczej ogłoszenia',
  'announcement.draft_saved': 'Zapis wersji roboczej ogłoszenia',
  'announcement.publication_scheduled': 'Zaplanowanie publikacji ogłoszenia',
  'announcement.published': 'Publikacja ogłoszenia',
  'announcement.version_published': 'Publikacja nowej wersji ogłoszenia',
  'announcement.deadline_extended': 'Przedłużenie terminu składania ofert',
  'announcement.copied': 'Skopiowanie ogłoszenia',
  'announcement.deleted': 'Usunięcie ogłoszenia',
  'announcement.cancelled': 'Anulowanie ogłoszenia',
  'announcement.locked': 'Zablokowanie ogłoszenia',
  'announcement.unlocked': 'Odblokowanie ogłoszenia',
  'announcement.closed': 'Zamknięcie ogłoszenia po terminie składania ofert',
  'announcement.resolved': 'Rozstrzygnięcie ogłoszenia',
  'favorite.added': 'Dodanie ogłoszenia do ulubionych',
  'favorite.removed': 'Usunięcie ogłoszenia z ulubionych',
  'mark.cleared': 'Usunięcie oznaczenia jako nowe',
  'offer.saved': 'Zapis roboczej oferty',
  'offer.submitted': 'Złożenie oferty',
  'offer.withdrawn': 'Wycofanie oferty',
  'offer.deleted': 'Usunięcie oferty',
  'offer.entered': 'Wprowadzenie oferty złożonej inną drogą',
  'offer.content_read': 'Odczyt oferty',
  'offer.read_refused': 'Odrzucona próba odczytu oferty',
  'question.asked': 'Zadanie pytania',
  'answer.saved': 'Zapis odpowiedzi na pytanie',
  'answer.published': 'Publikacja odpowiedzi na pytanie',
  'settlement.published': 'Publikacja rozstrzygnięcia',
  'session.started': 'Zalogowanie',
  'session.ended': 'Wylogowanie',
  'user.created': 'Utworzenie konta użytkownika przy pierwszym logowaniu',
  'user.profile_synced': 'Aktualizacja danych użytkownika z usługi logowania',
  'user.language_changed': 'Zmiana języka wiadomości e-mail',
  'user.blocked': 'Zablokowanie konta',
  'user.unblocked': 'Odblokowanie konta',
  'account.registered': 'Rejestracja konta',
  'account.activation_sent': 'Wysłanie nowego linku aktywacyjnego',
  'account.activated': 'Aktywacja konta',
  'account.password_reset_requested': 'Prośba o link do ustawienia nowego hasła',
  'account.password_reset': 'Ustawienie nowego hasła z linku',
  'account.password_changed': 'Zmiana hasła',
  'account.email_change_requested': 'Prośba o zmianę adresu e-mail',
  'account.email_changed': 'Zmiana adresu e-mail',
  'account.name_changed': 'Zmiana imienia lub nazwiska',
  'permission.granted': 'Nadanie uprawnień',
  'permission.changed': 'Zmiana uprawnień',
  'permission.removed': 'Odebranie uprawnień',
  'subject.created': 'Dodanie danych podmiotu',
  'subject.changed': 'Zmiana danych podmiotu',
  'contact_person.created': 'Dodanie osoby do kontaktu',
  'contact_person.changed': 'Zmiana osoby do kontaktu',
  'contact_person.deleted': 'Usunięcie osoby do kontaktu',
  'project.created': 'Utworzenie projektu lub naboru',
  'project.deleted': 'Usunięcie projektu lub naboru',
  'project.renamed': 'Zmiana nazwy projektu lub naboru',
  'level.created': 'Dodanie poziomu wdrożenia',
  'level.changed': 'Zmiana poziomu wdrożenia',
  'level.deleted': 'Usunięcie poziomu wdrożenia',
  'file.uploaded': 'Przesłanie pliku',
  'upload.started': 'Rozpoczęcie przesyłania pliku (z możliwością wznowienia)',
  'upload.part_received': 'Odebranie części przesyłanego pliku',
  'upload.abandoned': 'Przerwanie przesyłania pliku przez użytkownika',
  'outage.declared': 'Zgłoszenie awarii portalu',
  'content.created': 'Dodanie treści',
  'content.changed': 'Zmiana treści',
  'content.deleted': 'Usunięcie treści',
  'newsletter_filter.created': 'Dodanie filtra newslettera',
  'newsletter_filter.changed': 'Zmiana filtra newslettera',
  'newsletter_filter.deleted': 'Usunięcie filtra newslettera',
  'notifications.changed': 'Zmiana ustawień powiadomień',
  'notifications.opted_out': 'Rezygnacja z powiadomień',
  'feed_token.created': 'Utworzenie prywatnego kanału (Atom lub kalendarz)',
  'feed_token.revoked': 'Unieważnienie prywatnego kanału',
  'master_key.registered': 'Rejestracja klucza głównego',
  'master_key.rotated': 'Wymiana klucza głównego',
  'consumer.event_retried': 'Ponowienie zdarzenia odłożonego',
  'log.event_rejected': 'Zdarzenie odrzucone przy pieczętowaniu (nieprawidłowy podpis)',
} as const;

export type AuditEventType = keyof typeof eventTypeLabels;
export const auditEventTypes = Object.keys(eventTypeLabels) as [AuditEventType, ...AuditEventType[]];

/** The label of an event type; the type itself for one this build does not know. */
export function eventTypeLabel(type: string): string {
  return (eventTypeLabels as Record<string, string>)[type] ?? type;
}

/** The kinds of objects events are about (object_kind), as the filter offers them. */
export const objectKindLabels = {
  announcement: 'Ogłoszenie',
  offer_set: 'Oferta',
  question: 'Pytanie',
  user: 'Użytkownik',
  account: 'Konto w usłudze logowania',
  project: 'Projekt',
  enrollment: 'Nabór',
  level: 'Poziom wdrożenia',
  file: 'Plik',
  upload: 'Przesyłanie pliku',
  outage: 'Awaria portalu',
  help: 'Pomoc',
  terms: 'Regulamin',
  cookies: 'Informacja o ciasteczkach',
  general_content: 'Treść ogólna',
  statement: 'Komunikat',
  newsletter_filter: 'Filtr newslettera',
  master_key: 'Klucz główny',
  dead_letter: 'Zdarzenie odłożone',
  event: 'Zdarzenie dziennika',
} as const;

export type KnownObjectKind = keyof typeof objectKindLabels;
export const knownObjectKinds = Object.keys(objectKindLabels) as KnownObjectKind[];

/** 'Ogłoszenie nr 12'; an unknown kind keeps its own name. */
export function objectLabel(object: { kind: string; id: number }): string {
  const kind = (objectKindLabels as Record<string, string>)[object.kind] ?? object.kind;
  return `${kind} nr ${object.id}`;
}

/** How offer content was reached (payload.via of offer.content_read and offer.read_refused). */
export const offerReadViaLabels: Record<string, string> = {
  own: 'Własna oferta oferenta',
  preview: 'Podgląd oferty',
  zip: 'Pobranie załączników (ZIP)',
  file: 'Pobranie pliku oferty',
  list: 'Lista ofert',
  settlement: 'Rozstrzygnięcie',
  procedure_file: 'Teczka postępowania',
  receipt: 'Pobranie potwierdzenia złożenia oferty',
};

export function offerReadViaLabel(via: string | null): string {
  if (via === null) return '';
  return offerReadViaLabels[via] ?? via;
}

/** The actor when nobody was signed in, and the portal itself. */
export const ANONYMOUS_ACTOR = 'Anonimowy użytkownik';
export const SYSTEM_ACTOR = 'System';

/** What an offer-access row records. */
export const offerAccessKindLabels = {
  read: 'Odczyt oferty',
  refused: 'Odrzucona próba odczytu',
} as const;

const events = { one: 'zdarzenie', few: 'zdarzenia', many: 'zdarzeń' };

/** The page header's line about the hash chain (GET /api/admin/audit/chain). */
export function chainStateText(state: {
  ok: boolean;
  length: number;
  head: string | null;
  brokenAt: number | null;
  reason: string | null;
}): string {
  if (!state.ok) return `Łańcuch zdarzeń jest przerwany od pozycji ${state.brokenAt}: ${state.reason ?? ''}`;
  if (state.length === 0) return 'Łańcuch zdarzeń jest spójny: nie zapieczętowano jeszcze żadnego zdarzenia.';
  return `Łańcuch zdarzeń jest spójny: ${countOf(state.length, events)}, skrót ostatniego: ${state.head}`;
}

/** Events committed but left unsealed past the grace time (a stopped sealer, or rows slipped in). */
export function unsealedText(count: number): string {
  return `Niezapieczętowane od ponad minuty: ${countOf(count, events)}.`;
}

/** Why a link of the chain does not hold (the reason of a broken chain). */
export const chainReasons = {
  sequence: (seq: number, previous: number) =>
    `po pozycji ${previous} następuje pozycja ${seq} (usunięto lub dodano ogniwo)`,
  eventMissing: (eventId: number) => `brak zdarzenia nr ${eventId} tego ogniwa`,
  hash: (eventId: number) => `skrót się nie zgadza (zmieniono zdarzenie nr ${eventId} lub ogniwo)`,
  changedSince: (seq: number) => `ogniwo na pozycji ${seq} zmieniło się od poprzedniego sprawdzenia`,
} as const;
