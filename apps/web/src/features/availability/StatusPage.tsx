import { GAP_MINUTES, STATUS_DAYS } from '@bk/contracts/availability/availability';
import { Trans, useLingui } from '@lingui/react';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { errorText } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatCount, formatDate, formatDateTime, formatPercent } from '../../lib/format.ts';
import { type Status, useStatus } from './availability-api.ts';

/**
 * /status: the portal's availability on record (issue 50): each of the last 90 days' measured minutes
 * and the healthy ones (a sample each minute, kept five years), and the failures an administrator
 * declared, with their start, end and cause. Public, so that a bidder can show what happened before a
 * deadline.
 */
export function StatusPage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'status.document-title', message: 'dostępność portalu' }), {
    description: i18n._({
      id: 'status.description',
      message:
        'Dostępność Bazy Konkurencyjności: pomiary działania portalu z każdej minuty z ostatnich 90 dni i zgłoszone awarie z ich początkiem, końcem i przyczyną.',
    }),
  });
  const status = useStatus();
  return (
    <article className="content-page status-page">
      <Breadcrumbs trail={[]} current={i18n._({ id: 'status.title', message: 'Dostępność portalu' })} />
      <h1>
        <Trans id="status.title" message="Dostępność portalu" />
      </h1>
      <p>
        <Trans
          id="status.intro"
          message="Portal co minutę sprawdza, czy działa (czy przyjmuje zadania i czy odpowiada jego baza danych), i zapisuje wynik. Pomiary są przechowywane przez 5 lat. Minuta bez pomiaru to minuta, w której żaden proces portalu nie mógł go zapisać. Awarie zgłasza administrator portalu: zamawiający, których termin składania ofert przypadł w czasie awarii lub w godzinie po niej, są proszeni o jego przedłużenie."
        />
      </p>
      {status.isPending ? <LoadingText /> : null}
      {status.isError ? (
        <p className="notice notice--error" role="alert">
          <Trans id="status.failed" message="Nie udało się pobrać danych o dostępności portalu." />{' '}
          {errorText(status.error)}
        </p>
      ) : null}
      {status.data ? <StatusContent status={status.data} /> : null}
    </article>
  );
}

function StatusContent({ status }: { status: Status }) {
  const { i18n } = useLingui();
  const days = [...status.days].reverse();
  return (
    <>
      <p>
        <Trans id="status.last-sample" message="Ostatni pomiar:" />{' '}
        <strong>
          {status.lastSampleAt
            ? formatDateTime(status.lastSampleAt)
            : i18n._({ id: 'status.no-samples', message: 'brak pomiarów' })}
        </strong>
      </p>
      <section aria-labelledby="status-outages">
        <h2 id="status-outages">
          <Trans id="status.outages" message="Zgłoszone awarie" />
        </h2>
        {status.outages.length === 0 ? (
          <p>
            <Trans
              id="status.no-outages"
              message="Brak zgłoszonych awarii w ostatnich {days} dniach."
              values={{ days: STATUS_DAYS }}
            />
          </p>
        ) : (
          <ul className="status-page__outages">
            {status.outages.map((outage) => (
              <li key={outage.id}>
                <p>
                  <strong>
                    {formatDateTime(outage.startedAt)} – {formatDateTime(outage.endedAt)}
                  </strong>
                </p>
                <p lang="pl">{outage.opis}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="status-gaps">
        <h2 id="status-gaps">
          <Trans id="status.gaps" message="Przerwy wykryte w pomiarach" />
        </h2>
        <p>
          <Trans
            id="status.gaps.explanation"
            message="Okresy co najmniej {minutes} minut bez pomiaru lub z pomiarem wskazującym zakłócenia, między dwoma prawidłowymi pomiarami (wykrywane samoczynnie; przyczynę podaje zgłoszenie awarii, jeśli je złożono)."
            values={{ minutes: GAP_MINUTES }}
          />
        </p>
        {status.gaps.length === 0 ? (
          <p>
            <Trans
              id="status.no-gaps"
              message="Brak przerw w ostatnich {days} dniach."
              values={{ days: STATUS_DAYS }}
            />
          </p>
        ) : (
          <ul className="status-page__gaps">
            {status.gaps.map((gap) => (
              <li key={gap.startedAt}>
                <Trans
                  id="status.gap"
                  message="{from} – {to} ({minutes} min)"
                  values={{
                    from: formatDateTime(gap.startedAt),
                    to: formatDateTime(gap.endedAt),
                    minutes: gap.minutes,
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="status-days">
        <h2 id="status-days">
          <Trans id="status.days" message="Pomiary z ostatnich {days} dni" values={{ days: STATUS_DAYS }} />
        </h2>
        {days.length === 0 ? (
          <p>
            <Trans id="status.no-days" message="Brak pomiarów w tym okresie." />
          </p>
        ) : (
          <div className="table-wrap">
            <table className="table status-page__days">
              <caption className="visually-hidden">
                <Trans id="status.days.caption" message="Pomiary działania portalu według dni" />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans id="status.day" message="Dzień" />
                  </th>
                  <th scope="col">
                    <Trans id="status.measured" message="Minuty z pomiarem" />
                  </th>
                  <th scope="col">
                    <Trans id="status.ok" message="Minuty bez zakłóceń" />
                  </th>
                  <th scope="col">
                    <Trans id="status.share" message="Odsetek minut bez zakłóceń" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDate(day.date)}</th>
                    <td>{formatCount(day.measured)}</td>
                    <td>{formatCount(day.ok)}</td>
                    <td>{formatPercent(day.measured ? day.ok / day.measured : 0, 2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
