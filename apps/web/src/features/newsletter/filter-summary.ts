import { countOf, type PluralForms } from '@bk/contracts/common/plural';
import type { NewsletterFilter } from './newsletter-types.ts';

/** 'kryterium', 'kryteria', 'kryteriów' (the badge of 'Edytuj', read by screen readers). */
export const criteriaNouns: PluralForms = { one: 'kryterium', few: 'kryteria', many: 'kryteriów' };

export function criteriaCountText(count: number): string {
  return countOf(count, criteriaNouns);
}

/** The first `max` names and how many more: 'A, B, C i jeszcze 2'. */
export function shortList(names: readonly string[], max: number): string {
  const shown = names.slice(0, max).join(', ');
  const more = names.length - max;
  return more > 0 ? `${shown} i jeszcze ${more}` : shown;
}

export type SummaryRow = { label: string; value: string };

/** A saved filter's criteria in short, from the names the server gave (labels): one row per criterion. */
export function filterSummary(filter: NewsletterFilter): SummaryRow[] {
  const s = filter.modalSettings;
  const l = filter.labels;
  const rows: SummaryRow[] = [];
  if (s.advertiserIdentificationNumber)
    rows.push({ label: 'Numer identyfikacyjny ogłoszeniodawcy', value: s.advertiserIdentificationNumber });
  if (l.programmes.length > 0)
    rows.push({
      label: 'Programy',
      value: shortList(
        l.programmes.map((p) => p.nazwa),
        3,
      ),
    });
  if (l.category) rows.push({ label: 'Kategoria', value: l.category });
  if (l.subcategory) rows.push({ label: 'Podkategoria', value: l.subcategory });
  if (l.cpvItems.length > 0)
    rows.push({
      label: 'Kody CPV',
      value: shortList(
        l.cpvItems.map((c) => c.kod || String(c.id)),
        5,
      ),
    });
  if (l.miejscaRealizacji.length > 0)
    rows.push({
      label: 'Miejsca realizacji',
      value: shortList(
        l.miejscaRealizacji.map((p) => p.nazwa),
        3,
      ),
    });
  return rows;
}
