import { random } from './scale-content.ts';

// The text of generated attachments (issue 49): pages of a specification, a bill of quantities or a
// draft contract, drawn from CPV names and the vocabulary of Polish procurement, for seed:scale and
// bench:documents. Deterministic by seed.

const openings = [
  'Przedmiotem zamówienia jest {cpv} zgodnie z wymaganiami niniejszej specyfikacji.',
  'Wykonawca dostarczy {cpv} fabrycznie nowe, wolne od wad fizycznych i prawnych.',
  'Zakres prac obejmuje {cpv} wraz z dokumentacją powykonawczą.',
  'Parametry techniczne: {cpv} o wydajności nie mniejszej niż {n} jednostek na godzinę.',
  'Dopuszcza się rozwiązania równoważne, spełniające wymagania normy PN-EN {norm}.',
];
const vocabulary = [
  'Wykonawca zobowiązuje się do usunięcia usterek w terminie {n} dni od zgłoszenia.',
  'Kara umowna za zwłokę wynosi {n} procent wynagrodzenia brutto za każdy dzień.',
  'Odbiór końcowy nastąpi protokołem podpisanym przez przedstawicieli obu stron.',
  'Urządzenia muszą posiadać deklarację zgodności i oznakowanie CE.',
  'Zamawiający przewiduje możliwość zmiany umowy w przypadku zmiany przepisów prawa.',
  'Przedmiar robót ma charakter pomocniczy; wycena obejmuje wszystkie prace niezbędne.',
  'Wykonawca udzieli rękojmi oraz gwarancji jakości na okres {n} miesięcy.',
  'Materiały należy składować w miejscu wskazanym przez inspektora nadzoru.',
  'Dostawa obejmuje transport, rozładunek, montaż oraz uruchomienie urządzeń.',
  'Wymagana jest instrukcja obsługi w języku polskim oraz szkolenie użytkowników.',
  'Wynagrodzenie ryczałtowe obejmuje koszty ubezpieczenia i zabezpieczenia terenu budowy.',
  'Zgodność z normą PN-EN ISO {norm} potwierdza certyfikat wydany przez jednostkę akredytowaną.',
  'Wykonawca przedstawi harmonogram rzeczowo-finansowy w terminie {n} dni od podpisania umowy.',
  'Podwykonawcy mogą wykonywać prace wyłącznie po akceptacji zamawiającego.',
  'Stal konstrukcyjna, kruszywo łamane, beton klasy C{n}/{m}, izolacja przeciwwodna.',
  'Falownik, akumulator, panel fotowoltaiczny, rozdzielnica, przewód miedziany, osprzęt.',
];

/**
 * About 2,000 characters a page; `pages` pages of text, mentioning the CPV names given (a few of the
 * dictionary's thousands on each page, so that files differ in their words as real ones do).
 */
export function attachmentText(seed: number, pages: number, cpvNames: readonly string[]): string[] {
  const r = random(seed * 7919 + 13);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const fill = (template: string) =>
    template
      .replace('{cpv}', pick(cpvNames).toLowerCase())
      .replace('{norm}', String(1000 + Math.floor(r() * 60_000)))
      .replace('{n}', String(2 + Math.floor(r() * 60)))
      .replace('{m}', String(10 + Math.floor(r() * 50)));
  return Array.from({ length: pages }, (_, page) => {
    const lines = [`${page + 1}. ${fill(pick(openings))}`];
    let length = lines[0]?.length ?? 0;
    while (length < 2000) {
      const line = fill(r() < 0.35 ? pick(openings) : pick(vocabulary));
      lines.push(line);
      length += line.length + 1;
    }
    return lines.join(' ');
  });
}
