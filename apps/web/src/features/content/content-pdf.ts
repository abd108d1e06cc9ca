import type { Content } from 'pdfmake/interfaces';
import type { RichContentValue } from '../../components/rich-content/RichContentView.tsx';
import { api } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { a4Document } from '../../lib/pdf/pdf-document.ts';
import type { HelpArticle, HelpEntry, Terms } from './content-api.ts';

type Block = RichContentValue['blocks'][number];

/** A block's text as pdfmake runs: bold, italic, links (with their address). */
function runs(block: Block, content: RichContentValue): Content[] {
  const { text } = block;
  const cuts = new Set([0, text.length]);
  for (const r of [...block.inlineStyleRanges, ...block.entityRanges]) {
    cuts.add(Math.min(r.offset, text.length));
    cuts.add(Math.min(r.offset + r.length, text.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const out: Content[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const start = points[k] as number;
    const end = points[k + 1] as number;
    const covers = (r: { offset: number; length: number }) => r.offset <= start && r.offset + r.length >= end;
    const styles = block.inlineStyleRanges.filter(covers).map((r) => r.style);
    const link = block.entityRanges
      .filter(covers)
      .map((r) => content.entityMap[String(r.key)])
      .find((e) => e?.typ === 'LINK');
    out.push({
      text: text.slice(start, end),
      bold: styles.includes('BOLD'),
      italics: styles.includes('ITALIC'),
      ...(link?.typ === 'LINK' && /^(https?:|mailto:)/.test(link.data.url)
        ? { link: link.data.url, color: '#0b4ea2', decoration: 'underline' as const }
        : {}),
    });
  }
  return out;
}

/**
 * Rich content as pdfmake content: paragraphs, quotes, lists (numbered per level, indented by depth),
 * picture and video notes.
 */
export function richToPdf(content: RichContentValue): Content[] {
  // The number of the next item per depth of the list being drawn; any other block ends the list.
  let counters: number[] = [];
  return content.blocks.flatMap((block): Content[] => {
    const isList = block.typ === 'unordered-list-item' || block.typ === 'ordered-list-item';
    if (!isList) counters = [];
    if (block.typ === 'atomic') {
      const entity = content.entityMap[String(block.entityRanges[0]?.key)];
      if (entity?.typ === 'IMAGE')
        return [{ text: `[Obraz: ${entity.data.alt}]`, italics: true, margin: [0, 2, 0, 6] }];
      if (entity?.typ === 'EMBEDDED_LINK')
        return [{ text: `[Film: ${entity.data.src}]`, italics: true, margin: [0, 2, 0, 6] }];
      return [];
    }
    if (isList) {
      counters = counters.slice(0, block.depth + 1);
      const n = (counters[block.depth] ?? 0) + 1;
      counters[block.depth] = n;
      const mark = block.typ === 'ordered-list-item' ? `${n}. ` : '• ';
      return [{ text: [mark, ...runs(block, content)], margin: [10 + block.depth * 15, 0, 0, 2] }];
    }
    if (block.text.trim() === '') return [];
    const text = runs(block, content);
    if (block.typ === 'blockquote') return [{ text, italics: true, margin: [20, 2, 0, 6] }];
    return [{ text, margin: [0, 0, 0, 6] }];
  });
}

/** regulamin.pdf / regulamin_do_opublikowania.pdf. */
export function termsPdf(terms: Terms, generatedAt: Date) {
  return a4Document({
    title: 'Regulamin',
    generatedAt,
    content: [
      { text: 'Baza Konkurencyjności', style: 'h1' },
      { text: 'Regulamin', style: 'title' },
      { text: `Obowiązuje od: ${formatDate(terms.dataOpublikowania)}`, margin: [0, 0, 0, 10] },
      ...richToPdf(terms.tresc),
    ],
  });
}

/** pomoc.pdf: every general help in table-of-contents order, headed by its depth. */
export async function helpPdf(entries: HelpEntry[], generatedAt: Date) {
  const ordered: { entry: HelpEntry; depth: number }[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const entry of entries.filter((e) => e.parentId === parentId)) {
      ordered.push({ entry, depth });
      walk(entry.id, depth + 1);
    }
  };
  walk(null, 0);
  const articles = await Promise.all(
    ordered.map(({ entry }) => api<{ pomoc: HelpArticle }>(`/api/help/${entry.id}`).then((a) => a.pomoc)),
  );
  const styles = ['h2', 'h3', 'h4'];
  return a4Document({
    title: 'Pomoc',
    generatedAt,
    content: [
      { text: 'Baza Konkurencyjności', style: 'h1' },
      { text: 'Pomoc', style: 'title' },
      ...ordered.flatMap(({ depth }, i): Content[] => {
        const article = articles[i] as HelpArticle;
        return [{ text: article.naglowek, style: styles[Math.min(depth, 2)] }, ...richToPdf(article.tresc)];
      }),
    ],
  });
}
