import type * as PdfMake from 'pdfmake/build/pdfmake';
import type { AnnouncementView } from '../details-types.ts';
import { announcementPdf } from './announcement-pdf.ts';

type PdfMakeModule = typeof PdfMake;

let loading: Promise<PdfMakeModule> | null = null;

/** pdfmake and its Roboto fonts (which carry the Polish letters), loaded on first use only. */
function loadPdfMake(): Promise<PdfMakeModule> {
  loading ??= Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]).then(
    ([pdfModule, fontsModule]) => {
      const loaded = pdfModule as PdfMakeModule & { default?: PdfMakeModule };
      const pdfMake = loaded.default ?? loaded;
      pdfMake.addVirtualFileSystem(fontsModule.default);
      return pdfMake;
    },
  );
  // A failed load (a network error) may be tried again by the next click.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Generates the announcement's PDF in the browser and saves it as '{announcementId}.pdf'. */
export async function downloadAnnouncementPdf(view: AnnouncementView): Promise<void> {
  const pdfMake = await loadPdfMake();
  await pdfMake.createPdf(announcementPdf(view, new Date())).download(`${view.ogloszenie.id}.pdf`);
}
