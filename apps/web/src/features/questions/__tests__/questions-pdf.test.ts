import type { Content, DynamicContent } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { englishI18n, polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { PDF_SERVICE_LINE } from '../../../lib/pdf/pdf-document.ts';
import { printedQuestions, questionsPdf, questionsPdfName } from '../questions-pdf.ts';
import type { Question } from '../questions-types.ts';

const question = (
  numer: number,
  status: 'NEW' | 'DRAFT' | 'PUBLISHED',
  odpowiedz: string | null,
): Question => ({
  id: numer * 10,
  numer,
  tresc: `Treść pytania nr ${numer} o łóżka`,
  trescOryginalna: null,
  status: { id: 1, nazwa: status, label: status },
  dataUtworzenia: '2026-11-20T10:00:00.000Z',
  dataOpublikowania: status === 'PUBLISHED' ? '2026-11-21T10:00:00.000Z' : null,
  jestAutorem: false,
  badge: false,
  odpowiedz: odpowiedz === null ? null : { id: numer * 10, tresc: odpowiedz },
  asker: null,
});

const questions = [
  question(1, 'PUBLISHED', 'Tak, dopuszczamy.'),
  question(2, 'DRAFT', 'Szkic odpowiedzi'),
  question(3, 'NEW', null),
];
const announcement = { id: 7, numer: '2026-00007-00007', tytul: 'Dostawa łóżek' };
const textOf = (full: boolean) =>
  JSON.stringify(questionsPdf(announcement, questions, full, new Date()).content);

describe('the questions print', () => {
  it('is named after the announcement number', () => {
    expect(questionsPdfName(announcement)).toBe('pytania_do_ogloszenia_nr_2026-00007-00007.pdf');
  });

  it('lists the published questions for everyone; the author also gets the unanswered ones', () => {
    expect(printedQuestions(questions, false).map((q) => q.numer)).toEqual([1]);
    expect(printedQuestions(questions, true).map((q) => q.numer)).toEqual([1, 2, 3]);
    const publicText = textOf(false);
    expect(publicText).toContain('Pytania i odpowiedzi do ogłoszenia nr 2026-00007-00007');
    expect(publicText).toContain('Tak, dopuszczamy.');
    expect(publicText).not.toContain('nr 2 o łóżka');
  });

  it('never prints a draft answer', () => {
    const authorText = textOf(true);
    expect(authorText).toContain('Treść pytania nr 2 o łóżka');
    expect(authorText).not.toContain('Szkic odpowiedzi');
    expect(authorText).toContain('Brak opublikowanej odpowiedzi.');
  });

  it('has the footer: generation date, the service line and page x / y', () => {
    const doc = questionsPdf(announcement, questions, false, new Date('2026-11-22T08:30:00Z'));
    expect(doc.pageSize).toBe('A4');
    const footer = doc.footer as DynamicContent;
    const rendered = JSON.stringify(
      footer(1, 3, { width: 595, height: 842, orientation: 'portrait' }) as Content,
    );
    expect(rendered).toContain('Wygenerowano: 22.11.2026 09:30');
    expect(rendered).toContain(PDF_SERVICE_LINE);
    expect(rendered).toContain('strona 1 / 3');
  });

  it('prints in the language of the page (issue 51): English from an English page, Polish the same', () => {
    const english = JSON.stringify(
      questionsPdf(announcement, questions, true, new Date(), englishI18n(['bidder', 'shell'])).content,
    );
    expect(english).toContain('Questions and answers about announcement no. 2026-00007-00007');
    expect(english).toContain('Question no. 1');
    expect(english).toContain('Question asked on: ');
    expect(english).toContain('No published answer.');
    // The data stays as written.
    expect(english).toContain('Tak, dopuszczamy.');
    const polishWithInstance = JSON.stringify(
      questionsPdf(announcement, questions, true, new Date('2026-11-22T10:00:00Z'), polishI18n()).content,
    );
    const polishWithout = JSON.stringify(
      questionsPdf(announcement, questions, true, new Date('2026-11-22T10:00:00Z')).content,
    );
    expect(polishWithInstance).toBe(polishWithout);
    expect(polishWithout).toContain('Pytania i odpowiedzi do ogłoszenia nr 2026-00007-00007');
  });
});
