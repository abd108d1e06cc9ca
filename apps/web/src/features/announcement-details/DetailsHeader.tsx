import { localizedPath } from '@bk/contracts/common/locale';
import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AnnouncementNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { StaticPart } from '../../components/ui/StaticPart.tsx';
import { StatusTag } from '../../components/ui/StatusTag.tsx';
import { formatDateTime, formatDeadline, formatMonthYear } from '../../lib/format.ts';
import { siteOrigin } from '../../lib/server-env.ts';
import type { AnnouncementView, Content, ViewMode } from './details-types.ts';

/**
 * On an English page (issue 51): the advertiser's English title and summary when given, with the
 * Polish title beside; else the Polish title. Either way, a note that the announcement is in Polish.
 */
function EnglishTitle({ content }: { content: Content }) {
  const { i18n } = useLingui();
  const title = content.tytulAngielski?.trim();
  const summary = content.streszczenieAngielskie?.trim();
  const polish = content.tytul || i18n._({ id: 'search.result.untitled', message: 'Bez tytułu' });
  return (
    <>
      {title ? (
        <p className="announcement-view__title" lang="en">
          {title}
        </p>
      ) : (
        <p className="announcement-view__title" lang={content.tytul ? 'pl' : undefined}>
          {polish}
        </p>
      )}
      {summary ? (
        <p className="announcement-view__summary" lang="en">
          {summary}
        </p>
      ) : null}
      <p className="announcement-view__language notice">
        {title ? (
          <Trans
            id="details.in-polish.titled"
            message="Ogłoszenie jest w języku polskim; jego tytuł po polsku: <0/>"
            components={{ 0: <span lang="pl">{polish}</span> }}
          />
        ) : (
          <Trans
            id="details.in-polish"
            message="Ogłoszenie jest w języku polskim; ogłoszeniodawca nie podał tytułu ani streszczenia w języku angielskim."
          />
        )}
      </p>
    </>
  );
}

/**
 * The heading, statuses and dates of the spec for each mode (no publication dates in a draft). Facts and
 * links only: nothing to hydrate (issue 48). The part kept as the server drew it runs none of its
 * content, so the dates are formatted inside it (the first date formatted loads the browser's time-zone
 * data, which a phone would otherwise spend while the page comes alive).
 */
export function DetailsHeader({ view, mode }: { view: AnnouncementView; mode: ViewMode }) {
  const { i18n } = useLingui();
  return (
    <StaticPart as="header" className="announcement-view__header" drawnFrom={[i18n.locale, view, mode]}>
      <HeaderContent view={view} mode={mode} />
    </StaticPart>
  );
}

function HeaderContent({ view, mode }: { view: AnnouncementView; mode: ViewMode }) {
  const { i18n } = useLingui();
  const { ogloszenie: a, version } = view;
  const draft = mode.kind === 'draft';
  const dates: [string, ReactNode][] = [
    [
      i18n._({ id: 'details.deadline', message: 'Termin składania ofert' }),
      formatDeadline(a.terminOfert) || i18n._({ id: 'details.deadline.none', message: 'nie wyznaczono' }),
    ],
  ];
  if (!draft) {
    dates.push([
      i18n._({ id: 'details.published', message: 'Data opublikowania ogłoszenia' }),
      formatDateTime(a.firstPublishedAt) ||
        i18n._({ id: 'details.published.none', message: 'nie opublikowano' }),
    ]);
    if (a.lastChangeAt)
      dates.push([
        i18n._({ id: 'details.changed', message: 'Data ostatniej zmiany' }),
        formatDateTime(a.lastChangeAt),
      ]);
  }
  if (mode.kind === 'version')
    dates.push([
      i18n._({ id: 'details.version-published', message: 'Data opublikowania wersji' }),
      formatDateTime(version.publishedAt),
    ]);
  // Why this version was made, when the deadline-extension action made it (decision 0053).
  if (!draft && version.changeReason)
    dates.push([
      i18n._({ id: 'details.change-reason', message: 'Powód zmiany terminu' }),
      <span key="reason" lang="pl">
        {version.changeReason}
      </span>,
    ]);
  dates.push([
    i18n._({ id: 'details.contract-date', message: 'Planowany termin podpisania umowy' }),
    formatMonthYear(version.tresc.planowanyTerminPodpisaniaUmowy) ||
      i18n._({ id: 'details.contract-date.none', message: 'nie określono' }),
  ]);
  const currentPath = `/ogloszenia/${a.id}`;
  const currentAddress = `${siteOrigin()}${localizedPath(currentPath, i18n.locale === 'en' ? 'en' : 'pl')}`;

  return (
    <>
      <h1>
        {a.numer ? (
          <Trans
            id="announcement.number"
            message="Ogłoszenie nr <0/>"
            components={{ 0: <AnnouncementNumber value={a.numer} /> }}
          />
        ) : (
          i18n._({ id: 'details.heading.draft', message: 'Ogłoszenie (wersja robocza)' })
        )}
      </h1>
      {i18n.locale === 'en' ? (
        <EnglishTitle content={version.tresc} />
      ) : (
        <p className="announcement-view__title" lang={version.tresc.tytul ? 'pl' : undefined}>
          {version.tresc.tytul || i18n._({ id: 'search.result.untitled', message: 'Bez tytułu' })}
        </p>
      )}
      <div className="announcement-view__statuses">
        <p>
          <Trans id="details.status" message="Status ogłoszenia:" />{' '}
          <StatusTag as="span" status={a.status} scheduled={a.scheduled} />
        </p>
        {draft ? (
          <p>
            <Trans id="details.version-status" message="Status wersji:" />{' '}
            <StatusTag as="span" status={{ nazwa: 'DRAFT', label: 'Wersja robocza' }} />
          </p>
        ) : null}
      </div>
      <dl className="announcement-view__dates">
        {dates.map(([label, value]) => (
          <div key={String(label)}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!draft && a.numer && a.terminOfert ? (
        <p className="announcement-view__calendar">
          {/* The deadline as an iCalendar event (open data, decision 0036). */}
          <a href={`/api/announcements/${a.id}/deadline.ics`} download={`termin-${a.id}.ics`}>
            <Trans id="details.calendar" message="Dodaj termin do kalendarza" />
          </a>
        </p>
      ) : null}
      {a.canDownloadProcedureFile ? (
        <p className="announcement-view__calendar">
          {/* The procedure file for its author and controllers (decision 0047); checked at /weryfikacja. */}
          <a href={`/api/announcements/${a.id}/procedure-file.zip`} download>
            <Trans id="details.procedure-file" message="Pobierz teczkę postępowania" />
          </a>{' '}
          (
          <Link to="/weryfikacja">
            <Trans id="details.procedure-file.check" message="sprawdź teczkę" />
          </Link>
          )
        </p>
      ) : null}
      {mode.kind === 'version' && !version.isCurrent ? (
        <p className="notice announcement-view__old-version">
          <Trans
            id="details.old-version"
            message="To jest nieaktualna wersja ogłoszenia. Aktualna wersja ogłoszenia jest dostępna pod adresem:"
          />{' '}
          <Link to={currentPath}>{currentAddress}</Link>
        </p>
      ) : null}
    </>
  );
}
