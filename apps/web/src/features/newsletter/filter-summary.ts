import type { I18n } from '@lingui/core';
import type { NewsletterFilter } from './newsletter-types.ts';

/** 'N kryterium', 'N kryteria', 'N kryteriów' (the badge of 'Edytuj', read by screen readers). */
export function criteriaCountText(i18n: I18n, count: number): string {
  return i18n._({
    id: 'newsletter.filter.criteria',
    message: '{count, plural, one {# kryterium} few {# kryteria} many {# kryteriów} other {# kryteria}}',
    values: { count },
  });
}

/** The first `max` names and how many more: 'A, B, C' and 2. */
export function shortList(names: readonly string[], max: number): { shown: string; more: number } {
  return { shown: names.slice(0, max).join(', '), more: Math.max(0, names.length - max) };
}

/**
 * A criterion in short: its name, the first names chosen and how many more; `polish` when the names
 * are the dictionaries' (Polish data), not codes or numbers.
 */
export type SummaryRow = { label: string; shown: string; more: number; polish: boolean };

/** A saved filter's criteria in short, from the names the server gave (labels): one row per criterion. */
export function filterSummary(i18n: I18n, filter: NewsletterFilter): SummaryRow[] {
  const s = filter.modalSettings;
  const l = filter.labels;
  const rows: SummaryRow[] = [];
  const row = (label: string, names: readonly string[], max: number, polish: boolean) =>
    rows.push({ label, ...shortList(names, max), polish });
  if (s.advertiserIdentificationNumber)
    row(
      i18n._({ id: 'newsletter.criterion.advertiser', message: 'Numer identyfikacyjny ogłoszeniodawcy' }),
      [s.advertiserIdentificationNumber],
      1,
      false,
    );
  if (l.programmes.length > 0)
    row(
      i18n._({ id: 'newsletter.criterion.programmes', message: 'Programy' }),
      l.programmes.map((p) => p.nazwa),
      3,
      true,
    );
  if (l.category)
    row(i18n._({ id: 'newsletter.criterion.category', message: 'Kategoria' }), [l.category], 1, true);
  if (l.subcategory)
    row(
      i18n._({ id: 'newsletter.criterion.subcategory', message: 'Podkategoria' }),
      [l.subcategory],
      1,
      true,
    );
  if (l.cpvItems.length > 0)
    row(
      i18n._({ id: 'newsletter.criterion.cpv', message: 'Kody CPV' }),
      l.cpvItems.map((c) => c.kod || String(c.id)),
      5,
      false,
    );
  if (l.miejscaRealizacji.length > 0)
    row(
      i18n._({ id: 'newsletter.criterion.places', message: 'Miejsca realizacji' }),
      l.miejscaRealizacji.map((p) => p.nazwa),
      3,
      true,
    );
  return rows;
}
