import { eventTypeLabel, auditMessages as M, objectLabel } from '@bk/contracts/audit/audit';
import { countOf } from '@bk/contracts/common/plural';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { TableRegion } from '../../components/ui/TableRegion.tsx';
import { errorText, isApiError } from '../../lib/api-error.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { type DeadLetterItem, deadLettersKey, retryDeadLetter, useDeadLetters } from './audit-api.ts';
import { formatEventTime } from './audit-format.ts';

const parkedEvents = { one: 'zdarzenie', few: 'zdarzenia', many: 'zdarzeń' };

function retryFailure(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return `${M.retryFailed} ${errorText(error)}`;
}

function DeadLetterRow({
  item,
  busy,
  onRetry,
}: {
  item: DeadLetterItem;
  busy: boolean;
  onRetry: (item: DeadLetterItem) => void;
}) {
  return (
    <tr>
      <td className="audit-table__time">
        <time dateTime={item.parkedAt}>{formatEventTime(item.parkedAt)}</time>
        <span className="table__audit">
          {item.retriedAt ? `ponowione ${formatEventTime(item.retriedAt)}` : `prób: ${item.attempts}`}
        </span>
      </td>
      <th scope="row" className="audit-table__type">
        {eventTypeLabel(item.eventType)}
        <span className="table__audit">
          {item.eventType}, pozycja {item.seq}
        </span>
      </th>
      <td className="audit-table__object">{objectLabel(item.object)}</td>
      <td>{item.consumer}</td>
      <td className="audit-dead-letters__error">{item.error}</td>
      <td>
        <Button
          variant="secondary"
          aria-disabled={busy || undefined}
          aria-label={`Ponów zdarzenie z pozycji ${item.seq} (${item.consumer})`}
          onClick={() => onRetry(item)}
        >
          Ponów
        </Button>
      </td>
    </tr>
  );
}

/**
 * The events the log's consumers parked after their attempts (decision 0045), above the log: each
 * with its last error and 'Ponów', which runs it once more through its consumer. Shown only when
 * there is one (or a retry's outcome to tell).
 */
export function DeadLetters() {
  const { user } = useSession();
  const list = useDeadLetters();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const retry = useApiMutation({
    mutationFn: (item: DeadLetterItem) => retryDeadLetter(item.id),
    invalidates: [{ queryKey: deadLettersKey(user?.id) }],
    onSuccess: (answer, item) =>
      setMessage(
        answer.resolved
          ? {
              error: false,
              text: `Zdarzenie z pozycji ${item.seq} zostało obsłużone przez konsumenta ${item.consumer}.`,
            }
          : { error: true, text: `Ponowienie nie powiodło się: ${answer.error ?? ''}` },
      ),
    onError: (error) => setMessage({ error: true, text: retryFailure(error) }),
  });
  const onRetry = (item: DeadLetterItem) => {
    if (retry.isPending) return;
    setMessage(null);
    retry.mutate(item);
  };

  const notice = message ? (
    <p
      className={`notice ${message.error ? 'notice--error' : 'notice--success'}`}
      role={message.error ? 'alert' : 'status'}
    >
      {message.text}
    </p>
  ) : null;
  if (list.isError)
    return (
      <p className="notice notice--error" role="alert">
        {M.deadLettersFailed} {list.error.message}
      </p>
    );
  const items = list.data?.deadLetters ?? [];
  if (items.length === 0) return notice ? <div className="audit-dead-letters">{notice}</div> : null;
  return (
    <section className="audit-dead-letters" aria-labelledby="audit-dead-letters-title">
      <h2 id="audit-dead-letters-title">Zdarzenia odłożone</h2>
      <p>
        Konsumenci dziennika odłożyli {countOf(list.data?.meta.total ?? items.length, parkedEvents)} po
        nieudanych próbach i obsługują kolejne zdarzenia. Po usunięciu przyczyny błędu ponów zdarzenie.
      </p>
      {notice}
      <TableRegion label="Tabela zdarzeń odłożonych">
        <table className="table audit-table" aria-busy={retry.isPending || undefined}>
          <caption className="visually-hidden">Zdarzenia odłożone przez konsumentów, od najnowszych</caption>
          <thead>
            <tr>
              <th scope="col">Odłożone</th>
              <th scope="col">Zdarzenie</th>
              <th scope="col">Obiekt</th>
              <th scope="col">Konsument</th>
              <th scope="col">Ostatni błąd</th>
              <th scope="col">
                <span className="visually-hidden">Działania</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <DeadLetterRow key={item.id} item={item} busy={retry.isPending} onRetry={onRetry} />
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}
