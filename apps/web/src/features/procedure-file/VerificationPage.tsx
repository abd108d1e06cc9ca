import {
  type PartResult,
  type ProcedureFileCheck,
  verifyProcedureFile,
} from '@bk/contracts/audit/procedure-file';
import { type ReceiptCheck, verifyReceipt } from '@bk/contracts/audit/transparency/receipt';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { type ChangeEvent, useId, useState } from 'react';
import { TableRegion } from '../../components/ui/TableRegion.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDateTime } from '../../lib/format.ts';
import { procedureFileTextsIn, proofTextsIn, receiptReasonIn } from './check-texts.ts';

/** The command line's own check (a command, not a text to translate). */
const COMMAND = 'npm run audit:verify-file PLIK.zip';

type Outcome =
  | { kind: 'none' }
  | { kind: 'reading'; name: string }
  | { kind: 'unreadable'; name: string }
  | { kind: 'checked'; name: string; check: ProcedureFileCheck }
  | { kind: 'receipt'; name: string; check: ReceiptCheck };

const statusLabel = (i18n: I18n, status: PartResult['status']) =>
  status === 'ok'
    ? i18n._({ id: 'verification.part.ok', message: 'Zgodny' })
    : status === 'fail'
      ? i18n._({ id: 'verification.part.fail', message: 'Niezgodny' })
      : i18n._({ id: 'verification.part.unchecked', message: 'Nie sprawdzono' });

/** The archive's files (path -> bytes), read in the browser; folders left out. */
async function entriesOf(file: File): Promise<Map<string, Uint8Array>> {
  const { unzipSync } = await import('fflate');
  const unzipped = unzipSync(new Uint8Array(await file.arrayBuffer()));
  return new Map(Object.entries(unzipped).filter(([path]) => !path.endsWith('/')));
}

/**
 * The portal's published public keys (GET /api/audit/heads): the file's signing key must be one of them.
 * Only the keys are fetched; the file itself never leaves the browser. Null when they cannot be had (the
 * check then names the key for the reader to compare).
 */
