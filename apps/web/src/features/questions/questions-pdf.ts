import { questionMessages as M } from '@bk/contracts/questions/questions';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDateTime } from '../../lib/format.ts';
import { a4Document } from '../../lib/pdf/pdf-document.ts';
import type { Question, QuestionsTabAnnouncement } from './questions-types.ts';

/** 'pytania_do_ogloszenia_nr_{number}.pdf' (spec 2 section 2.9). */
export function questionsPdfName(announcement: QuestionsTabAnnouncement): string {
  return `pytania_do_ogloszenia_nr_${announcement.numer ?? announcement.id}.pdf`;
}

/** The questions a print lists: the published ones; for the author and administrators, every one. */
export function printedQuestions(questions: Question[], full: boolean): Question[] {
  return full ? questions : questions.filter((q) => q.status.nazwa === 'PUBLISHED');
}

function questionContent(q: Question): Content[] {
  // Only a published answer is printed: a draft is never put on paper.
  const answer = q.status.nazwa === 'PUBLISHED' ? q.odpowiedz?.tresc : undefined;
  return [
    {
      text: `Pytanie nr ${q.numer}`,
      style: 'h3',
    },
    {
      text: [
        `Data zadania pytania: ${formatDateTime(q.dataUtworzenia)}`,
        q.dataOpublikowania ? `; data opublikowania odpowiedzi: ${formatDateTime(q.dataOpublikowania)}` : '',
      ].join(''),
      fontSize: 9,
      margin: [0, 0, 0, 4],
    },
    { text: 'Treść pytania', bold: true },
    { text: q.tresc, margin: [0, 0, 0, 6] },
    { text: 'Odpowiedź', bold: true },
    answer
      ? { text: answer, margin: [0, 0, 0, 6] }
      : { text: M.noAnswer, italics: true, margin: [0, 0, 0, 6] },
  ];
}

/**
 * 'Wydruk listy pytań': an A4 document of the questions and their published answers, with the
 * portal's footer (generation date, 'strona x / y', the service line).
 */
export function questionsPdf(
  announcement: QuestionsTabAnnouncement,
  questions: Question[],
  full: boolean,
  generatedAt: Date,
): TDocumentDefinitions {
  const printed = printedQuestions(questions, full);
  const heading = `Pytania i odpowiedzi do ogłoszenia nr ${announcement.numer ?? announcement.id}`;
  return a4Document({
    title: heading,
    generatedAt,
    content: [
      { text: heading, style: 'h1' },
      { text: announcement.tytul || 'Bez tytułu', style: 'title' },
      ...(printed.length === 0 ? [{ text: M.emptyPublished }] : printed.flatMap(questionContent)),
    ],
  });
}
