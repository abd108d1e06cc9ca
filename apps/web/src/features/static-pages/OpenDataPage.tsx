import { useDocumentTitle } from '../../lib/document-title.ts';

/**
 * /otwarte-dane: what the portal publishes as open data, under which licence and limits (issue 36,
 * decision 0036). The endpoints are described in full at /api/docs/ui.
 */
export function OpenDataPage() {
  useDocumentTitle('otwarte dane', {
    description:
      'Ogłoszenia Bazy Konkurencyjności jako otwarte dane: wydania OCDS, plik zbiorczy, kanały Atom i terminy w kalendarzu.',
  });
  return (
    <article className="prose">
      <h1>Otwarte dane</h1>
      <p>
        Baza Konkurencyjności publikuje dane o wszystkich publicznych ogłoszeniach w otwartych, maszynowo
        czytelnych formatach. Dziennikarze, organizacje strażnicze, analitycy i wykonawcy mogą śledzić
        zamówienia bez kopiowania stron portalu.
      </p>

      <h2>Wydania w standardzie OCDS</h2>
      <p>
        Każde ogłoszenie jest opisane w standardzie{' '}
        <a href="https://standard.open-contracting.org/1.1/">Open Contracting Data Standard (OCDS) 1.1</a>.
        Wydanie (release) powstaje przy każdej publikacji wersji ogłoszenia, przy jego anulowaniu i przy
        publikacji rozstrzygnięcia. Przed upływem terminu składania ofert dane nie zawierają niczego z ofert;
        po rozstrzygnięciu zawierają wybraną ofertę każdej części (wykonawcę i cenę w PLN) oraz liczbę
        złożonych ofert.
      </p>
      <ul>
        <li>
          <a href="/api/ocds/releases">/api/ocds/releases</a> – najnowsze wydania, stronicowane (parametry{' '}
          <code>since</code>, <code>limit</code>, <code>cursor</code>; adres następnej strony jest w polu{' '}
          <code>links.next</code>).
        </li>
        <li>
          <code>/api/ocds/records/&#123;ocid&#125;</code> – wszystkie wydania jednego ogłoszenia i jego stan
          bieżący (compiled release).
        </li>
        <li>
          <a href="/api/ocds/bulk.json.gz">/api/ocds/bulk.json.gz</a> – plik zbiorczy wszystkich wydań do
          końca poprzedniego dnia: jeden pakiet wydań (release package) z wydawcą, licencją i rozszerzeniami,
          jedno wydanie w wierszu (JSON, gzip).
        </li>
      </ul>
      <p>
        Stan bieżący ogłoszenia (compiled release) powstaje według reguł łączenia wydań standardu OCDS 1.1.5:
        pole pominięte w nowszym wydaniu zostaje, pole usunięte w nowej wersji ogłoszenia wydanie podaje jako
        puste (null). Część usunięta z ogłoszenia ma status „cancelled”, a po rozstrzygnięciu każda część ma
        status „complete” (wybrano ofertę) albo „unsuccessful” (nie wybrano żadnej).
      </p>

      <h2>Kanały i kalendarze</h2>
      <ul>
        <li>
          Każde wyszukiwanie można subskrybować jako kanał Atom: link „Subskrybuj wyniki (Atom)” jest na
          stronie <a href="/ogloszenia/szukaj">wyszukiwarki</a> pod polem wyszukiwania.
        </li>
        <li>
          Termin składania ofert każdego ogłoszenia można dodać do kalendarza (plik iCalendar) linkiem „Dodaj
          termin do kalendarza” na stronie ogłoszenia.
        </li>
      </ul>

      <h2>Statystyki</h2>
      <p>
        Strona <a href="/statystyki">Statystyki</a> pokazuje wskaźniki konkurencyjności zamówień (między
        innymi odsetek postępowań z jedną ofertą) na wykresach i w tabelach. Te same dane są dostępne jako{' '}
        <a href="/api/statistics">/api/statistics</a> (JSON, z filtrami <code>program</code>, <code>cpv</code>
        , <code>od</code> i <code>do</code>) oraz jako pliki CSV w dwóch postaciach: dla programów (przecinek
        rozdziela kolumny, kropka dziesiętna, RFC 4180), np.{' '}
        <a href="/api/statistics/wojewodztwa.csv">/api/statistics/wojewodztwa.csv</a>, i dla arkusza
        kalkulacyjnego w polskiej wersji językowej (średnik, przecinek dziesiętny), np.{' '}
        <a href="/api/statistics/wojewodztwa.csv?format=pl">/api/statistics/wojewodztwa.csv?format=pl</a>.
      </p>

      <h2>Opis interfejsu</h2>
      <p>
        Pełny opis interfejsu programistycznego (OpenAPI) z przykładami jest na stronie{' '}
        <a href="/api/docs/ui/">dokumentacji API</a>, a w postaci maszynowej pod adresem{' '}
        <a href="/api/docs">/api/docs</a>.
      </p>

      <h2>Licencja i ograniczenia</h2>
      <p>
        Dane są udostępniane na licencji{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/deed.pl">
          Creative Commons Uznanie autorstwa 4.0
        </a>{' '}
        (CC BY 4.0): można je wykorzystywać w dowolnym celu, podając źródło „Baza Konkurencyjności”.
      </p>
      <p>
        Z jednego adresu IP można wysłać do 120 zapytań na minutę o wydania, rekordy, kanały i kalendarze oraz
        10 pobrań pliku zbiorczego na godzinę. Po przekroczeniu limitu serwer odpowiada kodem 429 i podaje w
        nagłówku <code>Retry-After</code>, po ilu sekundach można spróbować ponownie. Odpowiedzi można
        przechowywać w pamięci podręcznej (nagłówki <code>Cache-Control</code> i <code>ETag</code>).
      </p>
      <p>
        Wydania, rekordy, plik zbiorczy, kanały wyszukiwania, terminy w kalendarzu i statystyki może odczytać
        także strona innego serwisu w przeglądarce (nagłówek <code>Access-Control-Allow-Origin: *</code>). Nie
        dotyczy to kanałów pod adresami prywatnymi ani pozostałej części interfejsu, która wymaga zalogowania.
      </p>
      <p>
        Numer identyfikacyjny ogłoszeniodawcy jest publikowany, gdy jest to NIP lub numer zagraniczny. Numer
        PESEL osoby fizycznej i jej adres (ulica i kod pocztowy) nie trafiają do danych zbiorczych.
      </p>
    </article>
  );
}