async function publishedKeys(): Promise<Record<string, string> | null> {
  try {
    const response = await fetch('/api/audit/heads', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { data: { keys: { key_id: string; public_key: string }[] } };
    return Object.fromEntries(body.data.keys.map((k) => [k.key_id, k.public_key]));
  } catch {
    return null;
  }
}

/**
 * /weryfikacja: checks a procedure file (teczka postępowania, issue 47, decision 0047) in the browser,
 * without sending it anywhere: the same pure check as `npm run audit:verify-file`.
 */
export function VerificationPage() {
  const { i18n } = useLingui();
  useDocumentTitle(
    i18n._({ id: 'verification.document-title', message: 'weryfikacja teczki postępowania' }),
    {
      description: i18n._({
        id: 'verification.description',
        message:
          'Sprawdzenie teczki postępowania pobranej z Bazy Konkurencyjności: skróty SHA-256 plików, kompletność i zgodność dokumentów ze zdarzeniami.',
      }),
    },
  );
  const inputId = useId();
  const hintId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setOutcome({ kind: 'reading', name: file.name });
    try {
      // A receipt of an offer (JSON) or a procedure file (ZIP): told by the first byte.
      const first = new Uint8Array(await file.slice(0, 1).arrayBuffer())[0];
      if (first === 0x7b) {
        const check = await verifyReceipt(await file.text(), (await publishedKeys()) ?? {});
        setOutcome({ kind: 'receipt', name: file.name, check });
        return;
      }
      // The check's findings in the page's language (Polish: the command line's words).
      const texts = { file: procedureFileTextsIn(i18n), proofs: proofTextsIn(i18n) };
      const check = await verifyProcedureFile(await entriesOf(file), await publishedKeys(), texts);
      setOutcome({ kind: 'checked', name: file.name, check });
    } catch {
      setOutcome({ kind: 'unreadable', name: file.name });
    }
  };

  return (
    <article className="prose verification">
      <h1>
        <Trans id="verification.title" message="Weryfikacja teczki postępowania" />
      </h1>
      <p>
        <Trans
          id="verification.intro"
          message="Teczkę postępowania pobiera autor ogłoszenia i kontrolerzy instytucji zarządzającej po rozstrzygnięciu albo anulowaniu postępowania. Zawiera opublikowane wersje ogłoszenia, pytania i odpowiedzi, oferty z potwierdzeniami ich złożenia, rozstrzygnięcie, zdarzenia postępowania z dziennika portalu oraz manifest ze skrótami SHA-256 wszystkich plików."
        />
      </p>
      <p>
        <Trans
          id="verification.choose"
          message="Wybierz plik ZIP teczki. Plik jest sprawdzany w tej przeglądarce i nie jest nigdzie wysyłany. To samo sprawdzenie wykonuje polecenie <0/>."
          components={{ 0: <code>{COMMAND}</code> }}
        />
      </p>
      <p>
        <Trans
          id="verification.receipt"
          message="Tu można też sprawdzić potwierdzenie złożenia oferty (plik JSON pobrany z podglądu oferty): czy podpisał je portal i czy od podpisania nie zmieniono w nim niczego, także czasu złożenia co do sekundy."
        />
      </p>
      <div className="field verification__file">
        <label htmlFor={inputId}>
          <Trans
            id="verification.file"
            message="Plik teczki postępowania (ZIP) albo potwierdzenia złożenia oferty (JSON)"
          />
        </label>
        <p id={hintId} className="field__hint">
          <Trans
            id="verification.checked"
            message="Sprawdzane są: obecność i skrót SHA-256 każdego pliku z manifestu, brak plików spoza manifestu, zgodność skrótu każdego dokumentu ze skrótem w jego zdarzeniu, podpis manifestu kluczem portalu oraz obecność każdego zdarzenia w podpisanym dzienniku zdarzeń portalu."
          />
        </p>
        <input
          id={inputId}
          type="file"
          accept=".zip,application/zip,.json,application/json"
          aria-describedby={hintId}
          onChange={onFile}
        />
      </div>
      <div aria-live="polite">
        {outcome.kind === 'reading' ? (
          <p role="status">
            <Trans
              id="verification.reading"
              message="Sprawdzanie pliku {name}…"
              values={{ name: outcome.name }}
            />
          </p>
        ) : null}
        {outcome.kind === 'unreadable' ? (
          <p className="notice notice--error" role="alert">
            {outcome.name}: {procedureFileTextsIn(i18n).notZip}
          </p>
        ) : null}
        {outcome.kind === 'checked' ? <CheckResult name={outcome.name} check={outcome.check} /> : null}
        {outcome.kind === 'receipt' ? <ReceiptResult name={outcome.name} check={outcome.check} /> : null}
      </div>
    </article>
  );
}

/** A receipt's verdict: signed by the portal and unchanged (with what it proves), or why not. */
function ReceiptResult({ name, check }: { name: string; check: ReceiptCheck }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="verification-verdict" className="verification__result">
      <h2 id="verification-verdict">
        <span className={`notice ${check.ok ? 'notice--success' : 'notice--error'}`}>
          {check.ok
            ? i18n._({ id: 'verification.receipt.ok', message: 'Potwierdzenie zgodne' })
            : i18n._({ id: 'verification.receipt.fail', message: 'Potwierdzenie niezgodne' })}
        </span>
      </h2>
      <p>
        <Trans id="verification.file-name" message="Plik: {name}" values={{ name }} />
      </p>
      {check.ok ? (
        <dl className="verification__receipt">
          <dt>
            <Trans id="verification.receipt.submitted" message="Złożenie oferty (czas serwera)" />
          </dt>
          <dd>
            {formatDateTime(check.receipt.submitted_at)} ({check.receipt.submitted_at})
          </dd>
          <dt>
            <Trans id="verification.receipt.announcement" message="Ogłoszenie" />
          </dt>
          <dd>
            <Trans
              id="verification.receipt.number"
              message="nr {number}"
              values={{ number: check.receipt.announcement.number }}
            />
          </dd>
          <dt>
            <Trans id="verification.receipt.bidder" message="Oferent" />
          </dt>
          <dd>
            {check.receipt.bidder.name ??
              i18n._({
                id: 'verification.receipt.bidder-id',
                message: 'identyfikator {id}',
                values: { id: check.receipt.bidder.id },
              })}
          </dd>
          <dt>
            <Trans id="verification.receipt.sha" message="Skrót SHA-256 oferty" />
          </dt>
          <dd>
            <code>{check.receipt.offer_sha256}</code>
          </dd>
          <dt>
            <Trans id="verification.receipt.key" message="Podpisane kluczem portalu" />
          </dt>
          <dd>
            <code>{check.receipt.key_id}</code>
          </dd>
        </dl>
      ) : (
        <p className="notice notice--error" role="alert">
          {receiptReasonIn(i18n, check.reason)}
        </p>
      )}
    </section>
  );
}

