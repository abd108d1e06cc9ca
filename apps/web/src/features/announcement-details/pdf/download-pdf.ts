import { downloadPdf } from '../../../lib/pdf/download-pdf.ts';
import type { AnnouncementView } from '../details-types.ts';
import { announcementPdf } from './announcement-pdf.ts';

/** Generates the announcement's PDF in the browser and saves it as '{announcementId}.pdf'. */
export async function downloadAnnouncementPdf(view: AnnouncementView): Promise<void> {
  await downloadPdf(announcementPdf(view, new Date()), `${view.ogloszenie.id}.pdf`);
}
