import { polishKeyToWire, toWire } from '@bk/contracts/common/name-mapping';
import { richContentSchema, richTextLength } from '@bk/contracts/content/rich-content';
import { getSchema, type JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { richTextExtensions } from '../extensions.ts';
import {
  fromEditorDoc,
  type RichBlockValue,
  type RichEntityValue,
  type RichValue,
  toEditorDoc,
  wireBlocksForCount,
} from '../rich-value.ts';
import { block } from './blocks.ts';

const schema = getSchema(richTextExtensions());

const atomic = (key: string, entity: number): RichBlockValue =>
  block(key, ' ', { typ: 'atomic', entityRanges: [{ offset: 0, length: 1, key: entity }] });

const value = (blocks: RichBlockValue[], entityMap: Record<string, RichEntityValue> = {}): RichValue => ({
  blocks,
  entityMap,
});

/** Through TipTap's real schema and back: the document must be one the editor accepts. */
function throughEditor(v: RichValue): RichValue {
  const doc = schema.nodeFromJSON(toEditorDoc(v));
  doc.check();
  return fromEditorDoc(doc.toJSON() as JSONContent);
}

/** Client names -> wire names keeping every text as it is (toWire sends blank texts as null). */
function wireNames(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(wireNames);
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [polishKeyToWire(k), wireNames(x)]));
}

