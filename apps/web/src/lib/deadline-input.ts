import { END_OF_DAY } from '@bk/contracts/announcements/publish';
import { warsawDateTime } from '@bk/contracts/common/warsaw-time';

/**
 * A deadline as the dialogs take it (spec 1 section 5): a date and an hour, '' for no hour (the end of
 * the day). Shared by the publish dialog and the deadline-extension dialog.
 */
export type DeadlineInput = { deadlineDate: string; hour: string };

export const NO_HOUR_LABEL = 'Bez godziny (do 23:59:59)';

export const hourOptions = Array.from({ length: 24 }, (_, h) => {
  const value = String(h).padStart(2, '0');
  return { value, label: `${value}:00` };
});

/** 'yyyy-MM-dd HH:00:00', or the end of the day without an hour. */
export function deadlineValue(date: string, hour: string): string {
  return hour === '' ? `${date} ${END_OF_DAY}` : `${date} ${hour}:00:00`;
}

/** A stored deadline (an instant) as the dialog's date and hour, Warsaw time; empty when there is none. */
export function deadlineInput(instant: string | null): DeadlineInput {
  const empty = { deadlineDate: '', hour: '' };
  if (!instant) return empty;
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return empty;
  const [date = '', time = ''] = warsawDateTime(at).split(' ');
  return { deadlineDate: date, hour: time === END_OF_DAY ? '' : time.slice(0, 2) };
}
