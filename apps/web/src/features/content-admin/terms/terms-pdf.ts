import { richToPdf } from '../../../components/rich-content/rich-content-pdf.ts';
import type { RichValue } from '../../../components/rich-text/RichTextEditor.tsx';
import { formatDate } from '../../../lib/format.ts';
import { a4Document } from '../../../lib/pdf/pdf-document.ts';

/** regulamin.pdf (the current version) or regulamin_do_opublikowania.pdf: A4 (spec 3 section 9). */
export function termsPdf(
  terms: { tresc: RichValue; dataOpublikowania: string },
  title: string,
  generatedAt: Date,
) {
  return a4Document({
    title,
    generatedAt,
    content: [
      { text: 'Baza Konkurencyjności', style: 'h1' },
      { text: title, style: 'title' },
      { text: `Data publikacji: ${formatDate(terms.dataOpublikowania)}`, margin: [0, 0, 0, 10] },
      ...richToPdf(terms.tresc),
    ],
  });
}