const link = (url: string, target: '_blank' | '_self'): RichEntityValue => ({
  typ: 'LINK',
  mutability: 'MUTABLE',
  data: { url, target },
});
const image: RichEntityValue = {
  typ: 'IMAGE',
  mutability: 'IMMUTABLE',
  data: { src: '/api/files/12/download', alt: 'Schemat procesu', width: 500 },
};
const video: RichEntityValue = {
  typ: 'EMBEDDED_LINK',
  mutability: 'IMMUTABLE',
  data: { src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30', width: 640, height: 360 },
};

const everything = value(
  [
    block('p1', 'Zwykły akapit z linkiem i pogrubieniem.', {
      inlineStyleRanges: [{ offset: 26, length: 12, style: 'BOLD' }],
      entityRanges: [{ offset: 16, length: 7, key: 0 }],
    }),
    block('q1', 'Cytat pierwszy', { typ: 'blockquote' }),
    block('q2', 'Cytat drugi', {
      typ: 'blockquote',
      inlineStyleRanges: [{ offset: 0, length: 5, style: 'ITALIC' }],
    }),
    block('u1', 'Punkt', { typ: 'unordered-list-item' }),
    block('u2', 'Podpunkt', { typ: 'unordered-list-item', depth: 1 }),
    block('o1', 'Numer w podpunkcie', { typ: 'ordered-list-item', depth: 2 }),
    block('u3', 'Znowu punkt', { typ: 'unordered-list-item' }),
    atomic('img', 1),
    block('p2', 'Między obrazem a filmem'),
    atomic('vid', 2),
    block('p3', ''),
  ],
  { '0': link('https://www.gov.pl', '_blank'), '1': image, '2': video },
);

describe('toEditorDoc and fromEditorDoc', () => {
  it('keeps paragraphs and their keys', () => {
    const v = value([block('a', 'Pierwszy'), block('b', 'Drugi'), block('c', '')]);
    expect(toEditorDoc(v)).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { blockKey: 'a' }, content: [{ type: 'text', text: 'Pierwszy' }] },
        { type: 'paragraph', attrs: { blockKey: 'b' }, content: [{ type: 'text', text: 'Drugi' }] },
        { type: 'paragraph', attrs: { blockKey: 'c' } },
      ],
    });
    expect(throughEditor(v)).toEqual(v);
  });

  it('keeps overlapping bold and italic ranges', () => {
    const v = value([
      block('a', 'abcdefghij', {
        inlineStyleRanges: [
          { offset: 0, length: 6, style: 'BOLD' },
          { offset: 3, length: 5, style: 'ITALIC' },
        ],
      }),
    ]);
    const doc = toEditorDoc(v);
    expect(doc.content?.[0]?.content).toEqual([
      { type: 'text', text: 'abc', marks: [{ type: 'bold' }] },
      { type: 'text', text: 'def', marks: [{ type: 'bold' }, { type: 'italic' }] },
      { type: 'text', text: 'gh', marks: [{ type: 'italic' }] },
      { type: 'text', text: 'ij' },
    ]);
    expect(throughEditor(v)).toEqual(v);
  });

  it('merges touching ranges of one style into one', () => {
    const v = value([
      block('a', 'abcdef', {
        inlineStyleRanges: [
          { offset: 0, length: 2, style: 'BOLD' },
          { offset: 2, length: 2, style: 'BOLD' },
        ],
      }),
    ]);
    expect(throughEditor(v).blocks[0]?.inlineStyleRanges).toEqual([{ offset: 0, length: 4, style: 'BOLD' }]);
  });

  it('keeps nested lists with their depths and list types', () => {
    const v = value([
      block('a', 'Jeden', { typ: 'ordered-list-item' }),
      block('b', 'Jeden a', { typ: 'ordered-list-item', depth: 1 }),
      block('c', 'Głęboko', { typ: 'unordered-list-item', depth: 2 }),
      block('d', 'Najgłębiej', { typ: 'unordered-list-item', depth: 3 }),
      block('e', 'Dno', { typ: 'unordered-list-item', depth: 4 }),
      block('f', 'Jeden b', { typ: 'ordered-list-item', depth: 1 }),
      block('g', 'Dwa', { typ: 'ordered-list-item' }),
      block('h', 'Inna lista', { typ: 'unordered-list-item' }),
      block('i', 'Po liście'),
    ]);
    const doc = toEditorDoc(v);
    expect(doc.content?.map((n) => n.type)).toEqual(['orderedList', 'bulletList', 'paragraph']);
    expect(throughEditor(v)).toEqual(v);
  });

  it('makes a depth jump reachable (one level at a time), the most the editor can hold', () => {
    const v = value([
      block('a', 'Zero', { typ: 'unordered-list-item' }),
      block('b', 'Trzy', { typ: 'unordered-list-item', depth: 3 }),
    ]);
    expect(throughEditor(v).blocks.map((b) => b.depth)).toEqual([0, 1]);
  });

  it('groups neighbouring blockquote blocks in one quote and keeps each block', () => {
    const v = value([block('a', 'Raz', { typ: 'blockquote' }), block('b', 'Dwa', { typ: 'blockquote' })]);
    const doc = toEditorDoc(v);
    expect(doc.content).toHaveLength(1);
    expect(doc.content?.[0]?.type).toBe('blockquote');
    expect(throughEditor(v)).toEqual(v);
  });

  it('keeps links with their target, bold inside a link, and two links side by side', () => {
    const v = value(
      [
        block('a', 'Strona gov.pl i poczta', {
          inlineStyleRanges: [{ offset: 7, length: 3, style: 'BOLD' }],
          entityRanges: [
            { offset: 0, length: 13, key: 0 },
            { offset: 16, length: 6, key: 1 },
          ],
        }),
        block('b', 'xy', {
          entityRanges: [
            { offset: 0, length: 1, key: 2 },
            { offset: 1, length: 1, key: 3 },
          ],
        }),
      ],
      {
        '0': link('https://www.gov.pl', '_blank'),
        '1': link('mailto:kontakt@example.pl', '_self'),
        '2': link('https://a.example.pl', '_self'),
        '3': link('https://b.example.pl', '_self'),
      },
    );
    const marks = toEditorDoc(v).content?.[0]?.content?.[0]?.marks;
    expect(marks).toEqual([{ type: 'link', attrs: { href: 'https://www.gov.pl', target: '_blank' } }]);
    expect(throughEditor(v)).toEqual(v);
  });

  it('keeps line breaks inside a block as hard breaks', () => {
    const v = value([
      block('a', 'Wiersz 1\nWiersz 2', { inlineStyleRanges: [{ offset: 0, length: 8, style: 'BOLD' }] }),
    ]);
    expect(toEditorDoc(v).content?.[0]?.content?.[1]).toEqual({ type: 'hardBreak' });
    expect(throughEditor(v)).toEqual(v);
  });

  it('keeps an image (src, alt, width, height) in its atomic block', () => {
    const withHeight: RichEntityValue = { ...image, data: { ...image.data, height: 120 } } as RichEntityValue;
    const v = value([atomic('img', 0)], { '0': withHeight });
    expect(toEditorDoc(v).content).toEqual([
      {
        type: 'image',
        attrs: {
          src: '/api/files/12/download',
          alt: 'Schemat procesu',
          width: 500,
          height: 120,
          blockKey: 'img',
        },
      },
    ]);
    expect(throughEditor(v)).toEqual(v);
  });

  it('keeps a video in its atomic block', () => {
    const v = value([block('a', 'Film:'), atomic('vid', 0)], { '0': video });
    expect(toEditorDoc(v).content?.[1]).toEqual({
      type: 'video',
      attrs: { ...video.data, blockKey: 'vid' },
    });
    expect(throughEditor(v)).toEqual(v);
  });

  it('keeps the whole mixed content, entity keys numbered from 0 in document order', () => {
    expect(throughEditor(everything)).toEqual(everything);
    const shuffled = value(
      [block('a', 'Link', { entityRanges: [{ offset: 0, length: 4, key: 7 }] }), atomic('b', 3)],
      { '3': image, '7': link('https://www.gov.pl', '_self') },
    );
    const back = throughEditor(shuffled);
    expect(back.entityMap).toEqual({ '0': link('https://www.gov.pl', '_self'), '1': image });
    expect(back.blocks[0]?.entityRanges).toEqual([{ offset: 0, length: 4, key: 0 }]);
    expect(back.blocks[1]?.entityRanges).toEqual([{ offset: 0, length: 1, key: 1 }]);
  });

  it('gives an empty content one empty paragraph and back one empty block', () => {
    expect(toEditorDoc(value([]))).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    const back = fromEditorDoc({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(back.entityMap).toEqual({});
    expect(back.blocks).toEqual([block(back.blocks[0]?.key ?? '', '')]);
    expect(back.blocks[0]?.key).toMatch(/^[a-z0-9]{1,20}$/);
    expect(throughEditor(value([block('e', '')]))).toEqual(value([block('e', '')]));
  });

  it('gives blocks without a key, or with a repeated one, a fresh unique key', () => {
    const back = fromEditorDoc({
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { blockKey: 'same' }, content: [{ type: 'text', text: 'a' }] },
        { type: 'paragraph', attrs: { blockKey: 'same' }, content: [{ type: 'text', text: 'b' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'c' }] },
      ],
    });
    const keys = back.blocks.map((b) => b.key);
    expect(keys[0]).toBe('same');
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key.length).toBeLessThanOrEqual(20);
  });

  it('limits lists nested deeper than the structure holds to depth 4', () => {
    let list: JSONContent = { type: 'bulletList', content: [{ type: 'listItem', content: [p('6')] }] };
    for (const text of ['5', '4', '3', '2', '1'])
      list = { type: 'bulletList', content: [{ type: 'listItem', content: [p(text), list] }] };
    const back = fromEditorDoc({ type: 'doc', content: [list] });
    expect(back.blocks.map((b) => b.depth)).toEqual([0, 1, 2, 3, 4, 4]);
  });

  it('counts the text as the contract does (pictures and videos count nothing)', () => {
    expect(richTextLength({ blocks: wireBlocksForCount(everything) })).toBe(
      'Zwykły akapit z linkiem i pogrubieniem.\nCytat pierwszy\nCytat drugi\nPunkt\nPodpunkt\nNumer w podpunkcie\nZnowu punkt\nMiędzy obrazem a filmem\n'.trim()
        .length,
    );
  });
});