/** The parts of one verdict as a titled list (nothing when there is none). */
function PartList({ title, parts }: { title: string; parts: PartResult[] }) {
  if (parts.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {parts.map((p) => (
          <li key={partKey(p)}>
            <code>{p.part}</code>: {p.message}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A part's line is told by its path and its message (a path may have several lines, never the same twice). */
const partKey = (p: PartResult) => `${p.part} ${p.status} ${p.message}`;

function CheckResult({ name, check }: { name: string; check: ProcedureFileCheck }) {
  const { i18n } = useLingui();
  const failed = check.parts.filter((p) => p.status === 'fail');
  const unchecked = check.parts.filter((p) => p.status === 'unchecked');
  // The failing parts first, then those not checked, then the rest, each in the check's order.
  const order = { fail: 0, unchecked: 1, ok: 2 } as const;
  const parts = [...check.parts].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <section aria-labelledby="verification-verdict" className="verification__result">
      <h2 id="verification-verdict">
        <span className={`notice ${check.ok ? 'notice--success' : 'notice--error'}`}>{check.verdict}</span>
      </h2>
      <p>
        <Trans id="verification.file-name" message="Plik: {name}" values={{ name }} />
        {check.announcement ? (
          <>
            <br />
            <Trans
              id="verification.announcement"
              message="Ogłoszenie nr {number}: <0/>"
              values={{ number: check.announcement.number ?? '–' }}
              components={{ 0: <span lang="pl">{check.announcement.title}</span> }}
            />
          </>
        ) : null}
        {check.builtAt ? (
          <>
            <br />
            <Trans
              id="verification.built"
              message="Teczka zbudowana: {date}"
              values={{ date: formatDateTime(check.builtAt) }}
            />
          </>
        ) : null}
      </p>
      <PartList
        title={i18n._({ id: 'verification.failed-parts', message: 'Części niezgodne' })}
        parts={failed}
      />
      <PartList
        title={i18n._({ id: 'verification.part.unchecked', message: 'Nie sprawdzono' })}
        parts={unchecked}
      />
      <h3>
        <Trans id="verification.all-parts" message="Wszystkie części" />
      </h3>
      <TableRegion label={i18n._({ id: 'verification.table', message: 'Wynik sprawdzenia części teczki' })}>
        <table className="table">
          <caption className="visually-hidden">
            <Trans id="verification.caption" message="Wynik sprawdzenia każdej części teczki" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans id="verification.part" message="Część" />
              </th>
              <th scope="col">
                <Trans id="verification.result" message="Wynik" />
              </th>
              <th scope="col">
                <Trans id="verification.message" message="Opis" />
              </th>
            </tr>
          </thead>
          <tbody>
            {parts.map((p) => (
              <tr key={partKey(p)}>
                <td>
                  <code>{p.part}</code>
                </td>
                <td>{statusLabel(i18n, p.status)}</td>
                <td>{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}
