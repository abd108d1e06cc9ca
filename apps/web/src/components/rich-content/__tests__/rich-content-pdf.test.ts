import { describe, expect, it } from 'vitest';
import type { RichValue } from '../../../lib/site-content.ts';
import { block } from '../../rich-text/__tests__/blocks.ts';
import { richToPdf } from '../rich-content-pdf.ts';

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

describe('lists in a PDF', () => {
  it('start again after a paragraph, and a change of kind makes a new list', () => {
    const content: RichValue = {
      blocks: [
        block('a', 'a', { typ: 'ordered-list-item' }),
        block('b', 'b', { typ: 'ordered-list-item' }),
        block('p', 'p'),
        block('x', 'x', { typ: 'ordered-list-item' }),
        block('y', 'y', { typ: 'unordered-list-item' }),
      ],
      entityMap: {},
    };
    const kinds = richToPdf(content).map((c) =>
      Object.keys(c as object).find((k) => ['ol', 'ul', 'text'].includes(k)),
    );
    expect(kinds).toEqual(['ol', 'text', 'ol', 'ul']);
  });
});
