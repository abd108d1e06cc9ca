import { newsletterLimits as L } from '@bk/contracts/newsletter/newsletter-texts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { sayMessage } from '../../components/form/validation-texts.ts';

/**
 * The contracts' newsletter texts (newsletter-texts.ts: newsletterMessages, the notification types'
 * names, favoriteSortLabels) in the catalogues (issue 51): each with its Polish text word for word (a
 * unit test keeps them the contracts'), so that an English page says them in English. The limits are
 * placeholders with the contracts' values.
 */
export const newsletterTexts = {
  loginRequired: /*i18n*/ {
    id: 'newsletter.login-required',
    message: 'Zaloguj się aby wyświetlić zawartość tej strony.',
  },
  favoritesHeading: /*i18n*/ { id: 'newsletter.favourites.heading', message: 'Lista ulubionych ogłoszeń' },
  favoritesEmpty: /*i18n*/ {
    id: 'newsletter.favourites.empty',
    message: 'Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.',
  },
  favoriteExists: /*i18n*/ {
    id: 'newsletter.favourites.exists',
    message: 'Ogłoszenie jest już dodane do ulubionych.',
  },
  oneCriterion: /*i18n*/ {
    id: 'newsletter.check.one-criterion',
    message: 'Wybierz co najmniej jedno kryterium.',
  },
  tooManyFilters: /*i18n*/ {
    id: 'newsletter.check.too-many-filters',
    message: 'Możesz zapisać maksymalnie {max} filtrów.',
  },
  tooManyCpv: /*i18n*/ {
    id: 'newsletter.check.too-many-cpv',
    message: 'Możesz wybrać maksymalnie {max} kodów CPV.',
  },
  tooManyPlaces: /*i18n*/ {
    id: 'newsletter.check.too-many-places',
    message: 'Możesz wybrać maksymalnie {max} miejsc realizacji.',
  },
  tooManyProgrammes: /*i18n*/ {
    id: 'newsletter.check.too-many-programmes',
    message: 'Możesz wybrać maksymalnie {max} programów.',
  },
  unknownCpv: /*i18n*/ { id: 'newsletter.check.unknown-cpv', message: 'Nie znaleziono wybranego kodu CPV.' },
  unknownPlace: /*i18n*/ {
    id: 'newsletter.check.unknown-place',
    message: 'Nie znaleziono wybranego miejsca realizacji.',
  },
  unknownProgramme: /*i18n*/ {
    id: 'newsletter.check.unknown-programme',
    message: 'Nie znaleziono wybranego programu.',
  },
  unknownCategory: /*i18n*/ {
    id: 'newsletter.check.unknown-category',
    message: 'Nie znaleziono wybranej kategorii.',
  },
  unknownSubcategory: /*i18n*/ {
    id: 'newsletter.check.unknown-subcategory',
    message: 'Nie znaleziono wybranej podkategorii.',
  },
  subcategoryNeedsCategory: /*i18n*/ {
    id: 'newsletter.check.subcategory-category',
    message: 'Podkategoria musi należeć do wybranej kategorii.',
  },
  identificationNumberChars: /*i18n*/ {
    id: 'newsletter.check.identification-number',
    message: 'Wpisz tylko litery i cyfry.',
  },
  filterNotFound: /*i18n*/ { id: 'newsletter.check.filter-not-found', message: 'Nie znaleziono filtra.' },
  masterSwitch: /*i18n*/ { id: 'newsletter.notifications.master', message: 'Wysyłaj powiadomienia e-mail' },
  masterOffWarning: /*i18n*/ {
    id: 'newsletter.notifications.master-warning',
    message:
      'Wyłączenie powiadomień spowoduje również ukrycie oznaczeń „N” przy nowych elementach w serwisie.',
  },
  optOutQuestion: /*i18n*/ {
    id: 'newsletter.opt-out.question',
    message: 'Czy na pewno chcesz wyłączyć newsletter i powiadomienia?',
  },
  optOutYes: /*i18n*/ {
    id: 'newsletter.opt-out.yes',
    message: 'TAK, CHCĘ WYŁĄCZYĆ NEWSLETTER I POWIADOMIENIA',
  },
  optOutNo: /*i18n*/ { id: 'newsletter.opt-out.no', message: 'NIE, PRZEJDŹ DO STRONY GŁÓWNEJ' },
  optOutDone: /*i18n*/ { id: 'newsletter.opt-out.done', message: 'Newsletter i powiadomienia są wyłączone' },
  optOutBadToken: /*i18n*/ {
    id: 'newsletter.opt-out.bad-token',
    message: 'Link do wyłączenia newslettera i powiadomień jest nieprawidłowy lub został już użyty.',
  },
} satisfies Record<string, MessageDescriptor>;

