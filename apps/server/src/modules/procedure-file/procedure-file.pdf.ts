import { createRequire } from 'node:module';
import path from 'node:path';
import { toPolish } from '@bk/contracts/common/name-mapping';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { AnnouncementView } from '../../../../web/src/features/announcement-details/details-types.ts';
// The web app's pure document builders, shared rather than copied (decision 0047): the same PDF a
// visitor prints in the browser, drawn here by pdfmake's Node build with the same Roboto files the
// browser's font bundle is made of.
import { announcementPdf } from '../../../../web/src/features/announcement-details/pdf/announcement-pdf.ts';
import { settlementPdf } from '../../../../web/src/features/offers/settlement/settlement-pdf.ts';
import type { SettlementAnswer } from '../../../../web/src/features/offers/settlement/settlement-types.ts';
import { questionsPdf } from '../../../../web/src/features/questions/questions-pdf.ts';
import type { Question } from '../../../../web/src/features/questions/questions-types.ts';

/** pdfmake's Roboto (the Polish letters), the files the browser's vfs_fonts bundle is built from. */
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts/Roboto',
);
const roboto = {
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
};
const fontFiles: string[] = Object.values(roboto.Roboto);

let ready = false;

function render(document: TDocumentDefinitions): Promise<Buffer> {
  if (!ready) {
    pdfmake.setFonts(roboto);
    // A document names no image or font by address: nothing is fetched, nothing read from the disk.
    pdfmake.setUrlAccessPolicy(() => false);
    (
      pdfmake as unknown as { setLocalAccessPolicy(check: (path: string) => boolean): void }
    ).setLocalAccessPolicy((file) => fontFiles.includes(file));
    ready = true;
  }
  return pdfmake.createPdf(document).getBuffer();
}

type Titled = { id: number; numer: string | null; tytul: string | null };

/** A published version's PDF from its view (the wire answer of GET .../versions/{versionId}). */
export function versionPdf(view: unknown, generatedAt: Date): Promise<Buffer> {
  return render(announcementPdf(toPolish<AnnouncementView>(view), generatedAt));
}

/** The published questions and answers (wire items of the public list). */
export function questionsListPdf(announcement: Titled, questions: unknown[], generatedAt: Date) {
  return render(questionsPdf(announcement, toPolish<Question[]>(questions), false, generatedAt));
}

/** The settlement (the wire answer of GET /api/announcements/{id}/settlement). */
export function settlementViewPdf(announcement: Titled, view: unknown, generatedAt: Date) {
  return render(settlementPdf(announcement, toPolish<SettlementAnswer>(view), generatedAt));
}
