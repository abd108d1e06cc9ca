import { identificationTypes } from '@bk/contracts/users/profile';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCountryName } from '../../components/subject/subject-api.ts';
import { identificationTypeTexts } from '../../components/subject/subject-texts.ts';
import type { BidderData } from './offers-types.ts';

const typeLabel = (i18n: I18n, type: string) =>
  (identificationTypes as readonly string[]).includes(type)
    ? i18n._(identificationTypeTexts[type as (typeof identificationTypes)[number]])
    : type;

/** The address as lines: street and number, postcode and locality, then region or country. */
export function bidderAddressLines(data: BidderData, countryName?: string): string[] {
  const a = data.adres;
  const street = [a.ulica || a.miejscowosc, a.numerDomu].filter(Boolean).join(' ');
  const lines = [street, [a.kodPocztowy, a.miejscowosc].filter(Boolean).join(' ')];
  if (data.rodzajAdresu === 'poland') {
    const region = [
      a.gmina ? `gm. ${a.gmina}` : '',
      a.powiat ? `pow. ${a.powiat}` : '',
      a.wojewodztwo ? `woj. ${a.wojewodztwo}` : '',
    ].filter(Boolean);
    if (region.length > 0) lines.push(region.join(', '));
  } else lines.push(countryName ?? a.countryName ?? a.kraj);
  return lines.filter((line) => line.trim() !== '');
}

/** 'Dane oferenta': the economic subject, read-only (spec 2 sections 2.3 and 2.4). */
export function BidderDataView({ data, headingLevel = 3 }: { data: BidderData; headingLevel?: 3 | 4 }) {
  const { i18n } = useLingui();
  const country = useCountryName(data.adres.kraj, data.adres.countryName);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className="offer-bidder">
      <Heading className="offer-section-title">
        {i18n._({ id: 'offers.bidder.heading', message: 'Dane oferenta' })}
      </Heading>
      <dl className="offer-facts">
        <div>
          <dt>{i18n._({ id: 'subject.name', message: 'Nazwa' })}</dt>
          <dd>{data.nazwa}</dd>
        </div>
        <div>
          <dt>{typeLabel(i18n, data.typNumeruIdentyfikacyjnego)}</dt>
          <dd>{data.numerIdentyfikacyjny}</dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'subject.address', message: 'Adres' })}</dt>
          <dd>
            {bidderAddressLines(data, country).map((line) => (
              <span key={line} className="offer-facts__line">
                {line}
              </span>
            ))}
          </dd>
        </div>
      </dl>
    </section>
  );
}
