import type * as PdfMake from 'pdfmake/build/pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

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

/** Generates a PDF in the browser and saves it under `fileName`. */
export async function downloadPdf(document: TDocumentDefinitions, fileName: string): Promise<void> {
  const pdfMake = await loadPdfMake();
  await pdfMake.createPdf(document).download(fileName);
}