export type NewsletterText = keyof typeof newsletterTexts;

/** The notification groups' and types' names (the contracts' notificationGroups), by type. */
export const notificationNames: Record<string, MessageDescriptor> = {
  MY_ADVERTISEMENT: /*i18n*/ { id: 'newsletter.notification.mine', message: 'Moje ogłoszenie' },
  MY_ADVERTISEMENT_NEW_QUESTION: /*i18n*/ {
    id: 'newsletter.notification.mine.question',
    message: 'Nowe pytanie do ogłoszenia',
  },
  MY_ADVERTISEMENT_OFFER_SUBMITTED: /*i18n*/ {
    id: 'newsletter.notification.mine.offer',
    message: 'Nowa lub zmieniona oferta',
  },
  MY_ADVERTISEMENT_OFFER_WITHDRAWN: /*i18n*/ {
    id: 'newsletter.notification.mine.withdrawn',
    message: 'Wycofanie oferty',
  },
  MY_ADVERTISEMENT_ENDS_SOON: /*i18n*/ {
    id: 'newsletter.notification.ends-soon',
    message: 'Do końca terminu składania ofert zostały 24 godziny',
  },
  ADVERTISEMENT_WITH_MY_OFFER: /*i18n*/ {
    id: 'newsletter.notification.my-offer',
    message: 'Ogłoszenie, do którego złożyłem ofertę',
  },
  MY_OFFER_ADVERTISEMENT_CHANGED: /*i18n*/ {
    id: 'newsletter.notification.changed',
    message: 'Opublikowanie zmian w ogłoszeniu',
  },
  MY_OFFER_ADVERTISEMENT_STATUS: /*i18n*/ {
    id: 'newsletter.notification.status',
    message: 'Zmiana statusu ogłoszenia',
  },
  MY_OFFER_ADVERTISEMENT_ANSWER: /*i18n*/ {
    id: 'newsletter.notification.answer',
    message: 'Dodanie lub zmiana odpowiedzi na pytanie',
  },
  FAVORITE_ADVERTISEMENTS: /*i18n*/ {
    id: 'newsletter.notification.favourites',
    message: 'Ulubione ogłoszenia',
  },
  FAVORITE_ADVERTISEMENT_CHANGED: /*i18n*/ {
    id: 'newsletter.notification.changed',
    message: 'Opublikowanie zmian w ogłoszeniu',
  },
  FAVORITE_ADVERTISEMENT_STATUS: /*i18n*/ {
    id: 'newsletter.notification.status',
    message: 'Zmiana statusu ogłoszenia',
  },
  FAVORITE_ADVERTISEMENT_ANSWER: /*i18n*/ {
    id: 'newsletter.notification.answer',
    message: 'Dodanie lub zmiana odpowiedzi na pytanie',
  },
  FAVORITE_ADVERTISEMENT_ENDS_SOON: /*i18n*/ {
    id: 'newsletter.notification.ends-soon',
    message: 'Do końca terminu składania ofert zostały 24 godziny',
  },
};

/** A notification group's or type's name in the page's language (its Polish label when unknown). */
export function notificationName(i18n: I18n, type: string, label: string): string {
  const name = notificationNames[type];
  return name ? i18n._(name) : label;
}

/** The texts that name a limit, with its value. */
const limitOf: Partial<Record<NewsletterText, number>> = {
  tooManyFilters: L.filters,
  tooManyCpv: L.cpv,
  tooManyPlaces: L.places,
  tooManyProgrammes: L.programmes,
};

/** One of the contracts' newsletter texts in the page's language. */
export function newsletterText(i18n: I18n, key: NewsletterText): string {
  const max = limitOf[key];
  return i18n._(max === undefined ? newsletterTexts[key] : { ...newsletterTexts[key], values: { max } });
}

let byPolish: Map<string, NewsletterText> | null = null;

/**
 * A message of the newsletter's checks (the dialog's own or the server's) in the page's language: the
 * contracts' newsletter texts by their Polish words, the forms' common ones (sayMessage); any other
 * stays as it came. Polish pages: as it came.
 */
export function sayNewsletterMessage(i18n: I18n, text: string): string {
  if (i18n.locale === 'pl') return text;
  byPolish ??= new Map(
    (Object.keys(newsletterTexts) as NewsletterText[]).map((key) => [
      (newsletterTexts[key].message ?? '').replace('{max}', String(limitOf[key])),
      key,
    ]),
  );
  const key = byPolish.get(text);
  return key ? newsletterText(i18n, key) : sayMessage(i18n, text);
}
