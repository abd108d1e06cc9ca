import type { MessageDescriptor } from '@lingui/core';

/**
 * The server's refusals a bidder may meet on the bidder's side (offers, questions, files: issue 51), and
 * the notes of an upload, beside the forms' checks of validation-texts.ts: each the contract's Polish
 * text word for word as its message's source (a unit test holds them), so that `sayMessage` says it in
 * the page's language. Their messages are in the `bidder` catalogue (the bidder's side is where they are
 * met, and an English home page does not load them: the first load's budget).
 */
export const refusalTexts: MessageDescriptor[] = [
  /*i18n*/ { id: 'refusal.offer.own', message: 'Nie możesz złożyć oferty na własne ogłoszenie.' },
  /*i18n*/ { id: 'refusal.offer.exists', message: 'Masz już ofertę na to ogłoszenie.' },
  /*i18n*/ {
    id: 'refusal.offer.status',
    message: 'Tej operacji nie można wykonać w obecnym statusie oferty.',
  },
  /*i18n*/ { id: 'refusal.offer.part-missing', message: 'Złóż ofertę na każdą część zamówienia.' },
  /*i18n*/ { id: 'refusal.offer.no-part', message: 'Wybierz co najmniej jedną część zamówienia.' },
  /*i18n*/ { id: 'refusal.offer.unknown-part', message: 'Ta część nie należy do ogłoszenia.' },
  /*i18n*/ { id: 'refusal.offer.variant-required', message: 'Dodaj co najmniej jeden wariant oferty.' },
  /*i18n*/ { id: 'refusal.offer.too-many-variants', message: 'Możesz dodać maksymalnie 20 wariantów.' },
  /*i18n*/ {
    id: 'refusal.offer.no-variants',
    message: 'Ta część zamówienia nie dopuszcza ofert wariantowych: podaj jedną cenę.',
  },
  /*i18n*/ { id: 'refusal.offer.too-many-files', message: 'Możesz załączyć maksymalnie 20 plików.' },
  /*i18n*/ { id: 'refusal.offer.not-found', message: 'Nie udało się pobrać danych oferty.' },
  /*i18n*/ {
    id: 'refusal.offer.no-receipt',
    message:
      'Ta oferta nie ma podpisanego potwierdzenia złożenia: nie jest złożona albo złożono ją przed wprowadzeniem podpisów.',
  },
  /*i18n*/ {
    id: 'refusal.offer.announcement-mismatch',
    message: 'Ogłoszenie w przesłanych danych nie zgadza się z adresem żądania.',
  },
  /*i18n*/ {
    id: 'refusal.question.not-accepting',
    message:
      'Pytania można zadawać i odpowiadać na nie tylko w opublikowanym ogłoszeniu przed upływem terminu składania ofert.',
  },
  /*i18n*/ { id: 'refusal.question.own', message: 'Nie możesz zadać pytania do własnego ogłoszenia.' },
  /*i18n*/ { id: 'refusal.question.not-found', message: 'Nie znaleziono pytania.' },
  /*i18n*/ {
    id: 'refusal.file.too-large',
    message: 'Wybrany plik jest zbyt duży. Maksymalny rozmiar pliku to 25 MB.',
  },
  /*i18n*/ {
    id: 'refusal.file.network',
    message: 'Wystąpił nieoczekiwany błąd. Nie udało się dodać pliku.',
  },
  /*i18n*/ { id: 'refusal.file.empty', message: 'Nie udało się dodać pliku, ponieważ plik jest pusty.' },
  /*i18n*/ {
    id: 'refusal.file.download',
    message: 'Tego pliku nie da się pobrać. Skontaktuj się z obsługą strony.',
  },
  /*i18n*/ { id: 'refusal.file.unexpected', message: 'Wystąpił nieoczekiwany błąd.' },
  /*i18n*/ { id: 'refusal.file.not-added', message: 'Plik nie został dodany' },
  /*i18n*/ { id: 'refusal.file.added', message: 'Plik został dodany.' },
  /*i18n*/ {
    id: 'refusal.upload.resuming',
    message:
      'Połączenie zostało przerwane. Przesyłanie zostanie wznowione od miejsca, w którym się zatrzymało.',
  },
  /*i18n*/ {
    id: 'refusal.upload.missing',
    message:
      'Nie ma takiego przesyłania pliku albo wygasło (niedokończone przesyłanie jest usuwane po dobie). Dodaj plik jeszcze raz.',
  },
  /*i18n*/ {
    id: 'refusal.upload.locked',
    message: 'Ta część pliku jest właśnie przesyłana w innym połączeniu. Spróbuj ponownie za chwilę.',
  },
  /*i18n*/ {
    id: 'refusal.upload.checking',
    message: 'Plik został przesłany w całości i jest jeszcze sprawdzany. Spróbuj za chwilę.',
  },
];

/**
 * Refusals with values of their own (a file's name, its extension): matched by their Polish text with
 * any value in place of each placeholder, and said with the values found.
 */
export const patternedRefusals: MessageDescriptor[] = [
  /*i18n*/ {
    id: 'refusal.upload.unfinished',
    message:
      'Nie dokończono dodawania: {names}. Wybierz ten sam plik ponownie, a przesyłanie zostanie wznowione od miejsca, w którym się zatrzymało.',
  },
  /*i18n*/ {
    id: 'refusal.file.extension',
    message: 'Nie udało się dodać pliku {file}. Dodawanie plików z rozszerzeniem exe zostało zablokowane.',
  },
  /*i18n*/ {
    id: 'refusal.file.program',
    message:
      'Nie udało się dodać pliku {file}. Ten plik jest programem lub skryptem, a dodawanie programów zostało zablokowane bez względu na nazwę pliku.',
  },
  /*i18n*/ {
    id: 'refusal.file.content',
    message:
      'Nie udało się dodać pliku {file}. Zawartość pliku nie jest zgodna z jego rozszerzeniem {extension}. Sprawdź, czy wybrano właściwy plik, i zapisz go w formacie, na który wskazuje nazwa.',
  },
];

/** A patterned refusal's Polish text as a pattern: its placeholders as named groups. */
export function refusalPattern(text: MessageDescriptor): RegExp {
  const parts = (text.message ?? '').split(/(\{\w+\})/);
  const source = parts
    .map((part) =>
      /^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`, 's');
}
