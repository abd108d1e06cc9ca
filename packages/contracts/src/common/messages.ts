import { countOf, nouns } from './plural.ts';

/** Polish messages shared by client and server (spec 1 sections 5 and 8, spec 3 section 8). */
export const messages = {
  required: 'To pole jest wymagane.',
  maxLength: (n: number) => `To pole może mieć maksymalnie ${countOf(n, nouns.characters)}.`,
  timeout: 'Serwer zbyt długo nie odpowiada.',
  unparseable: 'Wystąpił nieoczekiwany błąd.',
  unexpectedCode: (code: number) => `Wystąpił nieoczekiwany błąd o kodzie ${code}.`,
  sessionExpired: 'Sesja wygasła. Trwa wylogowywanie...',
  loggedOut: 'Użytkownik został wylogowany.',
  logoutFailed: (reason: string) => `Nie udało się wylogować użytkownika. ${reason}`,
  logoutFailedCode: (code: number) => `Nie udało się wylogować użytkownika. Wystąpił błąd o kodzie ${code}.`,
  notFoundTitle: 'Error 404',
  notFoundText: 'Strona nie istnieje',
  forbiddenTitle: 'Wystąpił błąd',
  forbiddenText: 'Nie masz uprawnień do przeglądania tej strony.',
  unauthorized: 'Wystąpił problem z uwierzytelnieniem użytkownika.',
  /** A session of a blocked account (401), and the login of one (issue 30 item 12). */
  accountBlocked: 'Twoje konto zostało zablokowane.',
  accountBlockedContact:
    'Aby wyjaśnić przyczynę blokady lub poprosić o odblokowanie konta, napisz do administratora serwisu:',
  serverError: 'Wystąpił błąd serwera.',
  invalidRequest: 'Nieprawidłowe żądanie.',
  notFound: 'Nie znaleziono zasobu.',
  forbidden: 'Brak uprawnień.',
  /** A NUL or a lone UTF-16 surrogate in a text (decision 0016). */
  forbiddenCharacter: 'To pole zawiera niedozwolony znak.',
  /** Arrays or objects nested deeper than any form sends (MAX_INPUT_DEPTH). */
  tooDeep: 'Przesłane dane są zagnieżdżone zbyt głęboko.',
  formErrors: 'Formularz zawiera błędy.',
  payloadTooLarge: 'Przesłane dane są zbyt duże.',
  unsupportedMediaType: 'Nieobsługiwany format przesłanych danych.',
  methodNotAllowed: 'Ta operacja nie jest dostępna pod tym adresem.',
  headersTooLarge: 'Adres lub nagłówki żądania są zbyt długie.',
  tooManyRequests: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.',
  unavailable: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
} as const;

/**
 * Server messages that the client translates (spec 1 section 8). Keys are the server's English
 * messages; anything not listed is shown as it comes.
 */
export const serverMessageTranslations: Record<string, string> = {
  'Number is not unique.': 'Projekt lub nabór o takim numerze już istnieje.',
  'Project not found': 'Nie znaleziono projektu.',
  'User not found.': 'Nie znaleziono użytkownika.',
  'An empty file is not allowed.': 'Nie udało się dodać pliku, ponieważ plik jest pusty.',
  'Internal Server Error': messages.serverError,
  Unauthorized: messages.unauthorized,
};

export function translateServerMessage(message: string): string {
  return serverMessageTranslations[message] ?? message;
}
