import { IMAGE_DEFAULT_WIDTH, VIDEO_DEFAULT_SIZE } from '@bk/contracts/content/rich-content';
import { rangeCuts } from '@bk/contracts/content/rich-text-rules';
import type { JSONContent } from '@tiptap/core';
import type { RichBlockValue, RichEntityValue, RichValue } from '../../lib/site-content.ts';

// The rich content's client types are the site content's (lib/site-content.ts).
export type { RichBlockValue, RichEntityValue, RichValue } from '../../lib/site-content.ts';

/** The deepest list nesting the structure holds (depth 0 to 4). */
export const MAX_LIST_DEPTH = 4;
const KEY_MAX = 20;
const LIST_TYPES = { bulletList: 'unordered-list-item', orderedList: 'ordered-list-item' } as const;
type ListBlockType = (typeof LIST_TYPES)[keyof typeof LIST_TYPES];

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A short random block key (like Draft.js's), not among `used`. */
export function newBlockKey(used: ReadonlySet<string> = new Set()): string {
  for (;;) {
    let key = '';
    for (let i = 0; i < 6; i++) key += KEY_ALPHABET[Math.floor(Math.random() * KEY_ALPHABET.length)];
    if (!used.has(key)) return key;
  }
}

/** An empty value: one empty paragraph. */
export function emptyRichValue(): RichValue {
  return {
    blocks: [
      { key: newBlockKey(), text: '', typ: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [] },
    ],
    entityMap: {},
  };
}

/** The value's text length as the contract counts it (`richTextLength` takes wire-named blocks). */
export function wireBlocksForCount(value: RichValue): { type: string; text: string }[] {
  return value.blocks.map((b) => ({ type: b.typ, text: b.text }));
}

// ---------------------------------------------------------------------------------------------------
// Structure -> editor

type LinkData = { url: string; target: '_blank' | '_self' };

function linkAt(block: RichBlockValue, value: RichValue, offset: number): LinkData | null {
  for (const range of block.entityRanges) {
    if (offset < range.offset || offset >= range.offset + range.length) continue;
    const entity = value.entityMap[String(range.key)];
    if (entity?.typ === 'LINK') return entity.data;
  }
  return null;
}

function styled(block: RichBlockValue, offset: number, style: 'BOLD' | 'ITALIC'): boolean {
  return block.inlineStyleRanges.some(
    (r) => r.style === style && offset >= r.offset && offset < r.offset + r.length,
  );
}

/** The block's text as text nodes with bold, italic and link marks; '\n' becomes a hard break. */
function inlineContent(block: RichBlockValue, value: RichValue): JSONContent[] {
  const { text } = block;
  const breaks: number[] = [];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') breaks.push(i, i + 1);
  const sorted = rangeCuts(block, breaks);
  const out: JSONContent[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const start = sorted[i] as number;
    const piece = text.slice(start, sorted[i + 1]);
    if (piece === '') continue;
    if (piece === '\n') {
      out.push({ type: 'hardBreak' });
      continue;
    }
    const marks: NonNullable<JSONContent['marks']> = [];
    if (styled(block, start, 'BOLD')) marks.push({ type: 'bold' });
    if (styled(block, start, 'ITALIC')) marks.push({ type: 'italic' });
    const link = linkAt(block, value, start);
    if (link)
      marks.push({
        type: 'link',
        attrs: { href: link.url, target: link.target === '_blank' ? '_blank' : null },
      });
    out.push(marks.length ? { type: 'text', text: piece, marks } : { type: 'text', text: piece });
  }
  return out;
}

function paragraph(block: RichBlockValue, value: RichValue): JSONContent {
  const content = inlineContent(block, value);
  return { type: 'paragraph', attrs: { blockKey: block.key }, ...(content.length ? { content } : {}) };
}

function atomicNode(block: RichBlockValue, value: RichValue): JSONContent | null {
  const range = block.entityRanges[0];
  const entity = range ? value.entityMap[String(range.key)] : undefined;
  if (entity?.typ === 'IMAGE') {
    const { src, alt, width, height } = entity.data;
    return { type: 'image', attrs: { src, alt, width, height: height ?? null, blockKey: block.key } };
  }
  if (entity?.typ === 'EMBEDDED_LINK') {
    const { src, width, height } = entity.data;
    return { type: 'video', attrs: { src, width, height, blockKey: block.key } };
  }
  return null;
}

const isListBlock = (block: RichBlockValue): block is RichBlockValue & { typ: ListBlockType } =>
  block.typ === 'ordered-list-item' || block.typ === 'unordered-list-item';

/**
 * One list (and the lists nested in its items) from a run of list blocks, starting at `index`.
 * `depths` are the run's depths made reachable (each at most one deeper than the one before).
 */
function buildList(
  run: RichBlockValue[],
  depths: number[],
  index: number,
  depth: number,
  value: RichValue,
): { node: JSONContent; next: number } {
  const type = run[index]?.typ;
  const items: JSONContent[] = [];
  let i = index;
  while (i < run.length) {
    const block = run[i] as RichBlockValue;
    const d = depths[i] as number;
    if (d < depth) break;
    const parent = items[items.length - 1];
    if (d === depth || !parent) {
      if (block.typ !== type) break;
      items.push({ type: 'listItem', content: [paragraph(block, value)] });
      i++;
    } else {
      const nested = buildList(run, depths, i, depth + 1, value);
      parent.content?.push(nested.node);
      i = nested.next;
    }
  }
  return {
    node: { type: type === 'ordered-list-item' ? 'orderedList' : 'bulletList', content: items },
    next: i,
  };
}

function listNodes(run: RichBlockValue[], value: RichValue): JSONContent[] {
  const depths: number[] = [];
  for (const block of run) {
    const previous = depths[depths.length - 1];
    depths.push(previous === undefined ? 0 : Math.max(0, Math.min(block.depth, previous + 1)));
  }
  const nodes: JSONContent[] = [];
  let i = 0;
  while (i < run.length) {
    const { node, next } = buildList(run, depths, i, 0, value);
    nodes.push(node);
    i = next;
  }
  return nodes;
}

/** The block structure as TipTap's document JSON. */
export function toEditorDoc(value: RichValue): JSONContent {
  const content: JSONContent[] = [];
  const { blocks } = value;
  let i = 0;
  while (i < blocks.length) {
    const block = blocks[i] as RichBlockValue;
    if (isListBlock(block)) {
      const run: RichBlockValue[] = [];
      while (i < blocks.length && isListBlock(blocks[i] as RichBlockValue))
        run.push(blocks[i++] as RichBlockValue);
      content.push(...listNodes(run, value));
    } else if (block.typ === 'blockquote') {
      const quoted: JSONContent[] = [];
      while (i < blocks.length && blocks[i]?.typ === 'blockquote')
        quoted.push(paragraph(blocks[i++] as RichBlockValue, value));
      content.push({ type: 'blockquote', content: quoted });
    } else {
      const node = block.typ === 'atomic' ? atomicNode(block, value) : paragraph(block, value);
      if (node) content.push(node);
      i++;
    }
  }
  if (content.length === 0) content.push({ type: 'paragraph' });
  return { type: 'doc', content };
}

// ---------------------------------------------------------------------------------------------------
// Editor -> structure

type Builder = { blocks: RichBlockValue[]; entityMap: Record<string, RichEntityValue>; used: Set<string> };

function takeKey(b: Builder, node: JSONContent): string {
  const wanted = node.attrs?.blockKey;
  const key =
    typeof wanted === 'string' && wanted !== '' && wanted.length <= KEY_MAX && !b.used.has(wanted)
      ? wanted
      : newBlockKey(b.used);
  b.used.add(key);
  return key;
}

function addEntity(b: Builder, entity: RichEntityValue): number {
  const key = Object.keys(b.entityMap).length;
  b.entityMap[String(key)] = entity;
  return key;
}

const positiveInt = (raw: unknown, fallback: number | null): number | null => {
  const n = typeof raw === 'string' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
};

type Run = { start: number; end: number; bold: boolean; italic: boolean; link: LinkData | null };

function pushTextBlock(b: Builder, node: JSONContent, typ: RichBlockValue['typ'], depth: number): void {
  let text = '';
  const runs: Run[] = [];
  for (const child of node.content ?? []) {
    if (child.type === 'hardBreak') text += '\n';
    if (child.type !== 'text' || !child.text) continue;
    const marks = child.marks ?? [];
    const link = marks.find((m) => m.type === 'link');
    const href = link?.attrs?.href;
    runs.push({
      start: text.length,
      end: text.length + child.text.length,
      bold: marks.some((m) => m.type === 'bold'),
      italic: marks.some((m) => m.type === 'italic'),
      link:
        typeof href === 'string' && href !== ''
          ? { url: href, target: link?.attrs?.target === '_blank' ? '_blank' : '_self' }
          : null,
    });
    text += child.text;
  }
  const inlineStyleRanges: RichBlockValue['inlineStyleRanges'] = [];
  for (const style of ['BOLD', 'ITALIC'] as const) {
    const has = (r: Run) => (style === 'BOLD' ? r.bold : r.italic);
    for (const r of runs.filter(has)) {
      const last = inlineStyleRanges.findLast((x) => x.style === style);
      if (last && last.offset + last.length === r.start) last.length += r.end - r.start;
      else inlineStyleRanges.push({ offset: r.start, length: r.end - r.start, style });
    }
  }
  inlineStyleRanges.sort((x, y) => x.offset - y.offset || x.style.localeCompare(y.style));
  const entityRanges: RichBlockValue['entityRanges'] = [];
  let open: { offset: number; length: number; link: LinkData } | null = null;
  const flush = () => {
    if (open)
      entityRanges.push({
        offset: open.offset,
        length: open.length,
        key: addEntity(b, linkEntity(open.link)),
      });
  };
  for (const r of runs) {
    const { link } = r;
    if (open && link && open.offset + open.length === r.start && sameLink(open.link, link)) {
      open.length += r.end - r.start;
      continue;
    }
    flush();
    open = link ? { offset: r.start, length: r.end - r.start, link } : null;
  }
  flush();
  b.blocks.push({ key: takeKey(b, node), text, typ, depth, inlineStyleRanges, entityRanges });
}

const sameLink = (a: LinkData, b: LinkData) => a.url === b.url && a.target === b.target;

const linkEntity = (link: LinkData): RichEntityValue => ({
  typ: 'LINK',
  mutability: 'MUTABLE',
  data: { url: link.url, target: link.target },
});

function pushAtomic(b: Builder, node: JSONContent, entity: RichEntityValue): void {
  const key = addEntity(b, entity);
  b.blocks.push({
    key: takeKey(b, node),
    text: ' ',
    typ: 'atomic',
    depth: 0,
    inlineStyleRanges: [],
    entityRanges: [{ offset: 0, length: 1, key }],
  });
}

function walkList(b: Builder, list: JSONContent, depth: number): void {
  const typ = LIST_TYPES[list.type as keyof typeof LIST_TYPES];
  const d = Math.min(depth, MAX_LIST_DEPTH);
  for (const item of list.content ?? []) {
    for (const child of item.content ?? []) {
      // A second paragraph of an item has no place of its own: it becomes an item of the same depth.
      if (child.type === 'paragraph') pushTextBlock(b, child, typ, d);
      else if (child.type && child.type in LIST_TYPES) walkList(b, child, depth + 1);
      else walkBlock(b, child, 'unstyled');
    }
  }
}

function imageEntity(node: JSONContent): RichEntityValue {
  const a = node.attrs ?? {};
  const height = positiveInt(a.height, null);
  return {
    typ: 'IMAGE',
    mutability: 'IMMUTABLE',
    data: {
      src: String(a.src ?? ''),
      alt: String(a.alt ?? ''),
      width: positiveInt(a.width, IMAGE_DEFAULT_WIDTH) as number,
      ...(height ? { height } : {}),
    },
  };
}

function videoEntity(node: JSONContent): RichEntityValue {
  const a = node.attrs ?? {};
  return {
    typ: 'EMBEDDED_LINK',
    mutability: 'IMMUTABLE',
    data: {
      src: String(a.src ?? ''),
      width: positiveInt(a.width, VIDEO_DEFAULT_SIZE.width) as number,
      height: positiveInt(a.height, VIDEO_DEFAULT_SIZE.height) as number,
    },
  };
}

const hasInline = (node: JSONContent) =>
  (node.content ?? []).some((c) => c.type === 'text' || c.type === 'hardBreak');

function walkBlock(b: Builder, node: JSONContent, paragraphType: 'unstyled' | 'blockquote'): void {
  const { type } = node;
  if (type === 'paragraph') pushTextBlock(b, node, paragraphType, 0);
  else if (type === 'blockquote') for (const child of node.content ?? []) walkBlock(b, child, 'blockquote');
  else if (type === 'bulletList' || type === 'orderedList') walkList(b, node, 0);
  else if (type === 'image') pushAtomic(b, node, imageEntity(node));
  else if (type === 'video') pushAtomic(b, node, videoEntity(node));
  // A node the editor's schema does not have (never expected): its text is kept.
  else if (hasInline(node)) pushTextBlock(b, node, paragraphType, 0);
  else for (const child of node.content ?? []) walkBlock(b, child, paragraphType);
}

/** TipTap's document JSON as the block structure (entity keys numbered from 0 in document order). */
export function fromEditorDoc(doc: JSONContent): RichValue {
  const b: Builder = { blocks: [], entityMap: {}, used: new Set() };
  for (const node of doc.content ?? []) walkBlock(b, node, 'unstyled');
  if (b.blocks.length === 0) return emptyRichValue();
  return { blocks: b.blocks, entityMap: b.entityMap };
}
