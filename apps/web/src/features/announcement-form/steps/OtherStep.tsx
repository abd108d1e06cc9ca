import { formatBudget } from '@bk/contracts/announcements/money';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/form/ErrorMessage.tsx';
import type { Advertiser } from '../announcement-api.ts';
import { useFieldError } from '../form-context.tsx';
import { itemCount } from '../form-ops.ts';
import type { FormState } from '../form-state.ts';

type Props = { form: FormState; advertiser: Advertiser | null };

/** Pozostałe: the advertiser's data as published (or where it comes from) and a summary of the order. */
export function OtherStep({ form, advertiser }: Props) {
  const advertiserError = useFieldError('advertiser');
  const criteria = form.zamowienia.reduce((n, part) => n + part.kryteriaOceny.length, 0);
  return (
    <>
      <h3>Dane ogłoszeniodawcy</h3>
      <ErrorMessage className="list-error" anchor message={advertiserError} />
      {advertiser ? (
        <dl className="details">
          <div>
            <dt>Nazwa</dt>
            <dd>{advertiser.nazwa}</dd>
          </div>
          <div>
            <dt>Adres</dt>
            <dd>
              {[
                [advertiser.adres.ulica, advertiser.adres.numerDomu].filter(Boolean).join(' '),
                `${advertiser.adres.kodPocztowy} ${advertiser.adres.miejscowosc}`,
                advertiser.adres.countryName,
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
          <div>
            <dt>Numer identyfikacyjny</dt>
            <dd>{advertiser.numerIdentyfikacyjny}</dd>
          </div>
        </dl>
      ) : null}
      <p className="field__hint">
        {advertiser
          ? 'Tak opublikowano dane ogłoszeniodawcy. Przy publikacji nowej wersji zostaną pobrane aktualne dane podmiotu z profilu.'
          : 'Dane ogłoszeniodawcy (nazwa, adres, numer identyfikacyjny) zostaną pobrane z danych podmiotu w Twoim profilu w chwili publikacji.'}{' '}
        <Link to="/uzytkownicy/moj-profil">Sprawdź dane podmiotu w profilu</Link>
      </p>
      <h3>Podsumowanie</h3>
      <dl className="details">
        <div>
          <dt>Liczba części zamówienia</dt>
          <dd>{form.zamowienia.length}</dd>
        </div>
        <div>
          <dt>Liczba przedmiotów zamówienia</dt>
          <dd>{itemCount(form)}</dd>
        </div>
        <div>
          <dt>Liczba kryteriów oceny</dt>
          <dd>{criteria}</dd>
        </div>
        <div>
          <dt>Szacunkowa wartość zamówienia</dt>
          <dd>
            {form.zamowienia
              .map((part, i) => `Część ${i + 1}: ${formatBudget(part.szacunkowaWartosc) || 'nie podano'}`)
              .join('; ')}
          </dd>
        </div>
        <div>
          <dt>Liczba załączników</dt>
          <dd>{form.zalaczniki.length}</dd>
        </div>
      </dl>
    </>
  );
}
