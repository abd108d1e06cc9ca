import { describe, expect, it } from 'vitest';
import type { RichValue } from '../../../../components/rich-text/RichTextEditor.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import {
  dateInputValue,
  isFuture,
  savedText,
  termsLoadFailure,
  termsRemoveFailure,
  termsSaveFailure,
  willBePublished,
} from '../terms-messages.ts';
import { richToPdf } from '../terms-pdf.ts';

type Block = RichValue['blocks'][number];
const block = (key: string, text: string, more: Partial<Block> = {}): Block => ({
  key,
  text,
  typ: 'unstyled',
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  ...more,
});

describe('terms texts', () => {
  it('names the publication day in Polish time', () => {
    // Midnight in Warsaw (summer time) is 22:00 UTC the day before.
    expect(willBePublished('2031-06-14T22:00:00.000Z')).toBe(
      'Ten regulamin zostanie opublikowany dnia 15.06.2031.',
    );
    expect(dateInputValue('2031-06-14T22:00:00.000Z')).toBe('2031-06-15');
    expect(dateInputValue('nonsense')).toBe('');
  });

  it('tells a version in force from one that waits', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    expect(isFuture('2030-01-02T00:00:00Z', now)).toBe(true);
    expect(isFuture('2030-01-01T00:00:00Z', now)).toBe(false);
    expect(savedText({ dataOpublikowania: '2030-01-01T00:00:00Z', current: true })).toBe(
      'Zapisano. Regulamin został opublikowany.',
    );
    expect(savedText({ dataOpublikowania: '2031-06-14T22:00:00.000Z', current: false })).toBe(
      'Zapisano. Ten regulamin zostanie opublikowany dnia 15.06.2031.',
    );
  });

  it('words the failures of spec 3 section 8', () => {
    const forbidden = new ApiError({ status: 403, message: 'x', kind: 'server' });
    const code = new ApiError({ status: 502, message: 'x', kind: 'status' });
    const reason = new ApiError({ status: 409, message: 'Regulamin już istnieje.', kind: 'server' });
    expect(termsSaveFailure(forbidden)).toBe('Nie masz uprawnień do dodawania/edycji regulaminu');
    expect(termsSaveFailure(code)).toBe(
      'Podczas zapisu regulaminu wystąpił nieoczekiwany błąd o kodzie 502.',
    );
    expect(termsSaveFailure(reason)).toBe('Nie udało się zapisać regulaminu. Regulamin już istnieje.');
    expect(termsRemoveFailure(forbidden)).toBe('Nie masz uprawnień do usuwania regulaminu.');
    expect(termsRemoveFailure(code)).toBe('Nie udało się usunąć wersji regulaminu.');
    expect(termsLoadFailure(code)).toBe(
      'Podczas pobierania regulaminu wystąpił nieoczekiwany błąd o kodzie 502.',
    );
    expect(termsLoadFailure(reason)).toBe('Nie udało się pobrać regulaminu. Regulamin już istnieje.');
  });
});

describe('richToPdf', () => {
  it('keeps bold, italic and web links, and drops empty paragraphs', () => {
    const content: RichValue = {
      blocks: [
        block('a', 'Zobacz stronę', {
          inlineStyleRanges: [{ offset: 0, length: 6, style: 'BOLD' }],
          entityRanges: [{ offset: 7, length: 6, key: 0 }],
        }),
        block('b', '   '),
      ],
      entityMap: { '0': { typ: 'LINK', data: { url: 'https://example.org', target: '_blank' } } },
    };
    expect(richToPdf(content)).toEqual([
      {
        text: [
          { text: 'Zobacz', bold: true, italics: false },
          { text: ' ', bold: false, italics: false },
          {
            text: 'stronę',
            bold: false,
            italics: false,
            link: 'https://example.org',
            color: '#0b4ea2',
            decoration: 'underline',
          },
        ],
        margin: [0, 0, 0, 6],
      },
    ]);
  });

  it('makes one list of a run of items, nesting the deeper ones', () => {
    const content: RichValue = {
      blocks: [
        block('a', 'Jeden', { typ: 'ordered-list-item' }),
        block('b', 'Pod', { typ: 'unordered-list-item', depth: 1 }),
        block('c', 'Dwa', { typ: 'ordered-list-item' }),
        block('d', 'Koniec'),
      ],
      entityMap: {},
    };
    const plain = (text: string) => ({ text: [{ text, bold: false, italics: false }] });
    expect(richToPdf(content)).toEqual([
      {
        ol: [{ stack: [plain('Jeden'), { ul: [plain('Pod')], margin: [0, 0, 0, 6] }] }, plain('Dwa')],
        margin: [0, 0, 0, 6],
      },
      { text: [{ text: 'Koniec', bold: false, italics: false }], margin: [0, 0, 0, 6] },
    ]);
  });

  it('notes pictures and videos', () => {
    const content: RichValue = {
      blocks: [block('a', ' ', { typ: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] })],
      entityMap: { '0': { typ: 'IMAGE', data: { src: '/api/files/1/download', alt: 'Logo', width: 500 } } },
    };
    expect(richToPdf(content)).toEqual([{ text: '[Obraz: Logo]', italics: true, margin: [0, 2, 0, 6] }]);
  });
});
