import { describe, expect, it } from 'vitest';
import { richToPdf } from '../content-pdf.ts';

const block = (text: string, typ: string, depth = 0) => ({
  key: text,
  text,
  typ,
  depth,
  inlineStyleRanges: [],
  entityRanges: [],
});

describe('rich content in a PDF', () => {
  it('numbers an ordered list per level and starts again after a paragraph', () => {
    const out = richToPdf({
      blocks: [
        block('a', 'ordered-list-item'),
        block('b', 'ordered-list-item'),
        block('b1', 'ordered-list-item', 1),
        block('c', 'ordered-list-item'),
        block('p', 'unstyled'),
        block('x', 'ordered-list-item'),
        block('y', 'unordered-list-item'),
      ] as never,
      entityMap: {},
    });
    const marks = out.map((c) => ((c as { text: unknown[] }).text as unknown[])[0]);
    expect(marks).toEqual([
      '1. ',
      '2. ',
      '1. ',
      '3. ',
      { text: 'p', bold: false, italics: false },
      '1. ',
      '• ',
    ]);
  });
});