function p(text: string): JSONContent {
  return { type: 'paragraph', content: [{ type: 'text', text }] };
}

describe('the converted content against the contract', () => {
  it('passes richContentSchema with wire names (the whole mixed content)', () => {
    const wire = wireNames(throughEditor(everything));
    expect(richContentSchema.parse(wire)).toEqual(wire);
  });

  it('passes richContentSchema through toWire when no block text is blank', () => {
    const v = value(
      [
        block('a', 'Tekst z linkiem', {
          inlineStyleRanges: [{ offset: 0, length: 5, style: 'ITALIC' }],
          entityRanges: [{ offset: 8, length: 7, key: 0 }],
        }),
        block('b', 'Punkt', { typ: 'ordered-list-item' }),
        block('c', 'Podpunkt', { typ: 'ordered-list-item', depth: 1 }),
      ],
      { '0': link('https://www.gov.pl', '_self') },
    );
    const wire = toWire(throughEditor(v));
    expect(richContentSchema.safeParse(wire).success).toBe(true);
  });

  it('survives toWire, which sends a blank block text as null: the contract reads it back as the text', () => {
    // The atomic blocks' ' ' and empty paragraphs go as null through the client's name mapping.
    const wire = toWire<{ blocks: { text: unknown }[] }>(throughEditor(everything));
    expect(wire.blocks.some((b) => b.text === null)).toBe(true);
    const parsed = richContentSchema.parse(wire);
    expect(parsed.blocks.filter((b) => b.type === 'atomic').every((b) => b.text === ' ')).toBe(true);
  });
});
