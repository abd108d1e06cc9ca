import { eventTypeLabel, objectLabel } from '@bk/contracts/audit/audit';
import { integrityMessages as M } from '@bk/contracts/audit/integrity';
import { countOf } from '@bk/contracts/common/plural';
import { TableRegion } from '../../components/ui/TableRegion.tsx';
import { type Integrity, useIntegrity } from './audit-api.ts';
import { formatEventTime } from './audit-format.ts';

const entries = { one: 'wpis', few: 'wpisy', many: 'wpisów' };
const rejectedEvents = { one: 'zdarzenie', few: 'zdarzenia', many: 'zdarzeń' };

/** Why the sealer left an event out, in Polish (the server says it in the log's own words). */
function reasonText(reason: string): string {
  if (reason.includes('has no MAC')) return 'brak podpisu (MAC): wpis nie pochodzi z portalu';
  if (reason.includes('unknown key')) return 'podpis nieznanym kluczem';
  if (reason.includes('does not hold')) return 'podpis (MAC) nie zgadza się z treścią wpisu';
  return reason;
}

type Head = NonNullable<Integrity['latestHead']>;

/** The head as it is published and kept (the wire's names: `npm run audit:verify -- --head` reads it). */
function headJson(head: Head): string {
  return `${JSON.stringify({ size: head.size, root: head.root, timestamp: head.timestamp, key_id: head.keyId, signature: head.signature }, null, 2)}\n`;
}

function headHref(head: Head): string {
  return `data:application/json;charset=utf-8,${encodeURIComponent(headJson(head))}`;
}

/**
 * The log's integrity (issue 47, decision 0048), above the log: its latest signed head (to download and
 * keep outside the portal), the last whole verification, and the events the sealer left out because
 * their MAC does not hold (rows that did not come from the portal).
 */
export function LogIntegrity() {
  const integrity = useIntegrity();
  if (integrity.isPending) return null;
  if (integrity.isError)
    return (
      <p className="notice notice--error" role="alert">
        {M.failed} {integrity.error.message}
      </p>
    );
  const { latestHead: head, lastVerification: verification, rejected } = integrity.data;
  return (
    <section className="audit-integrity" aria-labelledby="audit-integrity-title">
      <h2 id="audit-integrity-title">Integralność dziennika</h2>
      {head ? (
        <div className="audit-integrity__head">
          <p>
            Ostatni podpisany stan: {countOf(head.size, entries)}, podpisany{' '}
            <time dateTime={head.timestamp}>{formatEventTime(head.timestamp)}</time> kluczem{' '}
            <code>{head.keyId}</code>. Dziennik liczy teraz {countOf(integrity.data.treeSize, entries)}.
          </p>
          <p className="audit-integrity__root">
            Korzeń drzewa: <code>{head.root}</code>
          </p>
          <p>
            <a href={headHref(head)} download={`stan-dziennika-${head.size}.json`}>
              Pobierz podpisany stan (JSON)
            </a>{' '}
            ·{' '}
            <a href="/api/audit/heads" target="_blank" rel="noreferrer">
              Opublikowane stany i klucze publiczne (otwiera się w nowej karcie)
            </a>
          </p>
        </div>
      ) : (
        <p>{M.noHead}</p>
      )}
      {verification ? (
        verification.ok ? (
          <p className="notice notice--success">
            Ostatnia weryfikacja całego dziennika (
            <time dateTime={verification.ranAt}>{formatEventTime(verification.ranAt)}</time>,{' '}
            {countOf(verification.size, entries)}): bez nieprawidłowości.
          </p>
        ) : (
          <p className="notice notice--error" role="alert">
            Ostatnia weryfikacja całego dziennika (
            <time dateTime={verification.ranAt}>{formatEventTime(verification.ranAt)}</time>) wykazała
            nieprawidłowości. Szczegóły podaje polecenie npm run audit:verify.
          </p>
        )
      ) : (
        <p>Dziennik nie był jeszcze weryfikowany w całości: portal robi to codziennie o 3:00.</p>
      )}
      {rejected.total > 0 ? (
        <>
          <p className="notice notice--error" role="alert">
            Przy pieczętowaniu odrzucono {countOf(rejected.total, rejectedEvents)} z podpisem (MAC), który się
            nie zgadza: takich wpisów nie zapisał portal, więc nie zostały dopisane do dziennika.
          </p>
          <TableRegion label="Tabela zdarzeń odrzuconych przy pieczętowaniu">
            <table className="table audit-table">
              <caption className="visually-hidden">
                Zdarzenia odrzucone przy pieczętowaniu, od najnowszych
              </caption>
              <thead>
                <tr>
                  <th scope="col">Wykryte</th>
                  <th scope="col">Zdarzenie</th>
                  <th scope="col">Obiekt</th>
                  <th scope="col">Data we wpisie</th>
                  <th scope="col">Powód</th>
                </tr>
              </thead>
              <tbody>
                {rejected.events.map((item) => (
                  <tr key={item.eventId}>
                    <td className="audit-table__time">
                      <time dateTime={item.foundAt}>{formatEventTime(item.foundAt)}</time>
                    </td>
                    <th scope="row" className="audit-table__type">
                      {item.typ ? eventTypeLabel(item.typ) : 'Wpis usunięty'}
                      <span className="table__audit">nr {item.eventId}</span>
                    </th>
                    <td>{item.object ? objectLabel(item.object) : ''}</td>
                    <td>{item.occurredAt ? formatEventTime(item.occurredAt) : ''}</td>
                    <td>{reasonText(item.reason)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </>
      ) : null}
    </section>
  );
}
