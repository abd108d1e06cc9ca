import { formatBudget } from '@bk/contracts/announcements/money';
import { offerMessages } from '@bk/contracts/offers/offers';
import { settlementMessages as M } from '@bk/contracts/settlement/settlement';
import { useLingui } from '@lingui/react';
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { downloadFile } from '../../../lib/files.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSettlement } from './settlement-api.ts';
import { partName, winnerOf } from './settlement-pdf.ts';
import type { SettlementPart } from './settlement-types.ts';

function PartResult({ part, index, several }: { part: SettlementPart; index: number; several: boolean }) {
  const winner = winnerOf(part);
  const title = partName(part.tytul, index, several ? 2 : 1);
  return (
    <section className="settlement-part" aria-label={title}>
      <h3>{title}</h3>
      <p className="settlement-part__winner">
        {winner ? (
          <>
            Wybrana oferta: <strong>{winner.offer.bidderName}</strong>
            {winner.offer.city ? `, ${winner.offer.city}` : ''},{' '}
            <span className="offer-price">{formatBudget(winner.price)}</span>
            {winner.offer.isMine ? <span className="tag offer-tag">Moja oferta</span> : null}
          </>
        ) : (
          M.noneChosen
        )}
      </p>
      {part.offers.length > 0 ? (
        // A narrow screen scrolls the table inside this region (named, in the tab order: the keyboard
        // scrolls it too), never the page.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled
        <section className="table-wrap" aria-label={`Oferty: ${title}`} tabIndex={0}>
          <table className="settlement-offers">
            <caption className="visually-hidden">Oferty: {title}</caption>
            <thead>
              <tr>
                <th scope="col">Oferent</th>
                <th scope="col">Miejscowość</th>
                <th scope="col">Ceny brutto</th>
                <th scope="col">Uwagi</th>
              </tr>
            </thead>
            <tbody>
              {part.offers.map((o) => (
                <tr key={o.offerSetId}>
                  <th scope="row">{o.bidderName}</th>
                  <td>{[o.city, o.kraj].filter(Boolean).join(', ')}</td>
                  <td>
                    {o.variants.map((v, i) => (
                      <Fragment key={v.id}>
                        {i > 0 ? '; ' : ''}
                        <span className="offer-price">{formatBudget(v.price)}</span>
                      </Fragment>
                    ))}
                  </td>
                  <td>
                    {[
                      winner?.offer.offerSetId === o.offerSetId ? 'Wybrana' : null,
                      o.isRefused ? 'Odrzucona' : null,
                      o.isExternal ? 'Złożona inną drogą' : null,
                      o.isMine ? 'Moja oferta' : null,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>{offerMessages.noOffers}</p>
      )}
    </section>
  );
}

/** The settlement view (spec 2 section 2.8): per part the winner and the offers, attachments, comment, print. */
export function SettlementView({
  announcement,
}: {
  announcement: { id: number; numer: string | null; tytul: string | null };
}) {
  const { i18n } = useLingui();
  const settlement = useSettlement(announcement.id);
  const [message, setMessage] = useState('');
  const [printing, setPrinting] = useState(false);
  if (settlement.isPending) return <LoadingText />;
  if (settlement.isError)
    return (
      <p className="notice notice--error" role="alert">
        {M.loadFailed} {errorText(settlement.error)}
      </p>
    );
  const s = settlement.data.rozstrzygniecie;
  const print = async () => {
    if (printing) return;
    setPrinting(true);
    setMessage('');
    try {
      const [{ downloadPdf }, { settlementPdf, settlementPdfName }] = await Promise.all([
        import('../../../lib/pdf/download-pdf.ts'),
        import('./settlement-pdf.ts'),
      ]);
      await downloadPdf(
        settlementPdf(announcement, settlement.data, new Date(), i18n),
        settlementPdfName(announcement.id),
      );
    } catch (error) {
      setMessage(`Nie udało się wygenerować pliku PDF. ${errorText(error)}`);
    } finally {
      setPrinting(false);
    }
  };
  return (
    <section className="settlement" aria-labelledby="rozstrzygniecie">
      <h2 id="rozstrzygniecie" className="offer-section-title">
        Rozstrzygnięcie
      </h2>
      <p>
        Data rozstrzygnięcia: {formatDateTime(s.resolvedAt)}
        {s.dataModyfikacji ? (
          <>
            <br />
            Data ostatniej zmiany: {formatDateTime(s.dataModyfikacji)}
          </>
        ) : null}
      </p>
      <Button variant="secondary" onClick={print} aria-disabled={printing || undefined}>
        {printing ? 'Trwa generowanie...' : 'Wydruk listy ofert'}
      </Button>
      <p role="status" className="offers-tab__message">
        {message}
      </p>
      {s.zamowienia.map((part, i) => (
        <PartResult key={part.id} part={part} index={i} several={s.zamowienia.length > 1} />
      ))}
      <h3>Komentarz</h3>
      <p>{s.komentarz || 'Brak'}</p>
      <h3>Załączniki</h3>
      {s.zalaczniki.length === 0 ? (
        <p>Brak</p>
      ) : (
        <ul className="settlement-attachments">
          {s.zalaczniki.map((a) => (
            <li key={a.id}>
              {a.plik ? (
                <Button
                  variant="secondary"
                  className="button--small"
                  onClick={() => a.plik && void downloadFile(a.plik)}
                >
                  {a.nazwa}
                </Button>
              ) : (
                a.nazwa
              )}
              {a.jestProtokolem ? <span className="tag offer-tag">Protokół</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
