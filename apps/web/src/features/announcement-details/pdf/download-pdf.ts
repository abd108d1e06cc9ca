import type { I18n } from '@lingui/core';
import { downloadPdf } from '../../../lib/pdf/download-pdf.ts';
import type { AnnouncementView } from '../details-types.ts';
import { announcementPdf } from './announcement-pdf.ts';

/**
 * Generates the announcement's PDF in the browser, in the page's language (issue 51), and saves it as
 * '{announcementId}.pdf'.
 */
export async function downloadAnnouncementPdf(view: AnnouncementView, i18n: I18n): Promise<void> {
  await downloadPdf(announcementPdf(view, new Date(), i18n), `${view.ogloszenie.id}.pdf`);
}
