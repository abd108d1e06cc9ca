/**
 * The newsletter page's texts and limits (spec 2 sections 2.10-2.12, 4.7, 8, 9), zod-free so that a
 * page can read them before any schema is built.
 */
export const newsletterLimits = {
  /** Saved filters per user. */
  filters: 20,
  /** CPV codes per filter. */
  cpv: 50,
  /** Fulfilment places (voivodeships and localities) per filter. */
  places: 50,
  /** Programmes per filter. */
  programmes: 50,
  /** The advertiser's identification number. */
  identificationNumber: 30,
} as const;

export const NEWSLETTER_PAGE_SIZE = 5;
export const FAVORITES_PAGE_SIZE = 20;
/** Days back of the results: yesterday and the day before (Warsaw days). */
export const NEWSLETTER_DAYS = [1, 2] as const;
export const newsletterStatuses = ['new', 'updated'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const newsletterSections = ['newsletter', 'powiadomienia', 'ulubione'] as const;
export type NewsletterSection = (typeof newsletterSections)[number];

/** The notification types by group (spec 2 section 9); NOTIFICATIONS is the master switch. */
export const notificationGroups = [
  {
    type: 'MY_ADVERTISEMENT',
    label: 'Moje ogłoszenie',
    items: [
      { type: 'MY_ADVERTISEMENT_NEW_QUESTION', label: 'Nowe pytanie do ogłoszenia' },
      { type: 'MY_ADVERTISEMENT_OFFER_SUBMITTED', label: 'Nowa lub zmieniona oferta' },
      { type: 'MY_ADVERTISEMENT_OFFER_WITHDRAWN', label: 'Wycofanie oferty' },
      { type: 'MY_ADVERTISEMENT_ENDS_SOON', label: 'Do końca terminu składania ofert zostały 24 godziny' },
    ],
  },
  {
    type: 'ADVERTISEMENT_WITH_MY_OFFER',
    label: 'Ogłoszenie, do którego złożyłem ofertę',
    items: [
      { type: 'MY_OFFER_ADVERTISEMENT_CHANGED', label: 'Opublikowanie zmian w ogłoszeniu' },
      { type: 'MY_OFFER_ADVERTISEMENT_STATUS', label: 'Zmiana statusu ogłoszenia' },
      { type: 'MY_OFFER_ADVERTISEMENT_ANSWER', label: 'Dodanie lub zmiana odpowiedzi na pytanie' },
    ],
  },
  {
    type: 'FAVORITE_ADVERTISEMENTS',
    label: 'Ulubione ogłoszenia',
    items: [
      { type: 'FAVORITE_ADVERTISEMENT_CHANGED', label: 'Opublikowanie zmian w ogłoszeniu' },
      { type: 'FAVORITE_ADVERTISEMENT_STATUS', label: 'Zmiana statusu ogłoszenia' },
      { type: 'FAVORITE_ADVERTISEMENT_ANSWER', label: 'Dodanie lub zmiana odpowiedzi na pytanie' },
      {
        type: 'FAVORITE_ADVERTISEMENT_ENDS_SOON',
        label: 'Do końca terminu składania ofert zostały 24 godziny',
      },
    ],
  },
] as const;
export const MASTER_NOTIFICATION = 'NOTIFICATIONS';
export type NotificationType = (typeof notificationGroups)[number]['items'][number]['type'];
export const notificationTypes = notificationGroups.flatMap((g) =>
  g.items.map((i) => i.type),
) as NotificationType[];

export const newsletterMessages = {
  loginRequired: 'Zaloguj się aby wyświetlić zawartość tej strony.',
  favoritesHeading: 'Lista ulubionych ogłoszeń',
  favoritesEmpty: 'Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.',
  favoriteExists: 'Ogłoszenie jest już dodane do ulubionych.',
  oneCriterion: 'Wybierz co najmniej jedno kryterium.',
  tooManyFilters: `Możesz zapisać maksymalnie ${newsletterLimits.filters} filtrów.`,
  tooManyCpv: `Możesz wybrać maksymalnie ${newsletterLimits.cpv} kodów CPV.`,
  tooManyPlaces: `Możesz wybrać maksymalnie ${newsletterLimits.places} miejsc realizacji.`,
  tooManyProgrammes: `Możesz wybrać maksymalnie ${newsletterLimits.programmes} programów.`,
  unknownCpv: 'Nie znaleziono wybranego kodu CPV.',
  unknownPlace: 'Nie znaleziono wybranego miejsca realizacji.',
  unknownProgramme: 'Nie znaleziono wybranego programu.',
  unknownCategory: 'Nie znaleziono wybranej kategorii.',
  unknownSubcategory: 'Nie znaleziono wybranej podkategorii.',
  subcategoryNeedsCategory: 'Podkategoria musi należeć do wybranej kategorii.',
  identificationNumberChars: 'Wpisz tylko litery i cyfry.',
  filterNotFound: 'Nie znaleziono filtra.',
  masterSwitch: 'Wysyłaj powiadomienia e-mail',
  masterOffWarning:
    'Wyłączenie powiadomień spowoduje również ukrycie oznaczeń „N” przy nowych elementach w serwisie.',
  optOutQuestion: 'Czy na pewno chcesz wyłączyć newsletter i powiadomienia?',
  optOutYes: 'TAK, CHCĘ WYŁĄCZYĆ NEWSLETTER I POWIADOMIENIA',
  optOutNo: 'NIE, PRZEJDŹ DO STRONY GŁÓWNEJ',
  optOutDone: 'Newsletter i powiadomienia są wyłączone',
  optOutBadToken: 'Link do wyłączenia newslettera i powiadomień jest nieprawidłowy lub został już użyty.',
} as const;
