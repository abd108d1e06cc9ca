import { createRequire } from 'node:module';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import pdfmake from 'pdfmake';
import type { Content } from 'pdfmake/interfaces';

// Documents for the tests of attachment search (issue 49): real files of each format, made here (a PDF
// by pdfmake with the Roboto files it ships, the zipped formats by fflate), and hostile ones.

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts/Roboto',
);
let fontsSet = false;

/** A PDF whose pages hold the texts (a text layer, as a word processor's export has). */
export async function pdfOf(pages: string[], options: { userPassword?: string } = {}): Promise<Buffer> {
  return pdfDocument(
    pages.map((text, i) => (i === 0 ? { text } : { text, pageBreak: 'before' })),
    options,
  );
}

/** A 'scan': pages of drawing only, no text layer. */
export function scannedPdf(pages: number): Promise<Buffer> {
  return pdfDocument(
    Array.from({ length: pages }, (_, i) => ({
      canvas: [{ type: 'rect', x: 0, y: 0, w: 400, h: 600, color: '#ccc' }],
      ...(i > 0 ? { pageBreak: 'before' } : {}),
    })) as Content[],
  );
}

function pdfDocument(content: Content[], options: { userPassword?: string } = {}): Promise<Buffer> {
  if (!fontsSet) {
    pdfmake.setFonts({
      Roboto: {
        normal: path.join(fontDir, 'Roboto-Regular.ttf'),
        bold: path.join(fontDir, 'Roboto-Medium.ttf'),
        italics: path.join(fontDir, 'Roboto-Italic.ttf'),
        bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
      },
    });
    pdfmake.setUrlAccessPolicy(() => false);
    (pdfmake as unknown as { setLocalAccessPolicy(check: () => boolean): void }).setLocalAccessPolicy(
      () => true,
    );
    fontsSet = true;
  }
  return pdfmake.createPdf({ content, ...options }).getBuffer();
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A DOCX of paragraphs (the parts Word needs to open it, and the text in word/document.xml). */
export function docxOf(paragraphs: string[]): Uint8Array {
  const body = paragraphs
    .map((p) => `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`)
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

/** An ODT of paragraphs. */
export function odtOf(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<text:p text:style-name="P1">${xmlEscape(p)}</text:p>`).join('');
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'content.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:automatic-styles><style:style style:name="P1">Nagłówek stylu</style:style></office:automatic-styles><office:body><office:text>${body}</office:text></office:body></office:document-content>`,
    ),
  });
}

/** An XLSX whose cells hold the strings (as shared strings). */
export function xlsxOf(cells: string[]): Uint8Array {
  return zipSync({
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${cells.map((c) => `<si><t>${xmlEscape(c)}</t></si>`).join('')}</sst>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${cells.map((_, i) => `<c r="A${i + 1}" t="s"><v>${i}</v></c>`).join('')}</row></sheetData></worksheet>`,
    ),
  });
}

/** A zip bomb in a DOCX's clothes: word/document.xml unpacks to `megabytes` MB of one repeated tag. */
export function docxBomb(megabytes: number): Uint8Array {
  const chunk = strToU8('<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(30_000));
  const total = new Uint8Array(megabytes * 1024 * 1024);
  for (let at = 0; at < total.length; at += chunk.length) total.set(chunk.subarray(0, total.length - at), at);
  return zipSync({ 'word/document.xml': [total, { level: 9 }] });
}
