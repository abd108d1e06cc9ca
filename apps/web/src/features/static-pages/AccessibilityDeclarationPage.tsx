import { Trans, useLingui } from '@lingui/react';
import { useDocumentTitle } from '../../lib/document-title.ts';

const CONTACT_EMAIL = 'dostepnosc@bazakonkurencyjnosci.funduszeeuropejskie.gov.pl';
const ENTITY = 'Ministerstwo Funduszy i Polityki Regionalnej';

/** A date in the display format (dd.mm.yyyy) with the machine-readable form in dateTime. */
function DateText({ iso, id }: { iso: string; id: string }) {
  const [year, month, day] = iso.split('-');
  return (
    <time id={id} dateTime={iso}>
      {`${day}.${month}.${year}`}
    </time>
  );
}

/**
 * /deklaracja-dostepnosci: the accessibility declaration in the structure required by the act of
 * 4 April 2019 (element ids follow the official template, so the declaration can be read by machines).
 */
export function AccessibilityDeclarationPage() {
  const { i18n } = useLingui();
  const english = i18n.locale === 'en';
  useDocumentTitle(i18n._({ id: 'declaration.document-title', message: 'deklaracja dostępności' }));
  return (
    // On an English page (issue 51) the declaration stays in Polish, marked so: its text and structure
    // are those of the official template the act prescribes; a note in English says so.
    <article className="prose" lang={english ? 'pl' : undefined}>
      {english ? (
        <p className="notice" lang="en">
          <Trans
            id="declaration.in-polish"
            message="Deklaracja dostępności jest publikowana po polsku, w układzie wzoru określonego przez polskie przepisy (ustawa z dnia 4 kwietnia 2019 r. o dostępności cyfrowej)."
          />
        </p>
      ) : null}
      <h1 id="a11y-deklaracja">Deklaracja dostępności</h1>
      <p id="a11y-wstep">
        <span id="a11y-podmiot">{ENTITY}</span> zobowiązuje się zapewnić dostępność swojej strony internetowej
        zgodnie z ustawą z dnia 4 kwietnia 2019 r. o dostępności cyfrowej stron internetowych i aplikacji
        mobilnych podmiotów publicznych. Deklaracja dostępności dotyczy strony internetowej{' '}
        <a id="a11y-url" href="/">
          Baza Konkurencyjności
        </a>
        .
      </p>
      <ul>
        <li>
          Data publikacji strony internetowej: <DateText id="a11y-data-publikacja" iso="2026-11-22" />.
        </li>
        <li>
          Data ostatniej istotnej aktualizacji: <DateText id="a11y-data-aktualizacja" iso="2026-11-22" />.
        </li>
      </ul>

      <h2 id="a11y-status">Stan dostępności cyfrowej</h2>
      <p>
        Strona internetowa jest <strong>zgodna</strong> z ustawą z dnia 4 kwietnia 2019 r. o dostępności
        cyfrowej stron internetowych i aplikacji mobilnych podmiotów publicznych, to znaczy spełnia wymagania
        Wytycznych dla dostępności treści internetowych (WCAG 2.1) na poziomie AA.
      </p>

      <h2 id="a11y-ulatwienia">Ułatwienia na stronie</h2>
      <ul>
        <li>
          Na początku każdej strony są linki pozwalające przejść od razu do treści głównej, do stopki, a po
          zalogowaniu także do menu.
        </li>
        <li>
          Wszystkie funkcje strony można obsłużyć za pomocą samej klawiatury; aktywny element jest wyraźnie
          wyróżniony.
        </li>
        <li>
          Strona ma nagłówki i obszary (nagłówek, menu, treść główna, stopka) rozpoznawane przez czytniki
          ekranu.
        </li>
        <li>Kolory tekstu i tła mają kontrast zgodny z wymaganiami WCAG 2.1 na poziomie AA.</li>
        <li>
          Treść można powiększyć do 200% bez utraty informacji; strona dostosowuje się do szerokości ekranu.
        </li>
      </ul>

      <h2 id="a11y-przygotowanie">Przygotowanie deklaracji dostępności</h2>
      <p>
        Deklarację sporządzono dnia <DateText id="a11y-data-sporzadzenie" iso="2026-11-22" />. Deklarację
        sporządzono na podstawie samooceny przeprowadzonej przez podmiot publiczny.
      </p>
      <p>
        Deklaracja została ostatnio poddana przeglądowi i aktualizacji dnia{' '}
        <DateText id="a11y-data-przeglad" iso="2026-11-22" />.
      </p>

      <h2 id="a11y-kontakt">Informacje zwrotne i dane kontaktowe</h2>
      <p>
        W przypadku problemów z dostępnością strony internetowej prosimy o kontakt z koordynatorem do spraw
        dostępności pod adresem poczty elektronicznej{' '}
        <a id="a11y-email" href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>
        . Tą samą drogą można składać wnioski o udostępnienie informacji niedostępnej oraz żądania zapewnienia
        dostępności cyfrowej strony internetowej lub jej elementu.
      </p>

      <h2 id="a11y-procedura">Procedura wnioskowo-skargowa</h2>
      <p>
        Każdy ma prawo do wystąpienia z żądaniem zapewnienia dostępności cyfrowej strony internetowej,
        aplikacji mobilnej lub jakiegoś ich elementu. Można także zażądać udostępnienia informacji za pomocą
        alternatywnego sposobu dostępu, na przykład przez odczytanie niedostępnego cyfrowo dokumentu lub
        opisanie zawartości filmu bez audiodeskrypcji.
      </p>
      <p>
        Żądanie powinno zawierać dane osoby zgłaszającej żądanie, wskazanie, o którą stronę internetową lub
        aplikację mobilną chodzi, oraz sposób kontaktu. Jeżeli osoba żądająca zgłasza potrzebę otrzymania
        informacji za pomocą alternatywnego sposobu dostępu, powinna także określić dogodny dla niej sposób
        przedstawienia tej informacji.
      </p>
      <p>
        Podmiot publiczny realizuje żądanie niezwłocznie, nie później niż w ciągu 7 dni od dnia wystąpienia z
        żądaniem. Jeżeli dotrzymanie tego terminu nie jest możliwe, podmiot publiczny niezwłocznie informuje o
        tym wnoszącego żądanie, kiedy realizacja żądania będzie możliwa, przy czym termin ten nie może być
        dłuższy niż 2 miesiące od dnia wystąpienia z żądaniem. Jeżeli zapewnienie dostępności cyfrowej nie
        jest możliwe, podmiot publiczny może zaproponować alternatywny sposób dostępu do informacji.
      </p>
      <p>
        W przypadku, gdy podmiot publiczny odmówi realizacji żądania zapewnienia dostępności lub
        alternatywnego sposobu dostępu do informacji, wnoszący żądanie może złożyć skargę w sprawie
        zapewnienia dostępności cyfrowej strony internetowej, aplikacji mobilnej lub ich elementu. Skargę
        można złożyć pod adresem podanym w części „Informacje zwrotne i dane kontaktowe”.
      </p>
      <p>
        Po wyczerpaniu wskazanej wyżej procedury można także złożyć wniosek do{' '}
        <a href="https://bip.brpo.gov.pl/pl/content/zlozenie-wniosku-do-rzecznika-praw-obywatelskich">
          Rzecznika Praw Obywatelskich
        </a>{' '}
        (Biuro Rzecznika Praw Obywatelskich, al. Solidarności 77, 00-090 Warszawa).
      </p>

      <h2 id="a11y-architektura">Dostępność architektoniczna</h2>
      <p>
        Siedziba podmiotu publicznego: {ENTITY}, ul. Wspólna 2/4, 00-926 Warszawa. Kancelaria przyjmuje
        interesantów w dni robocze w godzinach 8:15–16:15.
      </p>
      <ul>
        <li>
          Osoby z niepełnosprawnościami, które potrzebują pomocy przy wejściu do budynku lub w załatwieniu
          sprawy, mogą wcześniej zgłosić tę potrzebę pod adresem{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>; pracownik urzędu udzieli im pomocy.
        </li>
        <li>Do budynku i wszystkich jego pomieszczeń można wejść z psem asystującym.</li>
        <li>
          Osoby doświadczające trwale lub okresowo trudności w komunikowaniu się mogą skorzystać z pomocy
          tłumacza polskiego języka migowego (PJM), systemu językowo-migowego (SJM) lub sposobu komunikowania
          się osób głuchoniewidomych (SKOGN). Potrzebę należy zgłosić co najmniej 3 dni robocze przed
          planowaną wizytą, zgodnie z ustawą z dnia 19 sierpnia 2011 r. o języku migowym i innych środkach
          komunikowania się.
        </li>
      </ul>

      <h2 id="a11y-aplikacje">Aplikacje mobilne</h2>
      <p>Podmiot publiczny nie udostępnia aplikacji mobilnych związanych z Bazą Konkurencyjności.</p>
    </article>
  );
}
