import { formatDate } from '../../lib/format.ts';
import type { Item } from './details-types.ts';
import { placeText, yesNo } from './labels.ts';

/** One order item: category, warranty, description, CPV codes, places, stages and conditions. */
export function ItemDetails({ item, heading }: { item: Item; heading: string }) {
  return (
    <article className="announcement-view__item">
      <h4>{heading}</h4>
      <dl className="announcement-view__facts">
        <div>
          <dt>Kategoria</dt>
          <dd>{item.categoryName ?? 'nie podano'}</dd>
        </div>
        <div>
          <dt>Podkategoria</dt>
          <dd>{item.subcategoryName ?? 'nie podano'}</dd>
        </div>
        <div>
          <dt>Okres gwarancji</dt>
          <dd>{item.okresGwarancji || 'nie dotyczy'}</dd>
        </div>
      </dl>
      <h5>Opis przedmiotu zamówienia</h5>
      <p className="announcement-view__text">{item.opis || 'Brak'}</p>
      <h5>Kody CPV</h5>
      <ul className="announcement-view__list">
        {item.kodyCPV.map((cpv) => (
          <li key={cpv.id}>
            <span className="announcement-view__number">{cpv.kod}</span> - {cpv.nazwa}
          </li>
        ))}
      </ul>
      <h5>Miejsca realizacji</h5>
      <ul className="announcement-view__list">
        {item.miejscaRealizacji.map((place, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: places have no id of their own
          <li key={index}>{placeText(place)}</li>
        ))}
      </ul>
      <h5>Harmonogram realizacji</h5>
      {item.harmonogramy.length === 0 ? (
        <p>Brak</p>
      ) : (
        <ul className="announcement-view__list">
          {item.harmonogramy.map((stage) => (
            <li key={stage.id}>
              {stage.poczatekRealizacji ? `od ${formatDate(stage.poczatekRealizacji)} ` : ''}
              do {formatDate(stage.koniecRealizacji)}
              {stage.opis ? `: ${stage.opis}` : ''}
              <br />
              Płatność częściowa: {yesNo(stage.czyWystepujePlatnoscCzesciowa)}
            </li>
          ))}
        </ul>
      )}
      <h5>Warunki udziału</h5>
      {item.warunkiUdzialu.length === 0 ? (
        <p>Brak</p>
      ) : (
        <dl className="announcement-view__conditions">
          {item.warunkiUdzialu.map((condition) => (
            <div key={condition.id}>
              <dt>{condition.typeName ?? 'Warunek'}</dt>
              <dd className="announcement-view__text">{condition.opis}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
