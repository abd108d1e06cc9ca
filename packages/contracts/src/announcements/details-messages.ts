// Kept free of zod: the announcement page's first paint reads these without building any schema.
export const detailsMessages = {
  oldVersion: 'To jest nieaktualna wersja ogłoszenia. Aktualna wersja ogłoszenia jest dostępna pod adresem:',
  forbidden: 'Nie masz uprawnień do przegladania tej strony.',
  favoriteExists: 'Ogłoszenie jest już dodane do ulubionych.',
  favoriteOwn: 'Nie można dodać do ulubionych własnego ogłoszenia.',
  lockForbidden: 'Nie masz uprawnień do blokowania/odblokowania tego ogłoszenia.',
  versionsFailed: 'Podczas pobierania listy wersji wystąpił nieoczekiwany błąd:',
  madeByInstitution: 'Utworzona przez pracownika instytucji',
} as const;
