import { formatBudget } from '@bk/contracts/announcements/money';
import { Trans, useLingui } from '@lingui/react';
import { formatAmount } from '../../lib/format.ts';
import type { Part } from './details-types.ts';
import { ItemDetails } from './ItemDetails.tsx';
import { partAnchor, yesNoIn } from './labels.ts';

/** The parts of the order: a table of contents when there are several, then each part in full. */
export function PartsSection({ parts }: { parts: Part[] }) {
  const { i18n } = useLingui();
  const several = parts.length > 1;
  const heading = (part: Part, index: number) =>
    part.tytul?.trim() ? (
      <span lang="pl">{part.tytul.trim()}</span>
    ) : (
      i18n._({ id: 'details.part', message: 'Część {number}', values: { number: index + 1 } })
    );
  return (
    <section aria-labelledby="sec-parts">
      <h2 id="sec-parts">
        <Trans id="details.order" message="Zamówienie" />
      </h2>
      {several ? (
        <nav
          className="announcement-view__toc"
          aria-label={i18n._({ id: 'details.parts.toc', message: 'Spis części zamówienia' })}
        >
          <ol>
            {parts.map((part, index) => (
              <li key={part.id}>
                <a href={`#${partAnchor(index)}`}>{heading(part, index)}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {parts.map((part, index) => (
        <section key={part.id} id={partAnchor(index)} className="announcement-view__part" tabIndex={-1}>
          <h3>{heading(part, index)}</h3>
          <dl className="announcement-view__facts">
            <div>
              <dt>
                <Trans id="details.part.value" message="Szacunkowa wartość" />
              </dt>
              <dd>
                {formatAmount(part.szacunkowaWartosc, formatBudget) ||
                  i18n._({ id: 'details.part.value.none', message: 'nie podano' })}
              </dd>
            </div>
            <div>
              <dt>
                <Trans id="details.part.variants" message="Oferty wariantowe" />
              </dt>
              <dd>{yesNoIn(i18n, part.czyWariantowe)}</dd>
            </div>
          </dl>
          <ol className="announcement-view__items">
            {part.przedmiotyZamowienia.map((item, itemIndex) => (
              <li key={item.id}>
                <ItemDetails
                  item={item}
                  heading={i18n._({
                    id: 'details.item',
                    message: 'Przedmiot zamówienia {number}',
                    values: { number: itemIndex + 1 },
                  })}
                />
              </li>
            ))}
          </ol>
          <h4>
            <Trans id="details.criteria" message="Kryteria oceny" />
          </h4>
          {part.kryteriaOceny.length === 0 ? (
            <p>
              <Trans id="details.none" message="Brak" />
            </p>
          ) : (
            <ul className="announcement-view__list">
              {part.kryteriaOceny.map((criterion) => (
                <li key={criterion.id}>
                  {criterion.opis ? (
                    <span lang="pl">{criterion.opis}</span>
                  ) : (
                    i18n._({ id: 'details.criterion.untitled', message: 'Bez opisu' })
                  )}
                  {criterion.czyKryteriumCenowe
                    ? ` ${i18n._({ id: 'details.criterion.price', message: '(kryterium cenowe)' })}`
                    : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}
