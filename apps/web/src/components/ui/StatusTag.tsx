import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/**
 * The one look of every status (docs/decisions/0017): an announcement's status and an offer's status
 * each have their own colour and their own icon, the same on the details page, in 'Moje ogłoszenia',
 * the search results, 'Moje oferty' and the administrators' list. The icon is hidden from assistive
 * technology (the label says it); colours pass WCAG AA (checked by axe in the browser tests).
 */
type Look = { icon: string; tone: string };

const announcementLooks: Record<string, Look> = {
  DRAFT: { icon: '✎', tone: 'draft' },
  SCHEDULED: { icon: '◷', tone: 'scheduled' },
  PUBLISHED: { icon: '●', tone: 'published' },
  CLOSED: { icon: '■', tone: 'closed' },
  RESOLVED: { icon: '✔', tone: 'resolved' },
  CANCELLED: { icon: '✕', tone: 'cancelled' },
  LOCKED: { icon: '⊘', tone: 'locked' },
};

const offerLooks: Record<string, Look> = {
  DRAFT: { icon: '✎', tone: 'draft' },
  SUBMITTED: { icon: '✓', tone: 'submitted' },
  WITHDRAWN: { icon: '↺', tone: 'withdrawn' },
};

const questionLooks: Record<string, Look> = {
  NEW: { icon: '?', tone: 'new' },
  DRAFT: { icon: '✎', tone: 'draft' },
  PUBLISHED: { icon: '✓', tone: 'published' },
};

const fallback: Look = { icon: '●', tone: 'other' };

/** The look of an announcement's status; a draft with a set publication date is 'scheduled'. */
export function announcementLook(name: string, scheduled = false): Look {
  if (name === 'DRAFT' && scheduled) return announcementLooks.SCHEDULED ?? fallback;
  return announcementLooks[name] ?? fallback;
}

export function offerLook(name: string): Look {
  return offerLooks[name] ?? fallback;
}

export const SCHEDULED_SUFFIX = ' (zaplanowana publikacja)';

/** The statuses' names in the interface's language (the server sends their Polish names as `label`). */
const statusNames: Record<string, MessageDescriptor> = {
  DRAFT: /*i18n*/ { id: 'status.announcement.draft', message: 'Wersja robocza' },
  PUBLISHED: /*i18n*/ { id: 'status.announcement.published', message: 'Opublikowane' },
  CLOSED: /*i18n*/ { id: 'status.announcement.closed', message: 'Zamknięte' },
  CANCELLED: /*i18n*/ { id: 'status.announcement.cancelled', message: 'Anulowane' },
  RESOLVED: /*i18n*/ { id: 'status.announcement.resolved', message: 'Rozstrzygnięte' },
  LOCKED: /*i18n*/ { id: 'status.announcement.locked', message: 'Zablokowane' },
};

type Status = { nazwa: string; label: string };

type Props = {
  status: Status;
  /** A draft with a publication date set: its own look and a note after the label. */
  scheduled?: boolean;
  /** Read before the label by assistive technology (e.g. 'Status ogłoszenia: '). */
  prefix?: string;
  /** 'p' in list heads, 'span' inside sentences. */
  as?: 'p' | 'span';
};

/** An announcement's status as a tag. */
export function StatusTag({ status, scheduled = false, prefix, as: Tag = 'p' }: Props) {
  const { i18n } = useLingui();
  const look = announcementLook(status.nazwa, scheduled);
  const name = statusNames[status.nazwa];
  const isScheduled = look.tone === 'scheduled';
  return (
    <Tag className={`status-tag status-tag--${look.tone}`}>
      <span className="status-tag__icon" aria-hidden="true">
        {look.icon}
      </span>
      {prefix ? <span className="visually-hidden">{prefix}</span> : null}
      {i18n.locale === 'pl' || !name ? status.label : i18n._(name)}
      {isScheduled
        ? i18n.locale === 'pl'
          ? SCHEDULED_SUFFIX
          : ` ${i18n._({ id: 'status.announcement.scheduled', message: '(zaplanowana publikacja)' })}`
        : ''}
    </Tag>
  );
}

/** The offers' and questions' statuses in the interface's language (the server sends Polish labels). */
const kindNames: Record<string, Record<string, MessageDescriptor>> = {
  offer: {
    DRAFT: /*i18n*/ { id: 'status.offer.draft', message: 'Robocza' },
    SUBMITTED: /*i18n*/ { id: 'status.offer.submitted', message: 'Złożona' },
    WITHDRAWN: /*i18n*/ { id: 'status.offer.withdrawn', message: 'Wycofana' },
  },
  question: {
    NEW: /*i18n*/ { id: 'status.question.new', message: 'Nowe' },
    DRAFT: /*i18n*/ { id: 'status.question.draft', message: 'Odpowiedź robocza' },
    PUBLISHED: /*i18n*/ { id: 'status.question.published', message: 'Opublikowane' },
  },
};

/** A tag of one kind of status ('offer', 'question'): its look's class, icon and label. */
function KindTag({
  kind,
  look,
  status,
  prefix,
}: {
  kind: string;
  look: Look;
  status: Status;
  prefix?: string;
}) {
  const { i18n } = useLingui();
  const name = kindNames[kind]?.[status.nazwa];
  return (
    <span className={`status-tag status-tag--${kind}-${look.tone}`}>
      <span className="status-tag__icon" aria-hidden="true">
        {look.icon}
      </span>
      {prefix ? <span className="visually-hidden">{prefix}</span> : null}
      {i18n.locale === 'pl' || !name ? status.label : i18n._(name)}
    </span>
  );
}

/** An offer's status's name in the interface's language, as text. */
export function OfferStatusName({ status }: { status: Status }) {
  const { i18n } = useLingui();
  const name = kindNames.offer?.[status.nazwa];
  return <>{i18n.locale === 'pl' || !name ? status.label : i18n._(name)}</>;
}

/** An offer's status as a tag ('Robocza', 'Złożona', 'Wycofana'). */
export function OfferStatusTag({ status, prefix }: { status: Status; prefix?: string }) {
  return <KindTag kind="offer" look={offerLook(status.nazwa)} status={status} prefix={prefix} />;
}

/** A question's status as a tag ('Nowe', 'Odpowiedź robocza', 'Opublikowane'). */
export function QuestionStatusTag({ status, prefix }: { status: Status; prefix?: string }) {
  return (
    <KindTag kind="question" look={questionLooks[status.nazwa] ?? fallback} status={status} prefix={prefix} />
  );
}
