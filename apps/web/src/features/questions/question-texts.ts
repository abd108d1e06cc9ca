import type { MessageDescriptor } from '@lingui/core';

/**
 * The questions' texts that the contracts also hold (questionMessages, the server's answers): the same
 * Polish words, in the interface's catalogues (issue 51); a unit test keeps the two the same.
 */
export const questionTexts = {
  sent: /*i18n*/ { id: 'questions.sent', message: 'Wysłano pytanie.' },
  loadFailed: /*i18n*/ {
    id: 'questions.load-failed',
    message: 'Nie udało się pobrać pytań dla tego ogłoszenia.',
  },
  empty: /*i18n*/ { id: 'questions.empty', message: 'Brak pytań do tego ogłoszenia.' },
  emptyMine: /*i18n*/ {
    id: 'questions.empty-mine',
    message: 'Nie zadałeś jeszcze pytania do tego ogłoszenia.',
  },
  noAnswer: /*i18n*/ { id: 'questions.no-answer', message: 'Brak opublikowanej odpowiedzi.' },
  emptyPublished: /*i18n*/ {
    id: 'questions.empty-published',
    message: 'Brak opublikowanych pytań i odpowiedzi.',
  },
} satisfies Record<string, MessageDescriptor>;
