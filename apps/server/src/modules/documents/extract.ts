import { type Unzipped, unzipSync } from 'fflate';

/**
 * The text of an attached document (issue 49, decision 0050): PDF through pdf.js (unpdf's build),
 * the zipped XML formats (DOCX, XLSX, PPTX, ODT, ODS, ODP) by unzipping the parts that hold text and
 * reading their text nodes, RTF without its control words, plain text as it is. Run in a worker
 * (extraction.ts: a child process, which alone bounds memory for sure) that bounds its time and memory; here the limits a well-formed hostile file could
 * still exceed are kept: what a zip may unpack to, and how much text is kept.
 */

/** Why a document gave no text (each shown to the advertiser in Polish: contracts' noTextLabels). */
export type NoTextReason =
  | 'unsupported'
  | 'encrypted'
  | 'broken'
  | 'no_text_layer'
  | 'too_large'
  | 'timeout'
  | 'memory';

export type Extracted =
  | { ok: true; text: string; pages: number; truncated: boolean }
  | { ok: false; reason: NoTextReason; detail: string };

/** The most text kept of one document (about 400 pages): the rest is not indexed. */
export const MAX_TEXT_CHARS = 1_000_000;
/** The most a zipped document's text parts may unpack to, together. */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
/** A PDF of more pages is read to this page. */
const MAX_PDF_PAGES = 1000;

/** A document that gives no text, and why (plain class fields: the worker's Node strips types only). */
export class NoText extends Error {
  readonly reason: NoTextReason;
  constructor(reason: NoTextReason, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

export type Kind = 'pdf' | 'ooxml-word' | 'ooxml-sheet' | 'ooxml-slides' | 'odf' | 'rtf' | 'text';

/** The formats read, by extension. */
export const KINDS: Record<string, Kind> = {
  pdf: 'pdf',
  docx: 'ooxml-word',
  xlsx: 'ooxml-sheet',
  pptx: 'ooxml-slides',
  odt: 'odf',
  ods: 'odf',
  odp: 'odf',
  rtf: 'rtf',
  txt: 'text',
  csv: 'text',
};

/** Cuts the text at MAX_TEXT_CHARS, and collapses runs of spaces. */
function kept(text: string, pages: number): Extracted {
  const clean = text
    .replaceAll('\0', '')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  const truncated = clean.length > MAX_TEXT_CHARS;
  return { ok: true, text: truncated ? clean.slice(0, MAX_TEXT_CHARS) : clean, pages, truncated };
}

export async function extractDocument(bytes: Uint8Array, kind: Kind): Promise<Extracted> {
  try {
    switch (kind) {
      case 'pdf':
        return await pdfText(bytes);
      case 'text':
        return textOf(bytes);
      case 'rtf':
        return kept(rtfText(new TextDecoder('latin1').decode(bytes)), 1);
      default:
        return zippedText(bytes, kind);
    }
  } catch (error) {
    if (error instanceof NoText) return { ok: false, reason: error.reason, detail: error.message };
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, reason: 'broken', detail: detail.slice(0, 500) };
  }
}

function textOf(bytes: Uint8Array): Extracted {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: Polish files of older tools are in Windows-1250.
    text = new TextDecoder('windows-1250').decode(bytes);
  }
  return kept(text.replace(/^\ufeff/, ''), 1);
}

async function pdfText(bytes: Uint8Array): Promise<Extracted> {
  const { getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(bytes, { stopAtErrors: false });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') throw new NoText('encrypted', 'the PDF is protected by a password');
    throw error;
  }
  const pages = Math.min(pdf.numPages, MAX_PDF_PAGES);
  const parts: string[] = [];
  let length = 0;
  for (let n = 1; n <= pages && length <= MAX_TEXT_CHARS; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str;
      if (item.hasEOL) text += '\n';
      else if (item.str && !item.str.endsWith(' ')) text += ' ';
    }
    parts.push(text);
    length += text.length;
    page.cleanup();
  }
  const all = parts.join('\n');
  // A scan: pages of pictures, no text layer (a few stray characters per page at most).
  if (all.replace(/\s/g, '').length < Math.max(20, pages * 5))
    throw new NoText('no_text_layer', `${pages} pages without a text layer`);
  return kept(all, pdf.numPages);
}

/** The parts of a zipped document that hold its text, in reading order. */
function textParts(kind: Kind, names: string[]): string[] {
  const numbered = (prefix: string) =>
    names
      .filter((n) => n.startsWith(prefix) && n.endsWith('.xml'))
      .sort((a, b) => Number(a.match(/(\d+)\.xml$/)?.[1] ?? 0) - Number(b.match(/(\d+)\.xml$/)?.[1] ?? 0));
  switch (kind) {
    case 'ooxml-word':
      return [
        'word/document.xml',
        ...numbered('word/header'),
        ...numbered('word/footer'),
        'word/footnotes.xml',
        'word/endnotes.xml',
      ];
    case 'ooxml-sheet':
      return ['xl/sharedStrings.xml', ...numbered('xl/worksheets/sheet')];
    case 'ooxml-slides':
      return [...numbered('ppt/slides/slide'), ...numbered('ppt/notesSlides/notesSlide')];
    default:
      return ['content.xml'];
  }
}

