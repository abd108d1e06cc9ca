import { GAP_MINUTES, STATUS_DAYS } from '@bk/contracts/availability/availability';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { errorText } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { type Status, useStatus } from './availability-api.ts';

const percentFormat = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 2 });
const countFormat = new Intl.NumberFormat('pl-PL');

/**
 * /status: the portal's availability on record (issue 50): each of the last 90 days' measured minutes
 * and the healthy ones (a sample each minute, kept five years), and the failures an administrator
 * declared, with their start, end and cause. Public, so that a bidder can show what happened before a
 * deadline.
 */
export function StatusPage() {
  useDocumentTitle('dostępność portalu', {
    description:
      'Dostępność Bazy Konkurencyjności: pomiary działania portalu z każdej minuty z ostatnich 90 dni i zgłoszone awarie z ich początkiem, końcem i przyczyną.',
  });
  const status = useStatus();
  return (
    <article className="content-page status-page">
      <Breadcrumbs trail={[]} current="Dostępność portalu" />
      <h1>Dostępność portalu</h1>
      <p>
        Portal co minutę sprawdza, czy działa (czy przyjmuje zadania i czy odpowiada jego baza danych), i
        zapisuje wynik. Pomiary są przechowywane przez 5 lat. Minuta bez pomiaru to minuta, w której żaden
        proces portalu nie mógł go zapisać. Awarie zgłasza administrator portalu: zamawiający, których termin
        składania ofert przypadł w czasie awarii lub w godzinie po niej, są proszeni o jego przedłużenie.
      </p>
      {status.isPending ? <LoadingText /> : null}
      {status.isError ? (
        <p className="notice notice--error" role="alert">
          Nie udało się pobrać danych o dostępności portalu. {errorText(status.error)}
        </p>
      ) : null}
      {status.data ? <StatusContent status={status.data} /> : null}
    </article>
  );
}

function StatusContent({ status }: { status: Status }) {
  const days = [...status.days].reverse();
  return (
    <>
      <p>
        Ostatni pomiar:{' '}
        <strong>{status.lastSampleAt ? formatDateTime(status.lastSampleAt) : 'brak pomiarów'}</strong>
      </p>
      <section aria-labelledby="status-outages">
        <h2 id="status-outages">Zgłoszone awarie</h2>
        {status.outages.length === 0 ? (
          <p>Brak zgłoszonych awarii w ostatnich {STATUS_DAYS} dniach.</p>
        ) : (
          <ul className="status-page__outages">
            {status.outages.map((outage) => (
              <li key={outage.id}>
                <p>
                  <strong>
                    {formatDateTime(outage.startedAt)} – {formatDateTime(outage.endedAt)}
                  </strong>
                </p>
                <p>{outage.opis}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="status-gaps">
        <h2 id="status-gaps">Przerwy wykryte w pomiarach</h2>
        <p>
          Okresy co najmniej {GAP_MINUTES} minut bez pomiaru lub z pomiarem wskazującym zakłócenia, między
          dwoma prawidłowymi pomiarami (wykrywane samoczynnie; przyczynę podaje zgłoszenie awarii, jeśli je
          złożono).
        </p>
        {status.gaps.length === 0 ? (
          <p>Brak przerw w ostatnich {STATUS_DAYS} dniach.</p>
        ) : (
          <ul className="status-page__gaps">
            {status.gaps.map((gap) => (
              <li key={gap.startedAt}>
                {formatDateTime(gap.startedAt)} – {formatDateTime(gap.endedAt)} ({gap.minutes} min)
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="status-days">
        <h2 id="status-days">Pomiary z ostatnich {STATUS_DAYS} dni</h2>
        {days.length === 0 ? (
          <p>Brak pomiarów w tym okresie.</p>
        ) : (
          <div className="table-wrap">
            <table className="table status-page__days">
              <caption className="visually-hidden">Pomiary działania portalu według dni</caption>
              <thead>
                <tr>
                  <th scope="col">Dzień</th>
                  <th scope="col">Minuty z pomiarem</th>
                  <th scope="col">Minuty bez zakłóceń</th>
                  <th scope="col">Odsetek minut bez zakłóceń</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDate(day.date)}</th>
                    <td>{countFormat.format(day.measured)}</td>
                    <td>{countFormat.format(day.ok)}</td>
                    <td>{percentFormat.format(day.measured ? day.ok / day.measured : 0)}</td>
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
