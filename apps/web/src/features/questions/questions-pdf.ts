import type { I18n } from '@lingui/core';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDateTime } from '../../lib/format.ts';
import { a4Document, pdfText } from '../../lib/pdf/pdf-document.ts';
import { questionTexts as M } from './question-texts.ts';
import type { Question, QuestionsTabAnnouncement } from './questions-types.ts';

/** 'pytania_do_ogloszenia_nr_{number}.pdf' (spec 2 section 2.9). */
export function questionsPdfName(announcement: QuestionsTabAnnouncement): string {
  return `pytania_do_ogloszenia_nr_${announcement.numer ?? announcement.id}.pdf`;
}

/** The questions a print lists: the published ones; for the author and administrators, every one. */
export function printedQuestions(questions: Question[], full: boolean): Question[] {
  return full ? questions : questions.filter((q) => q.status.nazwa === 'PUBLISHED');
}

function questionContent(q: Question, i18n: I18n | undefined): Content[] {
  // Only a published answer is printed: a draft is never put on paper.
  const answer = q.status.nazwa === 'PUBLISHED' ? q.odpowiedz?.tresc : undefined;
  const asked = pdfText(
    i18n,
    /*i18n*/ {
      id: 'questions-pdf.asked',
      message: 'Data zadania pytania: {date}',
      values: { date: formatDateTime(q.dataUtworzenia) },
    },
  );
  const answered = q.dataOpublikowania
    ? pdfText(
        i18n,
        /*i18n*/ {
          id: 'questions-pdf.answered',
          message: '; data opublikowania odpowiedzi: {date}',
          values: { date: formatDateTime(q.dataOpublikowania) },
        },
      )
    : '';
  return [
    {
      text: pdfText(
        i18n,
        /*i18n*/ {
          id: 'questions.item.heading',
          message: 'Pytanie nr {number}',
          values: { number: q.numer },
        },
      ),
      style: 'h3',
    },
    { text: `${asked}${answered}`, fontSize: 9, margin: [0, 0, 0, 4] },
    { text: pdfText(i18n, /*i18n*/ { id: 'questions.content', message: 'Treść pytania' }), bold: true },
    { text: q.tresc, margin: [0, 0, 0, 6] },
    { text: pdfText(i18n, /*i18n*/ { id: 'questions.item.answer', message: 'Odpowiedź' }), bold: true },
    answer
      ? { text: answer, margin: [0, 0, 0, 6] }
      : { text: pdfText(i18n, M.noAnswer), italics: true, margin: [0, 0, 0, 6] },
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
  /** The page's instance: the print in its language (issue 51); without it (the server) Polish. */
  i18n?: I18n,
): TDocumentDefinitions {
  const printed = printedQuestions(questions, full);
  const heading = pdfText(
    i18n,
    /*i18n*/ {
      id: 'questions-pdf.heading',
      message: 'Pytania i odpowiedzi do ogłoszenia nr {number}',
      values: { number: announcement.numer ?? announcement.id },
    },
  );
  return a4Document({
    title: heading,
    generatedAt,
    content: [
      { text: heading, style: 'h1' },
      {
        text:
          announcement.tytul ||
          pdfText(i18n, /*i18n*/ { id: 'my-offers.card.untitled', message: 'Bez tytułu' }),
        style: 'title',
      },
      ...(printed.length === 0
        ? [{ text: pdfText(i18n, M.emptyPublished) }]
        : printed.flatMap((q) => questionContent(q, i18n))),
    ],
    i18n,
  });
}
