import { formatDateTimeSeconds } from '../../lib/format.ts';

/** The receipt's time, to the second (Polish time). */
export const formatReceiptTime = (iso: string): string => formatDateTimeSeconds(iso);
