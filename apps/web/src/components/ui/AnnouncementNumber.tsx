import { Trans } from '@lingui/react';

/**
 * An announcement number ('2026-00005-00005') that never breaks inside (browsers break lines after
 * its hyphens): in headings, cards and the questions of dialogs.
 */
export function AnnouncementNumber({ value }: { value: string }) {
  return <span className="announcement-number">{value}</span>;
}

/** A card's 'Ogłoszenie nr …' line; nothing for an announcement without a number (a draft). */
export function CardNumber({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  return (
    <p className="announcement-card__number">
      <Trans
        id="announcement.number"
        message="Ogłoszenie nr <0/>"
        components={{ 0: <AnnouncementNumber value={value} /> }}
      />
    </p>
  );
}
