import { Trans, useLingui } from '@lingui/react';
import { formatDate } from '../../lib/format.ts';
import type { Item } from './details-types.ts';
import { placeText, yesNoIn } from './labels.ts';

/** One order item: category, warranty, description, CPV codes, places, stages and conditions. */
export function ItemDetails({ item, heading }: { item: Item; heading: string }) {
  const { i18n } = useLingui();
  const none = i18n._({ id: 'details.part.value.none', message: 'nie podano' });
  return (
    <article className="announcement-view__item">
      <h4>{heading}</h4>
      <dl className="announcement-view__facts">
        <div>
          <dt>
            <Trans id="details.item.category" message="Kategoria" />
          </dt>
          <dd lang={item.categoryName ? 'pl' : undefined}>{item.categoryName ?? none}</dd>
        </div>
        <div>
          <dt>
            <Trans id="details.item.subcategory" message="Podkategoria" />
          </dt>
          <dd lang={item.subcategoryName ? 'pl' : undefined}>{item.subcategoryName ?? none}</dd>
        </div>
        <div>
          <dt>
            <Trans id="details.item.warranty" message="Okres gwarancji" />
          </dt>
          <dd lang={item.okresGwarancji ? 'pl' : undefined}>
            {item.okresGwarancji || i18n._({ id: 'details.item.warranty.none', message: 'nie dotyczy' })}
          </dd>
        </div>
      </dl>
      <h5>
        <Trans id="details.item.description" message="Opis przedmiotu zamówienia" />
      </h5>
      <p className="announcement-view__text" lang={item.opis ? 'pl' : undefined}>
        {item.opis || i18n._({ id: 'details.none', message: 'Brak' })}
      </p>
      <h5>
        <Trans id="details.item.cpv" message="Kody CPV" />
      </h5>
      {/* The CPV names of the dictionary in ../shared/data are Polish. */}
      <ul className="announcement-view__list" lang="pl">
        {item.kodyCPV.map((cpv) => (
          <li key={cpv.id}>
            <span className="announcement-view__number">{cpv.kod}</span> - {cpv.nazwa}
          </li>
        ))}
      </ul>
      <h5>
        <Trans id="details.item.places" message="Miejsca realizacji" />
      </h5>
      <ul className="announcement-view__list" lang="pl">
        {item.miejscaRealizacji.map((place, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: places have no id of their own
          <li key={index}>{placeText(place)}</li>
        ))}
      </ul>
      <h5>
        <Trans id="details.item.schedule" message="Harmonogram realizacji" />
      </h5>
      {item.harmonogramy.length === 0 ? (
        <p>
          <Trans id="details.none" message="Brak" />
        </p>
      ) : (
        <ul className="announcement-view__list">
          {item.harmonogramy.map((stage) => (
            <li key={stage.id}>
              {stage.poczatekRealizacji
                ? `${i18n._({ id: 'details.stage.from', message: 'od {date}', values: { date: formatDate(stage.poczatekRealizacji) } })} `
                : ''}
              {i18n._({
                id: 'details.stage.to',
                message: 'do {date}',
                values: { date: formatDate(stage.koniecRealizacji) },
              })}
              {stage.opis ? (
                <>
                  : <span lang="pl">{stage.opis}</span>
                </>
              ) : (
                ''
              )}
              <br />
              <Trans id="details.stage.partial-payment" message="Płatność częściowa:" />{' '}
              {yesNoIn(i18n, stage.czyWystepujePlatnoscCzesciowa)}
            </li>
          ))}
        </ul>
      )}
      <h5>
        <Trans id="details.item.conditions" message="Warunki udziału" />
      </h5>
      {item.warunkiUdzialu.length === 0 ? (
        <p>
          <Trans id="details.none" message="Brak" />
        </p>
      ) : (
        <dl className="announcement-view__conditions">
          {item.warunkiUdzialu.map((condition) => (
            <div key={condition.id}>
              <dt lang={condition.typeName ? 'pl' : undefined}>
                {condition.typeName ?? i18n._({ id: 'details.condition', message: 'Warunek' })}
              </dt>
              <dd className="announcement-view__text" lang="pl">
                {condition.opis}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
