import { rangeCuts } from '@bk/contracts/content/rich-text-rules';
import type { Content } from 'pdfmake/interfaces';
import type { RichValue } from '../../lib/site-content.ts';

// Rich content in a PDF made in the browser (pomoc.pdf, regulamin.pdf, regulamin_do_opublikowania.pdf).

type Block = RichValue['blocks'][number];
type Range = { offset: number; length: number };

/** A link's address when a PDF may carry it (web and mail addresses only). */
const pdfLink = (url: string) => (/^(https?:|mailto:)/i.test(url) ? url : null);

/** A block's text as pdfmake runs: bold, italic and links, cut where any range starts or ends. */
function runs(block: Block, content: RichValue): Content[] {
  const { text } = block;
  const points = rangeCuts(block);
  const out: Content[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const start = points[k] as number;
    const end = points[k + 1] as number;
    const covers = (r: Range) => r.offset <= start && r.offset + r.length >= end;
    const styles = block.inlineStyleRanges.filter(covers).map((r) => r.style);
    const entity = block.entityRanges
      .filter(covers)
      .map((r) => content.entityMap[String(r.key)])
      .find((e) => e?.typ === 'LINK');
    const url = entity?.typ === 'LINK' ? pdfLink(entity.data.url) : null;
    out.push({
      text: text.slice(start, end),
      bold: styles.includes('BOLD'),
      italics: styles.includes('ITALIC'),
      ...(url ? { link: url, color: '#0b4ea2', decoration: 'underline' as const } : {}),
    });
  }
  return out;
}

const isListItem = (b: Block) => b.typ === 'unordered-list-item' || b.typ === 'ordered-list-item';

/**
 * A run of list items as pdfmake lists: items deeper than the run's shallowest depth nest in the item
 * before them; a change of list kind at the same depth starts a new list (so numbers run on).
 */
function lists(items: Block[], content: RichValue): Content[] {
  const base = Math.min(...items.map((b) => b.depth));
  const out: Content[] = [];
  let i = 0;
  const deeper = () => {
    const start = i;
    while (i < items.length && (items[i] as Block).depth > base) i++;
    return items.slice(start, i);
  };
  while (i < items.length) {
    const first = items[i] as Block;
    if (first.depth > base) {
      out.push(...lists(deeper(), content));
      continue;
    }
    const entries: Content[] = [];
    while (i < items.length && (items[i] as Block).depth === base && (items[i] as Block).typ === first.typ) {
      const text: Content = { text: runs(items[i++] as Block, content) };
      const nested = deeper();
      entries.push(nested.length ? { stack: [text, ...lists(nested, content)] } : text);
    }
    const margin: [number, number, number, number] = [0, 0, 0, 6];
    out.push(first.typ === 'ordered-list-item' ? { ol: entries, margin } : { ul: entries, margin });
  }
  return out;
}

/** One block that is not a list item. */
function single(block: Block, content: RichValue): Content[] {
  if (block.typ === 'atomic') {
    const entity = content.entityMap[String(block.entityRanges[0]?.key)];
    if (entity?.typ === 'IMAGE')
      return [{ text: `[Obraz: ${entity.data.alt}]`, italics: true, margin: [0, 2, 0, 6] }];
    if (entity?.typ === 'EMBEDDED_LINK')
      return [{ text: `[Film: ${entity.data.src}]`, italics: true, margin: [0, 2, 0, 6] }];
    return [];
  }
  if (block.text.trim() === '') return [];
  const text = runs(block, content);
  if (block.typ === 'blockquote') return [{ text, italics: true, margin: [20, 2, 0, 6] }];
  return [{ text, margin: [0, 0, 0, 6] }];
}

/**
 * Rich content as pdfmake content: paragraphs, quotes, lists (nested by depth), and a note in place
 * of each picture and video (a PDF made in the browser does not fetch them).
 */
export function richToPdf(content: RichValue): Content[] {
  const out: Content[] = [];
  const { blocks } = content;
  let i = 0;
  while (i < blocks.length) {
    const block = blocks[i] as Block;
    if (!isListItem(block)) {
      out.push(...single(block, content));
      i++;
      continue;
    }
    const start = i;
    while (i < blocks.length && isListItem(blocks[i] as Block)) i++;
    out.push(...lists(blocks.slice(start, i), content));
  }
  return out;
}
