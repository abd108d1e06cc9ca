import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Anchor } from '../../components/ui/Anchor.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

const code = <code />;
/** An address with a variable part (an address, not a text to translate). */
const RECORDS = '/api/ocds/records/{ocid}';

/**
 * /otwarte-dane: what the portal publishes as open data, under which licence and limits (issue 36,
 * decision 0036). The endpoints are described in full at /api/docs/ui. In the page's language (issue 51);
 * the addresses and the standard's terms stay as they are.
 */
export function OpenDataPage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'open-data.document-title', message: 'otwarte dane' }), {
    description: i18n._({
      id: 'open-data.description',
      message:
        'Ogłoszenia Bazy Konkurencyjności jako otwarte dane: wydania OCDS, plik zbiorczy, kanały Atom i terminy w kalendarzu.',
    }),
  });
  return (
    <article className="prose">
      <h1>
        <Trans id="open-data.title" message="Otwarte dane" />
      </h1>
      <p>
        <Trans
          id="open-data.intro"
          message="Baza Konkurencyjności publikuje dane o wszystkich publicznych ogłoszeniach w otwartych, maszynowo czytelnych formatach. Dziennikarze, organizacje strażnicze, analitycy i wykonawcy mogą śledzić zamówienia bez kopiowania stron portalu."
        />
      </p>

      <h2>
        <Trans id="open-data.ocds.title" message="Wydania w standardzie OCDS" />
      </h2>
      <p>
        <Trans
          id="open-data.ocds.intro"
          message="Każde ogłoszenie jest opisane w standardzie <0>Open Contracting Data Standard (OCDS) 1.1</0>. Wydanie (release) powstaje przy każdej publikacji wersji ogłoszenia, przy jego anulowaniu i przy publikacji rozstrzygnięcia. Przed upływem terminu składania ofert dane nie zawierają niczego z ofert; po rozstrzygnięciu zawierają wybraną ofertę każdej części (wykonawcę i cenę w PLN) oraz liczbę złożonych ofert."
          components={{ 0: <Anchor href="https://standard.open-contracting.org/1.1/" /> }}
        />
      </p>
      <ul>
        <li>
          <Trans
            id="open-data.ocds.releases"
            message="<0>/api/ocds/releases</0> – najnowsze wydania, stronicowane (parametry <1>since</1>, <2>limit</2>, <3>cursor</3>; adres następnej strony jest w polu <4>links.next</4>)."
            components={{ 0: <Anchor href="/api/ocds/releases" />, 1: code, 2: code, 3: code, 4: code }}
          />
        </li>
        <li>
          <Trans
            id="open-data.ocds.records"
            message="<0/> – wszystkie wydania jednego ogłoszenia i jego stan bieżący (compiled release)."
            components={{ 0: <code>{RECORDS}</code> }}
          />
        </li>
        <li>
          <Trans
            id="open-data.ocds.bulk"
            message="<0>/api/ocds/bulk.json.gz</0> – plik zbiorczy wszystkich wydań do końca poprzedniego dnia: jeden pakiet wydań (release package) z wydawcą, licencją i rozszerzeniami, jedno wydanie w wierszu (JSON, gzip)."
            components={{ 0: <Anchor href="/api/ocds/bulk.json.gz" /> }}
          />
        </li>
      </ul>
      <p>
        <Trans
          id="open-data.ocds.compiled"
          message="Stan bieżący ogłoszenia (compiled release) powstaje według reguł łączenia wydań standardu OCDS 1.1.5: pole pominięte w nowszym wydaniu zostaje, pole usunięte w nowej wersji ogłoszenia wydanie podaje jako puste (null). Część usunięta z ogłoszenia ma status „cancelled”, a po rozstrzygnięciu każda część ma status „complete” (wybrano ofertę) albo „unsuccessful” (nie wybrano żadnej)."
        />
      </p>

      <h2>
        <Trans id="open-data.feeds.title" message="Kanały i kalendarze" />
      </h2>
      <ul>
        <li>
          <Trans
            id="open-data.feeds.atom"
            message="Każde wyszukiwanie można subskrybować jako kanał Atom: link „Subskrybuj wyniki (Atom)” jest na stronie <0>wyszukiwarki</0> pod polem wyszukiwania."
            components={{ 0: <Link to="/ogloszenia/szukaj" /> }}
          />
        </li>
        <li>
          <Trans
            id="open-data.feeds.calendar"
            message="Termin składania ofert każdego ogłoszenia można dodać do kalendarza (plik iCalendar) linkiem „Dodaj termin do kalendarza” na stronie ogłoszenia."
          />
        </li>
      </ul>

      <h2>
        <Trans id="open-data.statistics.title" message="Statystyki" />
      </h2>
      <p>
        <Trans
          id="open-data.statistics"
          message="Strona <0>Statystyki</0> pokazuje wskaźniki konkurencyjności zamówień (między innymi odsetek postępowań z jedną ofertą) na wykresach i w tabelach. Te same dane są dostępne jako <1>/api/statistics</1> (JSON, z filtrami <2>program</2>, <3>cpv</3>, <4>od</4> i <5>do</5>) oraz jako pliki CSV w dwóch postaciach: dla programów (przecinek rozdziela kolumny, kropka dziesiętna, RFC 4180), np. <6>/api/statistics/wojewodztwa.csv</6>, i dla arkusza kalkulacyjnego w polskiej wersji językowej (średnik, przecinek dziesiętny), np. <7>/api/statistics/wojewodztwa.csv?format=pl</7>."
          components={{
            0: <Link to="/statystyki" />,
            1: <Anchor href="/api/statistics" />,
            2: code,
            3: code,
            4: code,
            5: code,
            6: <Anchor href="/api/statistics/wojewodztwa.csv" />,
            7: <Anchor href="/api/statistics/wojewodztwa.csv?format=pl" />,
          }}
        />
      </p>

      <h2>
        <Trans id="open-data.api.title" message="Opis interfejsu" />
      </h2>
      <p>
        <Trans
          id="open-data.api"
          message="Pełny opis interfejsu programistycznego (OpenAPI) z przykładami jest na stronie <0>dokumentacji API</0>, a w postaci maszynowej pod adresem <1>/api/docs</1>."
          components={{ 0: <Anchor href="/api/docs/ui/" />, 1: <Anchor href="/api/docs" /> }}
        />
      </p>

      <h2>
        <Trans id="open-data.licence.title" message="Licencja i ograniczenia" />
      </h2>
      <p>
        <Trans
          id="open-data.licence"
          message="Dane są udostępniane na licencji <0>Creative Commons Uznanie autorstwa 4.0</0> (CC BY 4.0): można je wykorzystywać w dowolnym celu, podając źródło „Baza Konkurencyjności”."
          components={{
            0: (
              <Anchor
                href={
                  i18n.locale === 'en'
                    ? 'https://creativecommons.org/licenses/by/4.0/'
                    : 'https://creativecommons.org/licenses/by/4.0/deed.pl'
                }
              />
            ),
          }}
        />
      </p>
      <p>
        <Trans
          id="open-data.limits"
          message="Z jednego adresu IP można wysłać do 120 zapytań na minutę o wydania, rekordy, kanały i kalendarze oraz 10 pobrań pliku zbiorczego na godzinę. Po przekroczeniu limitu serwer odpowiada kodem 429 i podaje w nagłówku <0>Retry-After</0>, po ilu sekundach można spróbować ponownie. Odpowiedzi można przechowywać w pamięci podręcznej (nagłówki <1>Cache-Control</1> i <2>ETag</2>)."
          components={{ 0: code, 1: code, 2: code }}
        />
      </p>
      <p>
        <Trans
          id="open-data.cors"
          message="Wydania, rekordy, plik zbiorczy, kanały wyszukiwania, terminy w kalendarzu i statystyki może odczytać także strona innego serwisu w przeglądarce (nagłówek <0>Access-Control-Allow-Origin: *</0>). Nie dotyczy to kanałów pod adresami prywatnymi ani pozostałej części interfejsu, która wymaga zalogowania."
          components={{ 0: code }}
        />
      </p>
      <p>
        <Trans
          id="open-data.privacy"
          message="Numer identyfikacyjny ogłoszeniodawcy jest publikowany, gdy jest to NIP lub numer zagraniczny. Numer PESEL osoby fizycznej i jej adres (ulica i kod pocztowy) nie trafiają do danych zbiorczych."
        />
      </p>
    </article>
  );
}
