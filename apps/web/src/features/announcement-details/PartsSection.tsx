import { formatBudget } from '@bk/contracts/announcements/money';
import type { Part } from './details-types.ts';
import { ItemDetails } from './ItemDetails.tsx';
import { partAnchor, partHeading, yesNo } from './labels.ts';

/** The parts of the order: a table of contents when there are several, then each part in full. */
export function PartsSection({ parts }: { parts: Part[] }) {
  const several = parts.length > 1;
  return (
    <section aria-labelledby="sec-parts">
      <h2 id="sec-parts">Zamówienie</h2>
      {several ? (
        <nav className="announcement-view__toc" aria-label="Spis części zamówienia">
          <ol>
            {parts.map((part, index) => (
              <li key={part.id}>
                <a href={`#${partAnchor(index)}`}>{partHeading(part, index)}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {parts.map((part, index) => (
        <section key={part.id} id={partAnchor(index)} className="announcement-view__part" tabIndex={-1}>
          <h3>{partHeading(part, index)}</h3>
          <dl className="announcement-view__facts">
            <div>
              <dt>Szacunkowa wartość</dt>
              <dd>{formatBudget(part.szacunkowaWartosc) || 'nie podano'}</dd>
            </div>
            <div>
              <dt>Oferty wariantowe</dt>
              <dd>{yesNo(part.czyWariantowe)}</dd>
            </div>
          </dl>
          <ol className="announcement-view__items">
            {part.przedmiotyZamowienia.map((item, itemIndex) => (
              <li key={item.id}>
                <ItemDetails item={item} heading={`Przedmiot zamówienia ${itemIndex + 1}`} />
              </li>
            ))}
          </ol>
          <h4>Kryteria oceny</h4>
          {part.kryteriaOceny.length === 0 ? (
            <p>Brak</p>
          ) : (
            <ul className="announcement-view__list">
              {part.kryteriaOceny.map((criterion) => (
                <li key={criterion.id}>
                  {criterion.opis || 'Bez opisu'}
                  {criterion.czyKryteriumCenowe ? ' (kryterium cenowe)' : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}
