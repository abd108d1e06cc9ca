import type { Content } from 'pdfmake/interfaces';
import { richToPdf } from '../../components/rich-content/rich-content-pdf.ts';
import { api } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { a4Document } from '../../lib/pdf/pdf-document.ts';
import type { HelpArticle, HelpEntry, Terms } from '../../lib/site-content.ts';

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
