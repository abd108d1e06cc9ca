import { detailsMessages } from '@bk/contracts/announcements/details-messages';
import { Link } from 'react-router';
import { AnnouncementNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { StatusTag } from '../../components/ui/StatusTag.tsx';
import { formatDateTime, formatDeadline, formatMonthYear } from '../../lib/format.ts';
import { siteOrigin } from '../../lib/server-env.ts';
import type { AnnouncementView, ViewMode } from './details-types.ts';
import { announcementHeading } from './labels.ts';

/** The heading, statuses and dates of the spec for each mode (no publication dates in a draft). */
export function DetailsHeader({ view, mode }: { view: AnnouncementView; mode: ViewMode }) {
  const { ogloszenie: a, version } = view;
  const draft = mode.kind === 'draft';
  const dates: [string, string][] = [
    ['Termin składania ofert', formatDeadline(a.terminOfert) || 'nie wyznaczono'],
  ];
  if (!draft) {
    dates.push(['Data opublikowania ogłoszenia', formatDateTime(a.firstPublishedAt) || 'nie opublikowano']);
    if (a.lastChangeAt) dates.push(['Data ostatniej zmiany', formatDateTime(a.lastChangeAt)]);
  }
  if (mode.kind === 'version') dates.push(['Data opublikowania wersji', formatDateTime(version.publishedAt)]);
  // Why this version was made, when the deadline-extension action made it (decision 0053).
  if (!draft && version.changeReason) dates.push(['Powód zmiany terminu', version.changeReason]);
  dates.push([
    'Planowany termin podpisania umowy',
    formatMonthYear(version.tresc.planowanyTerminPodpisaniaUmowy) || 'nie określono',
  ]);
  const currentPath = `/ogloszenia/${a.id}`;

  return (
    <header className="announcement-view__header">
      <h1>
        {a.numer ? (
          <>
            Ogłoszenie nr <AnnouncementNumber value={a.numer} />
          </>
        ) : (
          announcementHeading(view)
        )}
      </h1>
      <p className="announcement-view__title">{version.tresc.tytul || 'Bez tytułu'}</p>
      <div className="announcement-view__statuses">
        <p>
          Status ogłoszenia: <StatusTag as="span" status={a.status} scheduled={a.scheduled} />
        </p>
        {draft ? (
          <p>
            Status wersji: <StatusTag as="span" status={{ nazwa: 'DRAFT', label: 'Wersja robocza' }} />
          </p>
        ) : null}
      </div>
      <dl className="announcement-view__dates">
        {dates.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!draft && a.numer && a.terminOfert ? (
        <p className="announcement-view__calendar">
          {/* The deadline as an iCalendar event (open data, decision 0036). */}
          <a href={`/api/announcements/${a.id}/deadline.ics`} download={`termin-${a.id}.ics`}>
            Dodaj termin do kalendarza
          </a>
        </p>
      ) : null}
      {a.canDownloadProcedureFile ? (
        <p className="announcement-view__calendar">
          {/* The procedure file for its author and controllers (decision 0047); checked at /weryfikacja. */}
          <a href={`/api/announcements/${a.id}/procedure-file.zip`} download>
            Pobierz teczkę postępowania
          </a>{' '}
          (<Link to="/weryfikacja">sprawdź teczkę</Link>)
        </p>
      ) : null}
      {mode.kind === 'version' && !version.isCurrent ? (
        <p className="notice announcement-view__old-version">
          {detailsMessages.oldVersion} <Link to={currentPath}>{`${siteOrigin()}${currentPath}`}</Link>
        </p>
      ) : null}
    </header>
  );
}