function zippedText(bytes: Uint8Array, kind: Kind): Extracted {
  let unzipped: Unzipped;
  let declared = 0;
  try {
    const names: string[] = [];
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
    const wanted = new Set(textParts(kind, names));
    unzipped = unzipSync(bytes, {
      filter: (file) => {
        if (!wanted.has(file.name)) return false;
        declared += file.originalSize;
        if (declared > MAX_UNZIPPED_BYTES)
          throw new NoText('too_large', `its text parts unpack to more than ${MAX_UNZIPPED_BYTES} bytes`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof NoText) throw error;
    throw new NoText('broken', `not a readable zip: ${error instanceof Error ? error.message : error}`);
  }
  const parts = textParts(kind, Object.keys(unzipped)).filter((n) => unzipped[n]);
  if (parts.length === 0) throw new NoText('broken', 'none of the parts that hold the text');
  const decoder = new TextDecoder('utf-8');
  let total = 0;
  const texts = parts.map((n) => {
    const data = unzipped[n] as Uint8Array;
    total += data.length;
    // An entry that said it was small and unpacked to more (fflate keeps to what it said, or fails).
    if (total > MAX_UNZIPPED_BYTES) throw new NoText('too_large', 'the text parts unpack to too much');
    return xmlText(decoder.decode(data), kind);
  });
  return kept(texts.join('\n'), 1);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[e] ?? whole;
  });
}

/**
 * The text of a document part: the content of its text elements, a line per paragraph (or cell, row,
 * slide shape). Only the elements that hold text in each format are read (not attribute values,
 * styles or field codes).
 */
export function xmlText(xml: string, kind: Kind): string {
  const breaks =
    kind === 'odf'
      ? /<\/(?:text:p|text:h|table:table-cell)>|<text:line-break\/>|<text:tab\/>|<text:s\/>/g
      : /<\/(?:w:p|a:p|si|c|row)>|<w:br\/>|<w:tab\/>/g;
  const marked = xml.replace(breaks, (m) => (m.includes('tab') || m.includes(':s/') ? ' \ue000' : '\ue001'));
  let body = marked;
  if (kind === 'odf') {
    const start = marked.indexOf('<office:body');
    body = start >= 0 ? marked.slice(start) : marked;
  }
  const textTag =
    kind === 'ooxml-word'
      ? /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|\ue000|\ue001/g
      : kind === 'ooxml-slides'
        ? /<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>|\ue000|\ue001/g
        : kind === 'ooxml-sheet'
          ? /<t(?:\s[^>]*)?>([^<]*)<\/t>|\ue000|\ue001/g
          : null;
  if (textTag === null) {
    // ODF: every text node of the body; tags are dropped.
    return decodeEntities(
      body
        .replace(/<[^>]*>/g, '')
        .replace(/\ue000/g, ' ')
        .replace(/\ue001/g, '\n'),
    );
  }
  let out = '';
  for (const m of body.matchAll(textTag)) {
    if (m[0] === '\ue001') out += '\n';
    else if (m[0] === '\ue000') out += ' ';
    // A sheet's words are its shared and inline strings (a cell's number is left out).
    else if (m[1] !== undefined) out += decodeEntities(m[1]);
  }
  return out;
}

/**
 * The text of an RTF document: control words and groups that hold no text (fonts, colours, pictures,
 * stylesheets) dropped, escaped characters (\'b3, \uN) decoded, Windows-1250 for the 8-bit ones
 * (the code page Polish RTF files name, \ansicpg1250).
 */
export function rtfText(rtf: string): string {
  if (!rtf.startsWith('{\\rtf')) throw new NoText('broken', 'not an RTF document');
  const codePage = rtf.match(/\\ansicpg(\d+)/)?.[1] ?? '1250';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(`windows-${codePage}`);
  } catch {
    decoder = new TextDecoder('windows-1250');
  }
  const skipped = new Set([
    'fonttbl',
    'colortbl',
    'stylesheet',
    'info',
    'pict',
    'object',
    'header',
    'footer',
  ]);
  let out = '';
  let depth = 0;
  let skipDepth = -1;
  let ucSkip = 0;
  for (let i = 0; i < rtf.length; i++) {
    const c = rtf[i] as string;
    if (c === '{') {
      depth++;
      if (rtf.startsWith('{\\*', i) && skipDepth < 0) skipDepth = depth;
      continue;
    }
    if (c === '}') {
      if (depth === skipDepth) skipDepth = -1;
      depth--;
      continue;
    }
    if (c === '\\') {
      const next = rtf[i + 1] ?? '';
      if (next === "'") {
        const byte = Number.parseInt(rtf.slice(i + 2, i + 4), 16);
        if (skipDepth < 0 && Number.isFinite(byte)) {
          if (ucSkip > 0) ucSkip--;
          else out += decoder.decode(new Uint8Array([byte]));
        }
        i += 3;
        continue;
      }
      if (/[\\{}]/.test(next)) {
        if (skipDepth < 0) out += next;
        i++;
        continue;
      }
      const word = rtf.slice(i + 1).match(/^([a-z]+)(-?\d+)? ?/);
      if (!word) {
        i++;
        continue;
      }
      i += word[0].length;
      const [, name, arg] = word;
      if (name && skipped.has(name) && skipDepth < 0) skipDepth = depth;
      if (skipDepth >= 0) continue;
      if (name === 'par' || name === 'line' || name === 'row') out += '\n';
      else if (name === 'tab' || name === 'cell') out += ' ';
      else if (name === 'u' && arg) {
        const code = Number(arg) < 0 ? Number(arg) + 65_536 : Number(arg);
        out += String.fromCharCode(code);
        ucSkip = 1;
      }
      continue;
    }
    if (skipDepth >= 0 || c === '\r' || c === '\n') continue;
    if (ucSkip > 0) {
      ucSkip--;
      continue;
    }
    out += c;
  }
  return out;
}
