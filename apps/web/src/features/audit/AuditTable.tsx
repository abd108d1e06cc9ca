import { ANONYMOUS_ACTOR, eventTypeLabel, objectLabel, SYSTEM_ACTOR } from '@bk/contracts/audit/audit';
import { Link } from 'react-router';
import { TableRegion } from '../../components/ui/TableRegion.tsx';
import type { AuditEventItem } from './audit-api.ts';
import { formatEventTime, payloadKeyLabel, payloadValueText } from './audit-format.ts';

/** The page of an object the portal has one for. */
function objectHref(object: { kind: string; id: number }): string | null {
  if (object.kind === 'announcement') return `/ogloszenia/${object.id}`;
  if (object.kind === 'user') return `/uzytkownicy/${object.id}`;
  return null;
}

function Actor({ actor }: { actor: AuditEventItem['actor'] }) {
  if (actor.kind === 'system') return <>{SYSTEM_ACTOR}</>;
  if (actor.kind === 'anonymous') return <>{ANONYMOUS_ACTOR}</>;
  return (
    <>
      <span className="audit-table__name">{actor.nazwa ?? `Użytkownik nr ${actor.id}`}</span>
      {actor.email ? <span className="audit-table__email">{actor.email}</span> : null}
    </>
  );
}

function Payload({ payload }: { payload: Record<string, unknown> }) {
  const entries = Object.entries(payload);
  if (entries.length === 0) return <span className="table__audit">Brak</span>;
  return (
    <dl className="audit-payload">
      {entries.map(([key, value]) => (
        <div key={key} className="audit-payload__item">
          <dt>{payloadKeyLabel(key)}:</dt>{' '}
          <dd>
            {key === 'announcement_id' && typeof value === 'number' ? (
              <Link to={`/ogloszenia/${value}`}>{value}</Link>
            ) : (
              payloadValueText(key, value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The events of a page: Czas, Zdarzenie, Obiekt, Użytkownik, Szczegóły (newest first). */
export function AuditTable({ events, busy }: { events: AuditEventItem[]; busy: boolean }) {
  return (
    <TableRegion label="Tabela zdarzeń">
      <table className="table audit-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">Zdarzenia, od najnowszych</caption>
        <thead>
          <tr>
            <th scope="col">Czas</th>
            <th scope="col">Zdarzenie</th>
            <th scope="col">Obiekt</th>
            <th scope="col">Użytkownik</th>
            <th scope="col">Szczegóły</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const href = objectHref(event.object);
            return (
              <tr key={event.id}>
                <td className="audit-table__time">
                  <time dateTime={event.occurredAt}>{formatEventTime(event.occurredAt)}</time>
                  <span className="table__audit">
                    {event.seq === null ? 'niezapieczętowane' : `pozycja ${event.seq}`}
                  </span>
                </td>
                <th scope="row" className="audit-table__type">
                  {eventTypeLabel(event.typ)}
                  <span className="table__audit">{event.typ}</span>
                </th>
                <td className="audit-table__object">
                  {href ? <Link to={href}>{objectLabel(event.object)}</Link> : objectLabel(event.object)}
                </td>
                <td className="audit-table__actor">
                  <Actor actor={event.actor} />
                </td>
                <td>
                  <Payload payload={event.payload} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
