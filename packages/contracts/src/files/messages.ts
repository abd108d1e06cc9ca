import { countOf, nouns } from '../common/plural.ts';
import { FILE_MAX_MEGABYTES } from './limits.ts';

/** Upload and download messages (spec 3 section 8 "Upload" and section 5.9). */
export const fileMessages = {
  tooLarge: `Wybrany plik jest zbyt duży. Maksymalny rozmiar pliku to ${FILE_MAX_MEGABYTES} MB.`,
  unexpected: 'Wystąpił nieoczekiwany błąd.',
  networkFailure: 'Wystąpił nieoczekiwany błąd. Nie udało się dodać pliku.',
  notAdded: 'Plik nie został dodany',
  added: 'Plik został dodany.',
  downloadFailed: 'Tego pliku nie da się pobrać. Skontaktuj się z obsługą strony.',
  blockedExtension: (file: string) =>
    `Nie udało się dodać pliku ${file}. Dodawanie plików z rozszerzeniem exe zostało zablokowane.`,
  /** A program (Windows, Linux, macOS, Java, a script), whatever its name (issue 44). */
  executable: (file: string) =>
    `Nie udało się dodać pliku ${file}. Ten plik jest programem lub skryptem, a dodawanie programów zostało zablokowane bez względu na nazwę pliku.`,
  /** The content is not of the type the name's extension says (issue 44). */
  contentMismatch: (file: string, extension: string) =>
    `Nie udało się dodać pliku ${file}. Zawartość pliku nie jest zgodna z jego rozszerzeniem ${extension}. Sprawdź, czy wybrano właściwy plik, i zapisz go w formacie, na który wskazuje nazwa.`,
  maxCount: (max: number) => `Możesz załączyć maksymalnie ${countOf(max, nouns.files)}.`,
  /** A picture of the site's content that is not a GIF, JPEG, PNG or SVG file (by name and by content). */
  notPicture: 'Obraz musi być plikiem GIF, JPEG, JPG, PNG albo SVG.',
  /** The server's message for an empty file; the client translates it (common/messages.ts). */
  emptyFileServer: 'An empty file is not allowed.',
} as const;
