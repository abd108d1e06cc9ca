/**
 * An announcement number ('2026-00005-00005') that never breaks inside (browsers break lines after
 * its hyphens): in headings, cards and the questions of dialogs.
 */
export function AnnouncementNumber({ value }: { value: string }) {
  return <span className="announcement-number">{value}</span>;
}
