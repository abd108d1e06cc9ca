import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDateTime } from '../format.ts';

/**
 * A PDF builder's text: in the page's language when it has the page's Lingui instance, else (the
 * server's procedure file) the Polish message with its plain `{name}` placeholders filled.
 */
export function pdfText(i18n: I18n | undefined, text: MessageDescriptor): string {
  if (i18n) return i18n._(text);
  const values = (text.values ?? {}) as Record<string, unknown>;
  return (text.message ?? text.id).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The service line of every generated PDF's footer (spec 1 section 1). */
export const PDF_SERVICE_LINE = 'Baza Konkurencyjności - wygenerowano z portalu';

/**
 * Every PDF the portal generates in the browser (spec 1 sections 1 and 2): A4, Roboto (which carries
 * the Polish letters), the shared heading styles, and the footer with the generation date, the service
 * line and 'strona x / y'.
 */
export function a4Document({
  title,
  content,
  generatedAt,
  i18n,
}: {
  title: string;
  content: Content[];
  generatedAt: Date;
  /**
   * The language of the page it is printed from (issue 51): its footer follows it. Without it (the
   * server's procedure file) the footer is Polish.
   */
  i18n?: I18n;
}): TDocumentDefinitions {
  const generated = formatDateTime(generatedAt.toISOString());
  const footerTexts = i18n
    ? {
        generated: i18n._({
          id: 'pdf.generated',
          message: 'Wygenerowano: {date}',
          values: { date: generated },
        }),
        service: i18n._({ id: 'pdf.service', message: 'Baza Konkurencyjności - wygenerowano z portalu' }),
        page: (current: number, count: number) =>
          i18n._({ id: 'pdf.page', message: 'strona {current} / {count}', values: { current, count } }),
      }
    : {
        generated: `Wygenerowano: ${generated}`,
        service: PDF_SERVICE_LINE,
        page: (current: number, count: number) => `strona ${current} / ${count}`,
      };
  return {
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 60],
    info: { title, creator: 'Baza Konkurencyjności' },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      h1: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      title: { fontSize: 13, bold: true, margin: [0, 0, 0, 10] },
      h2: { fontSize: 13, bold: true, margin: [0, 12, 0, 6] },
      h3: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
      h4: { fontSize: 11, bold: true, margin: [0, 8, 0, 4] },
    },
    content,
    footer: (currentPage, pageCount) => ({
      margin: [40, 20, 40, 0],
      fontSize: 8,
      columns: [
        { text: footerTexts.generated, width: 'auto' },
        { text: footerTexts.service, alignment: 'center', width: '*' },
        { text: footerTexts.page(currentPage, pageCount), alignment: 'right', width: 'auto' },
      ],
    }),
  };
}
