// The site content's limits and Polish texts, without the schema library: the public pages import
// them and stay light.

export const contentLimits = {
  helpHeading: 300,
  helpContent: 5000,
  terms: 50_000,
  generalContent: 2000,
  generalHeading: 200,
  cookies: 1000,
  statementHeading: 200,
  statementContent: 2000,
  /** Help nesting is indented up to this depth. */
  helpIndentDepth: 5,
} as const;

export const generalContentPlacements = ['homepage_box1', 'homepage_box2', 'homepage_box3'] as const;

export const contentMessages = {
  helpTypeRequired: 'Wybierz rodzaj pomocy.',
  parentRequired: 'Wybierz rozdział nadrzędny.',
  parentUnknown: 'Wybrany rozdział nadrzędny nie istnieje.',
  parentCycle: 'Pomoc nie może być swoim własnym rozdziałem nadrzędnym.',
  screenRequired: 'Wybierz ekran.',
  screenTaken: 'Ten ekran ma już przypiętą pomoc.',
  relatedUnknown: 'Powiązana pomoc nie istnieje.',
  typeFixed: 'Rodzaju pomocy nie można zmienić po jej utworzeniu.',
  removeFirst: 'Nie można usunąć pomocy: to pierwsza pomoc w systemie.',
  removeChildren: 'Nie można usunąć pomocy, która ma podrzędne lub powiązane pomoce.',
  removeAssigned: 'Nie można usunąć pomocy przypiętej do ekranu: najpierw odepnij ją od ekranu.',
  helpForbidden: 'Nie masz uprawnień do dodawania/edycji pomocy',
  helpRemoveForbidden: 'Nie masz uprawnień do usuwania pomocy.',
  termsForbidden: 'Nie masz uprawnień do dodawania/edycji regulaminu',
  termsRemoveForbidden: 'Nie masz uprawnień do usuwania regulaminu.',
  termsExist: 'Regulamin już istnieje: zmień go zamiast dodawać nowy.',
  termsMissing: 'Nie dodano jeszcze regulaminu.',
  termsNoPending: 'Nie ma wersji regulaminu do opublikowania.',
  generalForbidden: 'Nie masz uprawnień do edycji treści ogólnych',
  cookiesForbiddenAdd: 'Nie masz uprawnień do dodawania ciasteczek.',
  cookiesForbiddenEdit: 'Nie masz uprawnień do edycji ciasteczek.',
  cookiesExist: 'Treść ciasteczek już istnieje: zmień ją zamiast dodawać nową.',
  cookiesMissing: 'Nie dodano jeszcze treści ciasteczek.',
  statementForbiddenAdd: 'Nie masz uprawnień do dodawania komunikatu.',
  statementForbiddenEdit: 'Nie masz uprawnień do edycji komunikatu.',
  expiryRequired: 'Podaj datę ważności albo zaznacz, że komunikat jest bezterminowy.',
  expiryPast: 'Data ważności nie może być wcześniejsza niż dzisiaj.',
  noStatements: 'Brak komunikatów.',
  noStatementsAdmin: 'Nie dodano jeszcze żadnego komunikatu.',
  noHelpAdmin: 'Nie dodano jeszcze żadnej pomocy.',
  noHelp: 'Brak dostępnych pomocy.',
  notFound: 'Nie znaleziono strony.',
} as const;
