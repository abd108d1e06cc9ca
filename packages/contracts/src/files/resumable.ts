/**
 * Resumable uploads (issue 50) by the open tus protocol, version 1.0.0 with its creation, termination
 * and expiration extensions: POST /api/uploads?context=... creates an upload (Upload-Length, and the
 * file's name in Upload-Metadata), PATCH /api/uploads/{token} appends bytes from Upload-Offset, HEAD
 * tells the offset to resume from, DELETE abandons it. Once the last byte is in, the file goes through
 * the same checks as a plain upload (POST /api/files) and GET /api/uploads/{token} gives the stored file.
 */
export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = 'creation,termination,expiration';
export const UPLOADS_PATH = '/api/uploads';
/** An upload not finished within a day is removed with whatever it had received. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** The media type of a PATCH's body (tus core protocol). */
export const OFFSET_OCTET_STREAM = 'application/offset+octet-stream';

export const resumableMessages = {
  missing:
    'Nie ma takiego przesyłania pliku albo wygasło (niedokończone przesyłanie jest usuwane po dobie). Dodaj plik jeszcze raz.',
  offsetMismatch:
    'Serwer ma już inną część tego pliku niż wskazano (Upload-Offset). Zapytaj o stan (HEAD) i wznów od podanego miejsca.',
  badRequest:
    'Nieprawidłowe żądanie przesyłania pliku (protokół tus): sprawdź nagłówki Upload-Length, Upload-Offset i Upload-Metadata.',
  version: `Obsługiwana jest tylko wersja ${TUS_VERSION} protokołu tus (nagłówek Tus-Resumable).`,
  mediaType: `Treść żądania PATCH musi mieć typ ${OFFSET_OCTET_STREAM}.`,
  locked: 'Ta część pliku jest właśnie przesyłana w innym połączeniu. Spróbuj ponownie za chwilę.',
  checking: 'Plik został przesłany w całości i jest jeszcze sprawdzany. Spróbuj za chwilę.',
  notFinished: 'Plik nie został jeszcze przesłany w całości.',
  /** The web app's note of uploads this browser did not finish (within their day). */
  unfinished: (names: string) =>
    `Nie dokończono dodawania: ${names}. Wybierz ten sam plik ponownie, a przesyłanie zostanie wznowione od miejsca, w którym się zatrzymało.`,
  /** The web app's progress text while an interrupted upload waits to go on. */
  resuming:
    'Połączenie zostało przerwane. Przesyłanie zostanie wznowione od miejsca, w którym się zatrzymało.',
} as const;
